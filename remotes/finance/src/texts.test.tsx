import { act, screen } from '@testing-library/react';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from './routes.tsx';

describe('the finance remote’s texts', () => {
  setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staffUser('admin')));
  afterEach(() => store.set(currentUserAtom, null));

  it('come in the language shown only, and switch live to the other one', async () => {
    fakeApi(() => ({ data: { data: [] } }));
    await renderRoute(routes, '/agent-costs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Koszty agentów' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj koszt' })).toBeInTheDocument();
    expect(i18n.getResource('en', 'finance', 'screens.agentCostList')).toBeUndefined();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent costs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add cost' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('pl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Koszty agentów' })).toBeInTheDocument();
  });
});
