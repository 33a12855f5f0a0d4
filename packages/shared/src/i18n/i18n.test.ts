import { waitFor } from '@testing-library/react';
import { addLazyTranslations, addTranslations, i18n, initI18n, loadTranslations } from './i18n.ts';

describe('texts several apps carry', () => {
  beforeAll(async () => {
    await initI18n({ pl: { demo: { kept: 'Tekst powłoki' } }, en: { demo: { kept: 'Shell text' } } });
    await i18n.changeLanguage('pl');
  });

  it('a newer app adds the keys the shell lacks and leaves the shell’s texts as they are', () => {
    addTranslations(
      'demo',
      { pl: { kept: 'Tekst pilota', added: 'Nowy tekst' }, en: { kept: 'Remote text', added: 'New text' } },
      { overwrite: false },
    );
    expect(i18n.t('demo:kept')).toBe('Tekst powłoki');
    expect(i18n.t('demo:added')).toBe('Nowy tekst');
    expect(i18n.t('demo:added', { lng: 'en' })).toBe('New text');
  });

  it('a remote’s own namespace is replaced by default (a newer build of the same remote)', () => {
    addTranslations('demo', { pl: { kept: 'Nowsza wersja' }, en: { kept: 'Newer version' } });
    expect(i18n.t('demo:kept')).toBe('Nowsza wersja');
  });
});

describe('texts that load one language at a time', () => {
  const loaders = {
    pl: jest.fn(async () => ({ hello: 'Dzień dobry' })),
    en: jest.fn(async () => ({ hello: 'Good morning' })),
  };
  let ready: () => Promise<void>;

  beforeAll(async () => {
    await initI18n();
    await i18n.changeLanguage('pl');
    ready = addLazyTranslations('lazy', loaders);
  });

  it('fetch only the language shown until the user switches', async () => {
    await ready();
    expect(loaders.pl).toHaveBeenCalledTimes(1);
    expect(loaders.en).not.toHaveBeenCalled();
    expect(i18n.t('lazy:hello')).toBe('Dzień dobry');
    await ready();
    expect(loaders.pl).toHaveBeenCalledTimes(1);
  });

  it('load the other language when asked before the switch, so it shows whole at once', async () => {
    await loadTranslations('en');
    expect(loaders.en).toHaveBeenCalledTimes(1);
    const shownOnChange: string[] = [];
    const onChange = () => shownOnChange.push(i18n.t('lazy:hello'));
    i18n.on('languageChanged', onChange);
    await i18n.changeLanguage('en');
    i18n.off('languageChanged', onChange);
    expect(shownOnChange).toEqual(['Good morning']);
  });

  it('arrive after a switch that did not wait for them, and the change is announced again for the screens', async () => {
    const other = {
      pl: jest.fn(async () => ({ bye: 'Do widzenia' })),
      en: jest.fn(async () => ({ bye: 'Goodbye' })),
    };
    await i18n.changeLanguage('pl');
    await addLazyTranslations('late', other)();
    expect(other.en).not.toHaveBeenCalled();
    const announced: string[] = [];
    const onChange = () => announced.push(i18n.t('late:bye'));
    i18n.on('languageChanged', onChange);
    await i18n.changeLanguage('en');
    await waitFor(() => expect(announced).toEqual(['bye', 'Goodbye']));
    i18n.off('languageChanged', onChange);
  });

  it('load even where a screen added its own keys to the namespace first, in either language', async () => {
    const split = {
      pl: jest.fn(async () => ({ title: 'Urządzenia' })),
      en: jest.fn(async () => ({ title: 'Devices' })),
    };
    await i18n.changeLanguage('pl');
    const splitReady = addLazyTranslations('split', split);
    // The screen's chunk carries its own texts of the namespace in both languages.
    addTranslations('split', { pl: { devices: { add: 'Dodaj' } }, en: { devices: { add: 'Add' } } });
    await splitReady();
    expect(i18n.t('split:title')).toBe('Urządzenia');
    await loadTranslations('en');
    await i18n.changeLanguage('en');
    expect([i18n.t('split:title'), i18n.t('split:devices.add')]).toEqual(['Devices', 'Add']);
  });
});

describe('texts follow the build of a remote', () => {
  const build = (texts: Record<'pl' | 'en', Record<string, string>>) => ({
    pl: jest.fn(async () => texts.pl),
    en: jest.fn(async () => texts.en),
  });
  const first = build({
    pl: { title: 'Rentowność', removed: 'Tylko w starej wersji' },
    en: { title: 'Profitability', removed: 'Old build only' },
  });
  const second = build({
    pl: { title: 'Rentowność firm', added: 'Nowy tekst' },
    en: { title: 'Company profitability', added: 'New text' },
  });

  beforeAll(async () => {
    await initI18n();
    await i18n.changeLanguage('pl');
  });

  it('a newer build switched in loads its own texts before its first render and drops the old build’s', async () => {
    await addLazyTranslations('versioned', first)();
    addTranslations('versioned', { pl: { screen: 'Ekran starej wersji' }, en: { screen: 'Old screen' } });
    expect(i18n.t('versioned:title')).toBe('Rentowność');

    const secondReady = addLazyTranslations('versioned', second);
    // Nothing of the old build is left for the new one's screens, not even what a screen of it added.
    expect(i18n.t('versioned:title')).toBe('title');
    expect(i18n.t('versioned:screen')).toBe('screen');
    await secondReady();

    expect([i18n.t('versioned:title'), i18n.t('versioned:added'), i18n.t('versioned:removed')]).toEqual([
      'Rentowność firm',
      'Nowy tekst',
      'removed',
    ]);
    expect(second.pl).toHaveBeenCalledTimes(1);
    expect(i18n.hasResourceBundle('en', 'versioned')).toBe(false);
  });

  it('the other language comes from the build that runs now', async () => {
    await loadTranslations('en');
    expect(first.en).not.toHaveBeenCalled();
    expect(second.en).toHaveBeenCalledTimes(1);
    expect(i18n.t('versioned:title', { lng: 'en' })).toBe('Company profitability');
  });

  it('texts of the old build still on their way when the new one takes over are not added', async () => {
    let arrive: (texts: Record<string, string>) => void = () => {};
    const slow = {
      pl: jest.fn(() => new Promise<Record<string, string>>((resolve) => (arrive = resolve))),
      en: jest.fn(async () => ({})),
    };
    const slowReady = addLazyTranslations('racing', slow)();
    await Promise.resolve();
    await addLazyTranslations('racing', build({ pl: { title: 'Nowa' }, en: { title: 'New' } }))();
    arrive({ title: 'Stara', old: 'Stary klucz' });
    await slowReady;
    expect([i18n.t('racing:title'), i18n.t('racing:old')]).toEqual(['Nowa', 'old']);
  });

  it('the same build registering again keeps its texts and loads nothing anew', async () => {
    await addLazyTranslations('versioned', second)();
    expect(second.pl).toHaveBeenCalledTimes(1);
    expect(i18n.t('versioned:added')).toBe('Nowy tekst');
  });
});
