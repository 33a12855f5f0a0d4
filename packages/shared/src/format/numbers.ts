/**
 * Numbers, percentages, hours and text order in the user's language (issue #37: "1,200" and "406.7%" in the Polish
 * UI, "Łódzka" after "Zakład"). Pure: the language is an argument, so the server (mails, exports, its ordered lists)
 * and the screens (through useFormats) write and sort the same way. Formatters and collators are cached per
 * language and options: a list formats a few per row.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants.ts';

/** Intl's name for a language of the product: en-GB writes 1,200.5 and 24-hour times, pl-PL 1200,5 and 1 200,5. */
const INTL_LOCALE: Record<Locale, string> = { pl: 'pl-PL', en: 'en-GB' };

/** The product's language of anything i18next or a request hands over ('pl', 'en-US', undefined). */
export function localeOf(lang: string | null | undefined): Locale {
  const base = (lang ?? '').slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : DEFAULT_LOCALE;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: string | null | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = localeOf(lang);
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(INTL_LOCALE[locale], options)));
  return format;
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A number with the language's separators (pl: "1 200,5" — Polish groups from five digits, "1200" stays whole, as
 * CLDR says); at most `maxFractionDigits` decimals (default 2). A missing value is a dash.
 */
export function formatNumber(value: number | null | undefined, lang: string | null | undefined, maxFractionDigits = 2): string {
  return isNumber(value) ? numberFormat(lang, { maximumFractionDigits: maxFractionDigits }).format(value) : '—';
}

/** A number with exactly `digits` decimals (averages, rates): "4,50" in Polish. */
export function formatFixed(value: number | null | undefined, lang: string | null | undefined, digits: number): string {
  return isNumber(value) ? numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value) : '—';
}

/** A percentage given in percent (406.7 → "406,7 %" in Polish, "406.7%" in English), one decimal at most. */
export function formatPercent(value: number | null | undefined, lang: string | null | undefined, maxFractionDigits = 1): string {
  return isNumber(value) ? numberFormat(lang, { style: 'percent', maximumFractionDigits: maxFractionDigits }).format(value / 100) : '—';
}

/** An amount of money in złoty ("1 234,50 zł" in Polish, "PLN 1,234.50" in English). */
export function formatMoney(value: number | null | undefined, lang: string | null | undefined): string {
  return isNumber(value) ? numberFormat(lang, { style: 'currency', currency: 'PLN' }).format(value) : '—';
}

/** Hours as a number with the language's unit ("12,5 godz." / "12.5 hr"): time budgets in words, not hh:mm. */
export function formatHours(hours: number | null | undefined, lang: string | null | undefined, maxFractionDigits = 2): string {
  return isNumber(hours)
    ? numberFormat(lang, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: maxFractionDigits }).format(hours)
    : '—';
}

const collators = new Map<Locale, Intl.Collator>();
/** The language's collator: Polish letters in their place (Ł after L, Ż after Z), digits by value, case ignored. */
export function collatorOf(lang: string | null | undefined): Intl.Collator {
  const locale = localeOf(lang);
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(INTL_LOCALE[locale], { numeric: true, sensitivity: 'base' })));
  return collator;
}

/** Compares two texts the way the language orders them (for Array.prototype.sort). */
export function compareText(a: string | null | undefined, b: string | null | undefined, lang: string | null | undefined): number {
  return collatorOf(lang).compare(a ?? '', b ?? '');
}

/** A copy of the list ordered by a text of each item, in the language's order. */
export function sortByText<T>(items: readonly T[], text: (item: T) => string | null | undefined, lang: string | null | undefined): T[] {
  const collator = collatorOf(lang);
  return [...items].sort((a, b) => collator.compare(text(a) ?? '', text(b) ?? ''));
}
