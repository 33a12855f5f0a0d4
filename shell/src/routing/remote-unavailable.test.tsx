import { act, screen, within } from '@testing-library/react';
import { i18n, initI18n, store } from '@helpdesk/shared';
import { CONTRACT_VERSION } from '@helpdesk/shared/remote/contract-version';
import { shellTranslations } from '../i18n/translations.ts';
import { renderWithProviders } from '../dialogs/test-utils.tsx';
import { remoteStatesAtom } from '../federation/remote-registry.ts';
import { RemoteUnavailable } from './remote-unavailable.tsx';

beforeAll(async () => {
  await initI18n(shellTranslations);
});
afterEach(() => act(() => store.set(remoteStatesAtom, {})));

describe.each([
  [
    'pl',
    'Ten moduł wymaga nowszej wersji aplikacji — odśwież stronę',
    'Ten moduł wymaga nowszej wersji aplikacji — poproś administratora',
    `Moduł wymaga kontraktu aplikacji ^9.0.0, a ta aplikacja oferuje ${CONTRACT_VERSION}.`,
    'Odśwież stronę',
    'Moduł „Finanse” jest chwilowo niedostępny',
  ],
  [
    'en',
    'This module needs a newer version of the application — reload',
    'This module needs a newer version of the application — ask your administrator',
    `Module needs application contract ^9.0.0; this application offers ${CONTRACT_VERSION}.`,
    'Reload the page',
    'The “Finance” module is unavailable right now',
  ],
])('a remote that cannot run (%s)', (lang, reloadTitle, adminTitle, detail, reloadButton, unavailable) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });
  afterEach(() => window.sessionStorage.clear());

  const skewed = () =>
    act(() => store.set(remoteStatesAtom, { finance: { status: 'failed', error: 'x', entry: '/m.json', needsContract: '^9.0.0' } }));

  it('says the module needs a newer version of the application, with a reload and no retry', async () => {
    skewed();
    renderWithProviders(<RemoteUnavailable remote="finance" />, { path: '/admin/profitability' });
    const panel = screen.getByTestId('remote-needs-newer-shell');
    expect(panel).toHaveTextContent(reloadTitle);
    expect(await within(panel).findByRole('group')).toHaveTextContent(reloadTitle);
    expect(panel).toHaveTextContent(detail);
    expect(panel).not.toHaveTextContent(unavailable);
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([reloadButton]);
  });

  it('after a reload that brought the same application, asks for the administrator instead', async () => {
    window.sessionStorage.setItem('helpdesk.contract-reload.finance', `${CONTRACT_VERSION} ^9.0.0`);
    skewed();
    renderWithProviders(<RemoteUnavailable remote="finance" />, { path: '/admin/profitability' });
    const panel = screen.getByTestId('remote-needs-newer-shell');
    expect(await within(panel).findByRole('group')).toHaveTextContent(adminTitle);
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('keeps the plain “unavailable” panel for a remote that failed to load', async () => {
    act(() => store.set(remoteStatesAtom, { finance: { status: 'failed', error: 'HTTP 500', entry: '/m.json' } }));
    renderWithProviders(<RemoteUnavailable remote="finance" />, { path: '/admin/profitability' });
    expect(await within(screen.getByTestId('remote-unavailable')).findByRole('group')).toHaveTextContent(unavailable);
  });
});
