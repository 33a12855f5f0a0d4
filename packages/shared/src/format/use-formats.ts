/**
 * The number formats and text order of the user's language (numbers.ts) bound to the language i18next has now: a
 * screen calls the hook and re-renders with the new formats when the user switches language.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareText, formatFixed, formatHours, formatMoney, formatNumber, formatPercent, localeOf, sortByText } from './numbers.ts';

export function useFormats() {
  const { i18n } = useTranslation();
  const lang = localeOf(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      lang,
      number: (value: number | null | undefined, maxFractionDigits?: number) => formatNumber(value, lang, maxFractionDigits),
      fixed: (value: number | null | undefined, digits: number) => formatFixed(value, lang, digits),
      percent: (value: number | null | undefined, maxFractionDigits?: number) => formatPercent(value, lang, maxFractionDigits),
      money: (value: number | null | undefined) => formatMoney(value, lang),
      hours: (value: number | null | undefined, maxFractionDigits?: number) => formatHours(value, lang, maxFractionDigits),
      compare: (a: string | null | undefined, b: string | null | undefined) => compareText(a, b, lang),
      sortByText: <T>(items: readonly T[], text: (item: T) => string | null | undefined) => sortByText(items, text, lang),
    }),
    [lang],
  );
}
