import { act, screen } from '@testing-library/react';
import { companyFilterAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, renderRoute, setUpScreenTests } from '@helpdesk/shared/testing';
import { routes } from './routes.tsx';
import { page } from './testing/ticket-rows.ts';

describe('the tickets remote’s texts', () => {
  setUpScreenTests();
  beforeEach(() => store.set(companyFilterAtom, 'all'));

  it('come in the language shown only, and switch live to the other one', async () => {
    fakeApi(({ url }) => ({ data: url === '/admin/ticket' ? page([]) : { data: [] } }));
    await renderRoute(routes, '/ticket?filter=not-resolved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zgłoszenia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj zgłoszenie' })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en', 'tickets')).toBe(false);

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add ticket' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('pl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zgłoszenia' })).toBeInTheDocument();
  });
});
