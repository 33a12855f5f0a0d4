import { LANGUAGE_STORAGE_KEY } from '@helpdesk/shared';
import { bootPage } from '../federation/boot-page.ts';
import { earlyLocales, startEarlyTexts } from './early-texts.ts';
import { TEXT_CHUNKS } from './text-chunks.ts';

jest.mock('./text-chunks.ts', () => ({ TEXT_CHUNKS: { pl: jest.fn(() => Promise.resolve({})), en: jest.fn(() => Promise.resolve({})) } }));

describe('the first screen’s texts on a full load', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.clear();
  });

  it('are the default language’s when nothing is stored and nobody is signed in', () => {
    expect(earlyLocales(bootPage({ user: null }))).toEqual(['pl']);
    expect(earlyLocales(document)).toEqual(['pl']);
  });

  it('are the stored language’s, and also the signed-in user’s when the boot data names another', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(earlyLocales(bootPage({ user: { data: { id: 1, lang: 'en' } } }))).toEqual(['en']);
    expect(earlyLocales(bootPage({ user: { data: { id: 1, lang: 'pl' } } }))).toEqual(['en', 'pl']);
    // Something that is no language of the app is ignored, stored or sent.
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(earlyLocales(bootPage({ user: { data: { id: 1, lang: 'fr' } } }))).toEqual(['pl']);
  });

  it('start those chunks as the page’s first script runs', () => {
    startEarlyTexts(bootPage({ user: { data: { id: 1, lang: 'en' } } }));
    expect(TEXT_CHUNKS.pl).toHaveBeenCalledTimes(1);
    expect(TEXT_CHUNKS.en).toHaveBeenCalledTimes(1);
  });
});
