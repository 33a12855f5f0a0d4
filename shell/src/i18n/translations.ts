// Both languages at once, for tests; the app loads one language at a time (shell-texts.ts).
import { en } from './en.ts';
import { enLater } from './en-later.ts';
import { pl } from './pl.ts';
import { plLater } from './pl-later.ts';

const merged = <T extends object>(first: T, later: object): T => {
  const texts = { ...first } as Record<string, unknown>;
  for (const [key, value] of Object.entries(later)) {
    texts[key] = key in texts ? { ...(texts[key] as object), ...(value as object) } : value;
  }
  return texts as T;
};

export const shellTranslations = { pl: { common: merged(pl, plLater) }, en: { common: merged(en, enLater) } };
