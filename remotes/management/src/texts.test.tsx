import { act, screen } from '@testing-library/react';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, page, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from './routes.tsx';

describe('the management remote’s texts', () => {
  setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staffUser('agent', { id: 3 })));
  afterEach(() => store.set(currentUserAtom, null));

  // The device screens add their own keys to the namespace in both languages: the remote's texts still come per language.
  it('come in the language shown only, and switch live to the other one', async () => {
    fakeApi((call) => ({ data: call.url === '/admin/asset' ? page([]) : { data: [] } }));
    await renderRoute(routes, '/asset');
    expect(await screen.findByRole('heading', { level: 1, name: 'CMDB — urządzenia' })).toBeInTheDocument();
    expect(await screen.findByText('Brak urządzeń')).toBeInTheDocument();
    expect(i18n.getResource('en', 'management', 'screens.assetList')).toBeUndefined();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'CMDB — devices' })).toBeInTheDocument();
    expect(screen.getByText('No devices')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('pl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'CMDB — urządzenia' })).toBeInTheDocument();
  });
});
