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

it('keeps the sign-in, public and control-centre texts out of the first load; their pages get them with their code', async () => {
  // Fresh modules: the tests above already loaded every text.
  await jest.isolateModulesAsync(async () => {
    const shared = await import('@helpdesk/shared');
    const texts = await import('./shell-texts.ts');
    await shared.initI18n();
    await texts.loadShellTexts('pl');
    await shared.i18n.changeLanguage('pl'); // the tests above left English as the stored choice
    // What every staff or client first screen shows is there, the sign-in form's texts are not.
    expect(shared.i18n.t('auth.logout')).toBe('Wyloguj');
    expect(shared.i18n.exists('auth.submit')).toBe(false);
    expect(shared.i18n.exists('controlCenter.deployments')).toBe(false);

    const page = await texts.withLaterTexts(async () => ({ LoginPage: 'login' }));
    expect(page.LoginPage).toBe('login');
    expect(shared.i18n.t('auth.submit')).toBe('Zaloguj się');
    expect(shared.i18n.t('auth.logout')).toBe('Wyloguj');

    // A language switch brings the new language's later texts too.
    await texts.changeLanguage('en');
    expect(shared.i18n.t('auth.submit')).toBe('Log in');
    expect(shared.i18n.t('loading')).toBe('Loading…');
  });
});
