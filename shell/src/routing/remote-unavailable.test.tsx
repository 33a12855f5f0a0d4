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
    'Moduł „Finanse” wymaga nowszej wersji aplikacji',
    `kontrakt ${CONTRACT_VERSION + 1}, a działająca powłoka oferuje ${CONTRACT_VERSION}`,
    'Moduł „Finanse” jest chwilowo niedostępny',
  ],
  [
    'en',
    'The “Finance” module needs a newer shell',
    `contract ${CONTRACT_VERSION + 1}; the running shell offers ${CONTRACT_VERSION}`,
    'The “Finance” module is unavailable right now',
  ],
])('a remote that cannot run (%s)', (lang, title, detail, unavailable) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('says the module needs a newer shell, without a retry that cannot help', async () => {
    act(() =>
      store.set(remoteStatesAtom, { finance: { status: 'failed', error: 'x', entry: '/m.json', needsContract: CONTRACT_VERSION + 1 } }),
    );
    renderWithProviders(<RemoteUnavailable remote="finance" />, { path: '/admin/profitability' });
    // Said at once in the plain bar, then in Fluent's message bar once that has loaded.
    expect(screen.getByTestId('remote-needs-newer-shell')).toHaveTextContent(title);
    expect(await within(screen.getByTestId('remote-needs-newer-shell')).findByRole('group')).toHaveTextContent(title);
    expect(screen.getByTestId('remote-needs-newer-shell')).toHaveTextContent(detail);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the plain “unavailable” panel for a remote that failed to load', async () => {
    act(() => store.set(remoteStatesAtom, { finance: { status: 'failed', error: 'HTTP 500', entry: '/m.json' } }));
    renderWithProviders(<RemoteUnavailable remote="finance" />, { path: '/admin/profitability' });
    expect(await within(screen.getByTestId('remote-unavailable')).findByRole('group')).toHaveTextContent(unavailable);
  });
});
