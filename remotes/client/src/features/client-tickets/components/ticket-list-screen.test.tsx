import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@helpdesk/shared';
import { fakeApi, page, type FakeHandler } from '@helpdesk/shared/testing';
import { openAs, useClientArea } from '../../../testing/client-session.tsx';
import { ticketRow } from '../testing/ticket-fixtures.ts';

const COUNTS = { 'not-resolved': 2, new: 1, 'in-progress': 1, all: 5, resolved: 3, trashed: 0 };

/** Tickets per filter, with the search applied to the subject, as the server answers them. */
const ticketsBackend =
  (rows: Record<string, ReturnType<typeof ticketRow>[]>): FakeHandler =>
  (call) => {
    if (call.url === '/client/ticket/counters') return { data: { data: COUNTS } };
    if (call.url === '/client/ticket') {
      const search = String(call.params.search ?? '').toLowerCase();
      const list = (rows[String(call.params.filter)] ?? []).filter((r) => r.subject.toLowerCase().includes(search));
      return { data: page(list) };
    }
    return { status: 404, data: {} };
  };

const listCalls = (api: ReturnType<typeof fakeApi>) => api.to('/client/ticket');

describe('the client ticket lists', () => {
  useClientArea();
  let api: ReturnType<typeof fakeApi>;

  it('shows the not-resolved tickets with the counts per filter, and switches filters through the URL', async () => {
    api = fakeApi(
      ticketsBackend({
        'not-resolved': [
          ticketRow(1, { subject: 'Drukarka nie drukuje', assignee: { id: 5, name: 'Artur Agent' } }),
          ticketRow(2, { subject: 'Brak dostępu do VPN' }),
        ],
        resolved: [ticketRow(3, { subject: 'Nowe konto pocztowe', status: 'resolved', status_color: '#198754' })],
      }),
    );
    const user = userEvent.setup();
    const { router } = await openAs('client', '/ticket?filter=not-resolved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje zgłoszenia' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Lista zgłoszeń' });
    expect(within(table).getByRole('link', { name: 'Drukarka nie drukuje' })).toHaveAttribute('href', '/ticket/show/1');
    expect(within(table).getByText('Artur Agent')).toBeInTheDocument();
    expect(within(table).getAllByText('Nieprzypisane')).toHaveLength(1);
    // Own tickets: the requester is the caller, so no requester column.
    expect(within(table).queryByRole('columnheader', { name: 'Zgłaszający' })).not.toBeInTheDocument();
    expect(listCalls(api).at(-1)!.params).toEqual(
      expect.objectContaining({ filter: 'not-resolved', scope: 'own', page: 1, per_page: 20, sort: '-created_at' }),
    );
    const tabs = screen.getByRole('tablist', { name: 'Filtry zgłoszeń' });
    expect(within(tabs).getByRole('tab', { name: 'Rozwiązane 3' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: /^Rozwiązane/ }));
    expect(await screen.findByRole('link', { name: 'Nowe konto pocztowe' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?filter=resolved');
    expect(listCalls(api).at(-1)!.params).toEqual(expect.objectContaining({ filter: 'resolved' }));
  });

  it('searches as the user types (once typing pauses) and offers to clear a search that finds nothing', async () => {
    api = fakeApi(
      ticketsBackend({
        'not-resolved': [ticketRow(1, { subject: 'Drukarka nie drukuje' }), ticketRow(2, { subject: 'Brak dostępu do VPN' })],
      }),
    );
    const user = userEvent.setup();
    const { router } = await openAs('client', '/ticket?filter=not-resolved');
    await screen.findByRole('link', { name: 'Drukarka nie drukuje' });
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj w zgłoszeniach' }), 'vpn');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Drukarka nie drukuje' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Brak dostępu do VPN' })).toBeInTheDocument();
    expect(listCalls(api).filter((c) => c.params.search)).toHaveLength(1);
    expect(router.state.location.search).toContain('search=vpn');

    await user.clear(screen.getByRole('searchbox', { name: 'Szukaj w zgłoszeniach' }));
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj w zgłoszeniach' }), 'skaner');
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Nic nie znaleziono dla „skaner”.');
    await user.click(screen.getByRole('button', { name: 'Wyczyść wyszukiwanie' }));
    expect(await screen.findByRole('link', { name: 'Drukarka nie drukuje' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, the empty state of a filter, and an error with a retry', async () => {
    let release: () => void = () => {};
    let fail = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    api = fakeApi((call) => {
      if (call.url === '/client/ticket' && call.params.filter === 'new') return { data: page([]), after: held };
      if (call.url === '/client/ticket' && fail) return { status: 500, data: { message: 'Błąd serwera' } };
      return ticketsBackend({ trashed: [ticketRow(9, { subject: 'Usunięte', deleted_at: '2026-11-21T00:00:00Z' })] })(call);
    });
    const user = userEvent.setup();
    await openAs('client', '/ticket?filter=new');
    expect(await screen.findByTestId('list-loading')).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Brak zgłoszeń w tym widoku.');

    fail = true;
    await user.click(screen.getByRole('tab', { name: /^Kosz/ }));
    expect(await screen.findByTestId('list-error')).toHaveTextContent('Nie udało się wczytać danych. Błąd serwera');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Usunięte' })).toBeInTheDocument();
  });

  it('pages through the server’s pagination', async () => {
    api = fakeApi((call) => {
      if (call.url === '/client/ticket/counters') return { data: { data: COUNTS } };
      const current = Number(call.params.page);
      return {
        data: page([ticketRow(current * 100, { subject: `Strona ${current}` })], { current_page: current, last_page: 3, total: 45 }),
      };
    });
    const user = userEvent.setup();
    const { router } = await openAs('client', '/ticket');
    expect(await screen.findByRole('link', { name: 'Strona 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByRole('link', { name: 'Strona 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Strona 2 z 3')).toBeInTheDocument();
  });

  it('sorts through the labelled sort choice and keeps an API sort from the URL', async () => {
    api = fakeApi(ticketsBackend({ 'not-resolved': [ticketRow(1, { subject: 'Drukarka nie drukuje' })] }));
    const user = userEvent.setup();
    const { router } = await openAs('client', '/ticket?filter=not-resolved');
    await screen.findByRole('link', { name: 'Drukarka nie drukuje' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortuj' }), 'Temat (A–Z)');
    await waitFor(() => expect(router.state.location.search).toBe('?filter=not-resolved&sort=subject'));
    await waitFor(() => expect(listCalls(api).at(-1)!.params).toEqual(expect.objectContaining({ sort: 'subject', page: 1 })));

    // Any of the API's sort keys in a link is kept; an unknown one falls back to the newest first.
    await act(() => router.navigate('/ticket?sort=-fullid'));
    await waitFor(() => expect(listCalls(api).at(-1)!.params).toEqual(expect.objectContaining({ sort: '-fullid' })));
    await act(() => router.navigate('/ticket?sort=password'));
    await waitFor(() => expect(listCalls(api).at(-1)!.params).toEqual(expect.objectContaining({ sort: '-created_at' })));
  });

  it('shows a VIP the company’s tickets with their requesters', async () => {
    api = fakeApi(
      ticketsBackend({ 'not-resolved': [ticketRow(4, { subject: 'Serwer plików', requester: { id: 30, name: 'Jan Kowalski' } })] }),
    );
    await openAs('vip', '/ticket/companyindex?filter=not-resolved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zgłoszenia firmy' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Lista zgłoszeń' });
    expect(within(table).getByRole('columnheader', { name: 'Zgłaszający' })).toBeInTheDocument();
    expect(within(table).getByText('Jan Kowalski')).toBeInTheDocument();
    expect(listCalls(api).at(-1)!.params).toEqual(expect.objectContaining({ scope: 'company' }));
    expect(api.to('/client/ticket/counters').at(-1)!.params).toEqual({ scope: 'company' });
  });

  it.each([
    ['pl', 'Lista zgłoszeń', 'Zgłaszający', 'Nowe', 'Normalny'],
    ['en', 'Tickets', 'Requester', 'New', 'Normal'],
  ])(
    'draws the rows as light rows (%s): the status and priority with their colour, links through the router',
    async (lang, label, requester, status, priority) => {
      await act(() => i18n.changeLanguage(lang));
      try {
        api = fakeApi(
          ticketsBackend({ 'not-resolved': [ticketRow(4, { subject: 'Serwer plików', requester: { id: 30, name: 'Jan Kowalski' } })] }),
        );
        const user = userEvent.setup();
        const { router } = await openAs('vip', '/ticket/companyindex?filter=not-resolved');
        const table = await screen.findByRole('table', { name: label });
        expect(within(table).getByRole('columnheader', { name: requester })).toBeInTheDocument();
        const row = table.querySelector('tr[data-ticket-id="4"]')!;
        // Plain cells, not Fluent's TableCell components.
        expect(row.querySelector('.fui-TableCell')).toBeNull();
        expect(within(row as HTMLElement).getByText(status)).toBeInTheDocument();
        expect(within(row as HTMLElement).getByText(priority)).toBeInTheDocument();
        await user.click(within(row as HTMLElement).getByRole('link', { name: 'Serwer plików' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/show/4'));
      } finally {
        await act(() => i18n.changeLanguage('pl'));
      }
    },
  );

  it('lists the tickets as cards below the mobile breakpoint (the cards load only there)', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: true });
    try {
      api = fakeApi(
        ticketsBackend({ 'not-resolved': [ticketRow(1, { subject: 'Drukarka nie drukuje', assignee: { id: 5, name: 'Artur Agent' } })] }),
      );
      await openAs('client', '/ticket?filter=not-resolved');
      const cards = await screen.findByRole('list', { name: 'Lista zgłoszeń' });
      expect(within(cards).getByRole('link', { name: 'Drukarka nie drukuje' })).toHaveAttribute('href', '/ticket/show/1');
      expect(within(cards).getByRole('link', { name: 'ACME-1' })).toHaveAttribute('href', '/ticket/show/1');
      expect(within(cards).getByText(/Artur Agent/)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('sends a regular client who types the company tickets address to the error page', async () => {
    api = fakeApi(ticketsBackend({}));
    const { router } = await openAs('client', '/ticket/companyindex?filter=all');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(listCalls(api)).toHaveLength(0);
  });
});
