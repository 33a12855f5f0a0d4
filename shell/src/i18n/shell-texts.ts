/**
 * The shell's texts (namespace 'common') come one language at a time: the first screen carries the language it
 * shows, not both (~3.5 KiB gzip, bench/bundle). Every language change in the shell goes through
 * changeLanguage, which loads that language's texts first. Tests load both at once (translations.ts).
 */
import type { ResourceLanguage } from 'i18next';
import { i18n, isLocale, loadTranslations, DEFAULT_LOCALE, type Locale } from '@helpdesk/shared';

const TEXTS: Record<Locale, () => Promise<ResourceLanguage>> = {
  pl: () => import('./pl.ts').then((module) => module.pl),
  en: () => import('./en.ts').then((module) => module.en),
};

/** The language i18n shows now (after initI18n: the browser's stored choice or the default). */
export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}

export async function loadShellTexts(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  i18n.addResourceBundle(locale, 'common', await TEXTS[locale](), true, true);
}

/** The shell's texts and every remote's lazily loaded ones (loadTranslations) are in before the switch. */
export async function changeLanguage(locale: Locale): Promise<void> {
  await Promise.all([loadShellTexts(locale), loadTranslations(locale)]);
  await i18n.changeLanguage(locale);
}
