import { addLazyTranslations, i18n, initI18n } from '@helpdesk/shared';
import { changeLanguage, currentLocale, loadShellTexts } from './shell-texts.ts';

it('loads the texts of one language, and of another before switching to it', async () => {
  await initI18n();
  await loadShellTexts(currentLocale());
  expect(i18n.hasResourceBundle('pl', 'common')).toBe(true);
  expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  expect(i18n.t('loading')).toBe('Ładowanie…');

  await changeLanguage('en');
  expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
  expect(i18n.t('loading')).toBe('Loading…');
});

it('loads a remote’s texts of the new language too before switching, so its screens change with the shell', async () => {
  await initI18n();
  await changeLanguage('pl');
  await addLazyTranslations('remote-demo', {
    pl: async () => ({ title: 'Zgłoszenia' }),
    en: async () => ({ title: 'Tickets' }),
  })();
  expect(i18n.hasResourceBundle('en', 'remote-demo')).toBe(false);
  const shownOnChange: string[] = [];
  const onChange = () => shownOnChange.push(`${i18n.t('loading')} ${i18n.t('remote-demo:title')}`);
  i18n.on('languageChanged', onChange);
  await changeLanguage('en');
  i18n.off('languageChanged', onChange);
  expect(shownOnChange[0]).toBe('Loading… Tickets');
});
