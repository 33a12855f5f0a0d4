// Both languages at once, for tests; the app loads one language at a time (shell-texts.ts).
import { en } from './en.ts';
import { pl } from './pl.ts';

export const shellTranslations = { pl: { common: pl }, en: { common: en } };
