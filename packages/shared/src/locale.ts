/**
 * The language a browser has chosen, without the i18n instance: stateless, so the shell's entry can read it before
 * the shared singletons are negotiated (`@helpdesk/shared/locale`; shell/src/i18n/early-texts.ts).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants.ts';

/** Where the chosen language is kept until the server-side language (POST /profile/set-lang) takes over. */
export const LANGUAGE_STORAGE_KEY = 'helpdesk.lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored choice, or the default language when there is none (or storage cannot be read). */
export function storedLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
