import { addTranslations, i18n, initI18n } from './i18n.ts';

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
