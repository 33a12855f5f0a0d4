import { en } from './en.ts';
import { pl } from './pl.ts';

export const shellTranslations = { pl: { common: pl }, en: { common: en } };
