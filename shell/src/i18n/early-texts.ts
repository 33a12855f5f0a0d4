/**
 * Starts the chunk of the shell's texts the first screen will show as the page's first script runs, instead of
 * once the bootstrap has initialised i18n: the language stored in this browser (as i18n reads it) and, when the
 * boot data carries a signed-in user with another language, that one too (the bootstrap switches to it). The
 * bootstrap's own `import()` of the same chunk then finds it loaded or under way.
 *
 * Runs before the async boundary, so it reads localStorage and the boot data itself rather than through the shared
 * i18n module (a singleton).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@helpdesk/shared/constants';
import { readBootJson } from '../federation/early-requests.ts';
import { TEXT_CHUNKS } from './text-chunks.ts';

/** The shared i18n module's LANGUAGE_STORAGE_KEY, written out. */
const LANGUAGE_STORAGE_KEY = 'helpdesk.lang';

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

function storedLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The languages the first screen's texts will be asked in: the stored one, then the signed-in user's. */
export function earlyLocales(doc: Document = document): Locale[] {
  const locales = [storedLocale()];
  const user = readBootJson(doc).user as { data?: { lang?: unknown } } | null | undefined;
  const lang = user?.data?.lang;
  if (isLocale(lang) && !locales.includes(lang)) locales.push(lang);
  return locales;
}

export function startEarlyTexts(doc: Document = document): void {
  // A failed chunk is asked for again by the bootstrap's own import (which reports it).
  for (const locale of earlyLocales(doc)) TEXT_CHUNKS[locale]().catch(() => undefined);
}
