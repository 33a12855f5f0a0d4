import { i18n, initI18n } from '@helpdesk/shared';
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
