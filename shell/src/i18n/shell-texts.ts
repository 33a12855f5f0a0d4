/**
 * The shell's texts (namespace 'common') come one language at a time: the first screen carries the language it
 * shows, not both (~3.5 KiB gzip, bench/bundle), and only the texts a staff or client first screen can show: the
 * sign-in and public pages, the control centre, the guide, the dialogs, the banners and the profile's forms load theirs with their code
 * (withLaterTexts), merged into the same namespace. Every language change in the shell goes through changeLanguage,
 * which loads that language's texts first. Tests load everything at once (translations.ts).
 */
import type { ResourceLanguage } from 'i18next';
import { i18n, isLocale, loadTranslations, DEFAULT_LOCALE, type Locale } from '@helpdesk/shared';
import { TEXT_CHUNKS } from './text-chunks.ts';

const LATER_TEXTS: Record<Locale, () => Promise<ResourceLanguage>> = {
  pl: () => import('./pl-later.ts').then((module) => module.plLater),
  en: () => import('./en-later.ts').then((module) => module.enLater),
};
const laterLoads = new Map<Locale, Promise<void>>();

/** The language i18n shows now (after initI18n: the browser's stored choice or the default). */
export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}

export async function loadShellTexts(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  i18n.addResourceBundle(locale, 'common', await TEXT_CHUNKS[locale](), true, true);
}

/** The texts of the pages and parts no first screen shows, in `locale` (once; a failed chunk is asked for again). */
export function loadLaterShellTexts(locale: Locale = currentLocale()): Promise<void> {
  let load = laterLoads.get(locale);
  if (!load) {
    load = LATER_TEXTS[locale]().then(
      (texts) => void i18n.addResourceBundle(locale, 'common', texts, true, true),
      (error: unknown) => {
        laterLoads.delete(locale);
        throw error;
      },
    );
    laterLoads.set(locale, load);
  }
  return load;
}

/** A module whose screens show the later texts: it resolves once both it and the shown language's texts are in. */
export async function withLaterTexts<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadLaterShellTexts()]);
  return module;
}

/** The shell's texts and every remote's lazily loaded ones (loadTranslations) are in before the switch. */
export async function changeLanguage(locale: Locale): Promise<void> {
  await Promise.all([loadShellTexts(locale), loadLaterShellTexts(locale), loadTranslations(locale)]);
  await i18n.changeLanguage(locale);
}
