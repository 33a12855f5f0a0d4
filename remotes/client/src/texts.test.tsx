import { act, screen } from '@testing-library/react';
import { i18n } from '@helpdesk/shared';
import { fakeApi, page } from '@helpdesk/shared/testing';
import { openAs, useClientArea } from './features/shared/testing/client-session.tsx';

describe('the client remote’s texts', () => {
  useClientArea();

  it('come in the language shown only, and switch live to the other one', async () => {
    fakeApi((call) => ({ data: call.url === '/client/ticket' ? page([]) : { data: [] } }));
    await openAs('client', '/ticket?filter=not-resolved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje zgłoszenia' })).toBeInTheDocument();
    expect(i18n.getResource('en', 'client', 'screens.ticketList')).toBeUndefined();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My tickets' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('pl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje zgłoszenia' })).toBeInTheDocument();
  });
});
