/**
 * The one i18next instance. Polish is the default, English the fallback (spec §1, §9); the choice is kept in
 * localStorage until the server-side language (POST /profile/set-lang) takes over after login.
 */
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import 'dayjs/locale/en';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '../constants.ts';
import { sharedEn, sharedPl } from './shared-translations.ts';

export const LANGUAGE_STORAGE_KEY = 'helpdesk.lang';

export const i18n = i18next.createInstance();

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function storedLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Bundles added before initialisation (a module imported early, a test) wait here. */
const pending: { namespace: string; resources: Record<Locale, ResourceLanguage>; options: AddTranslationsOptions }[] = [];

/** Initialises the shared instance once; later calls return the same promise. */
let initialising: Promise<unknown> | null = null;
export function initI18n(resources: Resource = {}): Promise<unknown> {
  if (initialising) return initialising;
  initialising = i18n.use(initReactI18next).init({
    lng: storedLocale(),
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: 'common',
    ns: ['common', 'shared'],
    resources: { pl: { shared: sharedPl, ...resources.pl }, en: { shared: sharedEn, ...resources.en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const bundle of pending.splice(0)) addTranslations(bundle.namespace, bundle.resources, bundle.options);
  return initialising;
}

i18n.on('languageChanged', (lng) => {
  if (!isLocale(lng)) return;
  dayjs.locale(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // private mode: the choice lasts for this page only
  }
});

export interface AddTranslationsOptions {
  /** false: only add the keys the namespace lacks, keep the texts already there. */
  overwrite?: boolean;
}

/**
 * A remote adds its own namespace when its routes module loads. `overwrite: false` is for texts several apps carry
 * (the 'shared' namespace of @helpdesk/shared/ui, bundled into each app): an app built with newer shared pieces adds
 * their new keys to an older shell's texts without changing the ones the shell already shows.
 */
export function addTranslations(
  namespace: string,
  resources: Record<Locale, ResourceLanguage>,
  options: AddTranslationsOptions = {},
): void {
  if (!initialising) {
    pending.push({ namespace, resources, options });
    return;
  }
  for (const locale of LOCALES) {
    i18n.addResourceBundle(locale, namespace, resources[locale], true, options.overwrite ?? true);
  }
}
