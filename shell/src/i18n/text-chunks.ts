/**
 * The shell's first-screen texts, one chunk per language (shell-texts.ts). A module of its own so that index.ts can
 * start the shown language's chunk before the async boundary (early-texts.ts): nothing here is a shared singleton.
 */
import type { ResourceLanguage } from 'i18next';
import type { Locale } from '@helpdesk/shared/constants';

export const TEXT_CHUNKS: Record<Locale, () => Promise<ResourceLanguage>> = {
  pl: () => import('./pl.ts').then((module) => module.pl),
  en: () => import('./en.ts').then((module) => module.en),
};
