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
import { isLocale, LANGUAGE_STORAGE_KEY, storedLocale } from '../locale.ts';

export { isLocale, LANGUAGE_STORAGE_KEY };

export const i18n = i18next.createInstance();

/** Bundles added before initialisation (a module imported early, a test) wait here. */
const pending: { namespace: string; resources: Record<Locale, ResourceLanguage>; options: AddTranslationsOptions }[] = [];

/** Namespaces whose texts load one language at a time, and the loads under way (`locale:namespace`). */
const lazyTexts = new Map<string, TranslationLoaders>();
const loads = new Map<string, Promise<void>>();
/**
 * The lazy texts in (`locale:namespace`). Not the namespace's bundle: a screen may add its own keys to the namespace
 * (addTranslations in its chunk) before or without the lazily loaded ones.
 */
const loaded = new Set<string>();
const isLoaded = (locale: string, namespace: string) => loaded.has(`${locale}:${namespace}`);

/** Initialises the shared instance once; later calls return the same promise. */
let initialising: Promise<unknown> | null = null;
let markInitialising: (started: Promise<unknown>) => void = () => {};
/** Settles once initI18n has run, whenever that is (a remote's routes module may load before it). */
const initialised = new Promise<unknown>((resolve) => {
  markInitialising = resolve;
});
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
  markInitialising(initialising);
  for (const bundle of pending.splice(0)) addTranslations(bundle.namespace, bundle.resources, bundle.options);
  return initialising;
}

i18n.on('languageChanged', (lng) => {
  if (!isLocale(lng)) return;
  dayjs.locale(lng);
  // Set only when it changes: even the same value restyles every element of the page (:lang), which on a page the
  // server rendered in this language costs a full style and layout pass before it hydrates.
  if (typeof document !== 'undefined' && document.documentElement.lang !== lng) document.documentElement.lang = lng;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // private mode: the choice lasts for this page only
  }
  // A change that did not wait for loadTranslations (a direct i18n.changeLanguage) shows the missing texts once
  // they are in: the event again makes every useTranslation render anew.
  if (![...lazyTexts.keys()].every((namespace) => isLoaded(lng, namespace))) {
    loadTranslations(lng).then(
      () => {
        if (i18n.language === lng) i18n.emit('languageChanged', lng);
      },
      () => {},
    );
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

/** One language's texts of a namespace, as a lazy chunk: `pl: () => import('./i18n/pl.ts').then((m) => m.pl)`. */
export type TranslationLoaders = Record<Locale, () => Promise<ResourceLanguage>>;

function loadNamespace(namespace: string, locale: Locale): Promise<void> {
  const loaders = lazyTexts.get(namespace);
  if (!loaders || isLoaded(locale, namespace)) return Promise.resolve();
  const key = `${locale}:${namespace}`;
  let load = loads.get(key);
  if (!load) {
    load = loaders[locale]().then(
      (texts) => {
        // Another build of the remote took the namespace over while these texts were on their way.
        if (lazyTexts.get(namespace) !== loaders) return;
        i18n.addResourceBundle(locale, namespace, texts, true, true);
        loaded.add(key);
      },
      (error: unknown) => {
        loads.delete(key); // a failed chunk is asked for again next time
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

/**
 * Loads every lazily added namespace's texts in `locale`. Whoever changes the language awaits it first (the shell's
 * changeLanguage), so the new language shows with all its texts at once.
 */
export async function loadTranslations(locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  await Promise.all([...lazyTexts.keys()].map((namespace) => loadNamespace(namespace, locale)));
}

/** A namespace's texts as one build left them: its lazy loaders and each language's bundle (what screens added too). */
export interface NamespaceTexts {
  loaders: TranslationLoaders | undefined;
  bundles: Partial<Record<Locale, ResourceLanguage>>;
}

/**
 * A copy of a namespace's texts as they are now, taken once every language's lazy texts are in. The server renderer
 * keeps one per remote version it has loaded: the store holds one build's texts per namespace, the build that ran last.
 */
export function copyNamespace(namespace: string): NamespaceTexts {
  const bundles: NamespaceTexts['bundles'] = {};
  for (const locale of LOCALES) {
    const bundle = i18n.getResourceBundle(locale, namespace) as ResourceLanguage | undefined;
    if (bundle) bundles[locale] = structuredClone(bundle);
  }
  return { loaders: lazyTexts.get(namespace), bundles };
}

/**
 * Puts a copy back: the copied build's loaders, its bundles, and its languages counted as loaded, whatever build ran
 * since (one that failed half-way included: its loaders and any text it added are gone with it).
 */
export function restoreNamespace(namespace: string, texts: NamespaceTexts): void {
  if (texts.loaders) lazyTexts.set(namespace, texts.loaders);
  else lazyTexts.delete(namespace);
  for (const locale of LOCALES) {
    const key = `${locale}:${namespace}`;
    loads.delete(key);
    loaded.delete(key);
    i18n.removeResourceBundle(locale, namespace);
    const bundle = texts.bundles[locale];
    if (!bundle) continue;
    i18n.addResourceBundle(locale, namespace, structuredClone(bundle), true, true);
    if (texts.loaders) loaded.add(key);
  }
}

/**
 * Forgets a namespace's texts in every language: the bundle (the lazily loaded texts and the keys screens added) and
 * what was loaded or under way, so the next load asks the namespace's current loaders.
 */
function dropTexts(namespace: string): void {
  for (const locale of LOCALES) {
    loaded.delete(`${locale}:${namespace}`);
    loads.delete(`${locale}:${namespace}`);
    if (initialising) i18n.removeResourceBundle(locale, namespace);
  }
}

/** Makes `loaders` the namespace's texts; another build's are dropped first. */
function switchLoaders(namespace: string, loaders: TranslationLoaders): void {
  const previous = lazyTexts.get(namespace);
  if (previous === loaders) return;
  lazyTexts.set(namespace, loaders);
  if (previous) dropTexts(namespace);
}

/**
 * A remote's texts one language at a time: only the language shown is fetched with its first screen, the other
 * when the user switches to it. Returns what a route awaits before rendering: the shown language's texts loaded.
 *
 * Texts follow the build. Each build of a remote is its own module instance (its own chunk-loading global), so a
 * deploy, canary or rollback that switches the remote's version in an open document evaluates the new build's routes
 * module, which calls this again with loaders of its own: the old build's texts (lazy and screen-added alike) are
 * dropped then, before any of the new build's screens registers its texts or renders, and the route's await loads
 * the new build's. Told apart by the loaders, not by the version string: builds made without HELPDESK_VERSION all
 * say their package's version.
 */
export function addLazyTranslations(namespace: string, loaders: TranslationLoaders): () => Promise<void> {
  switchLoaders(namespace, loaders);
  return async () => {
    await initialised;
    const shown = i18n.resolvedLanguage ?? i18n.language;
    await loadNamespace(namespace, isLocale(shown) ? shown : DEFAULT_LOCALE);
  };
}
