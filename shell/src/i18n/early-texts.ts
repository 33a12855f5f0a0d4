/**
 * Starts the chunk of the shell's texts the first screen will show as the page's first script runs, instead of
 * once the bootstrap has initialised i18n: the language stored in this browser (as i18n reads it) and, when the
 * boot data carries a signed-in user with another language, that one too (the bootstrap switches to it). The
 * bootstrap's own `import()` of the same chunk then finds it loaded or under way.
 *
 * Runs before the async boundary, so it reads the stored language through the stateless `@helpdesk/shared/locale`
 * (bundled into the entry), not through the shared i18n module (a singleton).
 */
import type { Locale } from '@helpdesk/shared/constants';
import { isLocale, storedLocale } from '@helpdesk/shared/locale';
import { readBootJson } from '../federation/early-requests.ts';
import { TEXT_CHUNKS } from './text-chunks.ts';

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
