import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyFilterAtom, eventBus, i18n, store, type ToastEvent } from '@helpdesk/shared';
import { renderRoute, fakeApi, type FakeCall, setUpScreenTests } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';
import { page, ticketRow } from '../../../testing/ticket-rows.ts';

const rows = [
  ticketRow(1, { subject: 'Drukarka nie drukuje', status: 'in-progress', priority: 'high', assignee: { id: 3, name: 'Artur Agent' } }),
  ticketRow(2, {
    subject: 'Brak internetu',
    status: 'waiting-for-client',
    sla: {
      paused: true,
      first_response: { due_at: null, done_at: '2026-11-20T10:05:00.000Z', state: 'met' },
      resolution: { due_at: '2026-11-22T10:00:00.000Z', done_at: null, state: 'paused' },
    },
  }),
  ticketRow(3, {
    subject: 'Serwer plików',
    sla: {
      paused: false,
      first_response: { due_at: '2020-01-01T10:00:00.000Z', done_at: null, state: 'breached' },
      resolution: { due_at: '2020-01-02T10:00:00.000Z', done_at: null, state: 'breached' },
    },
  }),
];

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url === '/admin/ticket');

describe('the staff ticket list', () => {
  let api: ReturnType<typeof fakeApi>;
  setUpScreenTests();
  beforeEach(() => store.set(companyFilterAtom, 'all'));

  it('shows one page with its exact total, colours, SLA state and people, and asks with the filter, company and sort', async () => {
    api = fakeApi(({ url }) => (url === '/admin/ticket' ? { data: page(rows, { total: 57 }) } : { data: { data: [] } }));
    await renderRoute(routes, '/ticket?filter=assigned-to-me&sort=-priority');

    expect(await screen.findByRole('heading', { level: 1, name: 'Zgłoszenia' })).toBeInTheDocument();
    expect(await screen.findByText('Drukarka nie drukuje')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–3 z 57');
    expect(screen.getByText('Strona 1 z 3')).toBeInTheDocument();
    const first = screen.getByText('Drukarka nie drukuje').closest('tr')!;
    expect(within(first).getByRole('cell', { name: 'W trakcie' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'Wysoki' })).toBeInTheDocument();
    expect(within(first).getByText('Artur Agent')).toBeInTheDocument();
    expect(within(first).getByText('Celina Klient')).toBeInTheDocument();
    expect(within(first).getByText('ACME')).toBeInTheDocument();
    expect(screen.getByText('Brak internetu').closest('tr')!.querySelector('[data-sla]')).toHaveAttribute('data-sla', 'paused');
    expect(screen.getByText('Serwer plików').closest('tr')!.querySelector('[data-sla]')).toHaveAttribute('data-sla', 'breached');
    expect(listCalls(api.calls)[0]!.params).toEqual({ filter: 'assigned-to-me', sort: '-priority', page: 1, per_page: 20 });

    await act(async () => store.set(companyFilterAtom, 7));
    await waitFor(() => expect(listCalls(api.calls).at(-1)!.params).toMatchObject({ company_id: 7, filter: 'assigned-to-me' }));
  });

  it('searches after typing stops, keeps it in the URL and starts at page 1', async () => {
    api = fakeApi(({ params }) => ({
      data: page(params.search ? rows.slice(0, 1) : rows, { total: params.search ? 1 : 60, current_page: Number(params.page) }),
    }));
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/ticket?filter=all&page=2');
    await screen.findByText('Serwer plików');

    await user.type(screen.getByRole('searchbox', { name: 'Szukaj zgłoszeń' }), 'drukarka');
    await waitFor(() => expect(router.state.location.search).toBe('?filter=all&search=drukarka'), { timeout: 2000 });
    await waitFor(() => expect(screen.queryByText('Serwer plików')).not.toBeInTheDocument());
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–1 z 1');
    // One call for the whole word, not one per letter.
    expect(listCalls(api.calls).filter((c) => c.params.search)).toHaveLength(1);
    expect(listCalls(api.calls).at(-1)!.params).toMatchObject({ search: 'drukarka', page: 1 });
  });

  // The route's loader prefetches each page: a navigation completes a tick after the click.
  it('pages and sorts through the URL', async () => {
    api = fakeApi(({ params }) => ({ data: page(rows, { total: 60, current_page: Number(params.page) }) }));
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/ticket?filter=all');
    await screen.findByText('Serwer plików');
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=all&page=2'));
    await user.click(screen.getByRole('button', { name: 'Ostatnia strona' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=all&page=3'));
    await user.click(screen.getByRole('button', { name: /Priorytet/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=all&sort=-priority'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Priorytet/ })).toHaveAttribute('aria-sort', 'descending'));
    await user.selectOptions(screen.getByLabelText('Na stronie'), '50');
    await waitFor(() => expect(router.state.location.search).toBe('?filter=all&sort=-priority&per_page=50'));
    await waitFor(() => expect(listCalls(api.calls).at(-1)!.params).toMatchObject({ sort: '-priority', per_page: 50, page: 1 }));
  });

  it('moves with j/k, selects with x, opens with Enter', async () => {
    api = fakeApi(() => ({ data: page(rows) }));
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/ticket?filter=all');
    await screen.findByText('Serwer plików');
    await user.keyboard('jj');
    expect(screen.getByText('Brak internetu').closest('tr')).toHaveAttribute('data-active', 'true');
    await user.keyboard('x');
    expect(await screen.findByTestId('bulk-bar')).toHaveTextContent('Zaznaczono: 1');
    await user.keyboard('{ArrowDown}x');
    expect(await screen.findByTestId('bulk-bar')).toHaveTextContent('Zaznaczono: 2');
    await user.keyboard('k');
    expect(screen.getByText('Brak internetu').closest('tr')).toHaveAttribute('data-active', 'true');
    // Keys typed into the search box are the search box's.
    await user.type(screen.getByRole('searchbox'), 'jx');
    expect(await screen.findByTestId('bulk-bar')).toHaveTextContent('Zaznaczono: 2');
    // The search then settles into a new view, which starts without an active row; Enter opens the one moved to.
    await waitFor(() => expect(listCalls(api.calls).at(-1)!.params).toMatchObject({ search: 'jx' }));
    await waitFor(() => expect(screen.getByText('Brak internetu').closest('tr')).not.toHaveAttribute('data-active'));
    await user.click(document.body);
    await user.keyboard('jj{Enter}');
    expect(router.state.location.pathname).toBe('/admin/ticket/show/2');
  });

  it('changes the status of the selected tickets after one confirmation and sums up partial failures', async () => {
    api = fakeApi(({ method, url }) => {
      if (method === 'PATCH' && url === '/admin/ticket/3') return { status: 409, data: { message: 'stale' } };
      if (method === 'PATCH') return { data: { message: 'Status został zmieniony' } };
      return { data: page(rows) };
    });
    const toasts: ToastEvent[] = [];
    const onToast = (toast: ToastEvent) => toasts.push(toast);
    eventBus.on('toast', onToast);
    const user = userEvent.setup();
    await renderRoute(routes, '/ticket?filter=all');
    await screen.findByText('Serwer plików');

    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie na stronie' }));
    expect(await screen.findByTestId('bulk-bar')).toHaveTextContent('Zaznaczono: 3');
    await user.click(await screen.findByRole('button', { name: 'Zmień status' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('ACME-1, ACME-2, ACME-3');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Nowy status'), 'resolved');
    await user.click(within(dialog).getByRole('button', { name: 'Zatwierdź' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const patches = api.calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.body)).toEqual([
      { version: 1, status: 'resolved' },
      { version: 1, status: 'resolved' },
      { version: 1, status: 'resolved' },
    ]);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.intent).toBe('warning');
    expect(toasts[0]!.body).toContain('2 z 3');
    expect(toasts[0]!.body).toContain('ACME-3 (zmienione w międzyczasie)');
    // The one that failed stays selected for another try.
    expect(await screen.findByTestId('bulk-bar')).toHaveTextContent('Zaznaczono: 1');
    eventBus.off('toast', onToast);
  });

  it('offers restore in the trash', async () => {
    api = fakeApi(({ method }) =>
      method === 'POST' ? { data: {} } : { data: page(rows.slice(0, 1).map((r) => ({ ...r, deleted_at: '2026-11-21T00:00:00.000Z' }))) },
    );
    const user = userEvent.setup();
    await renderRoute(routes, '/ticket?filter=trashed');
    await screen.findByText('Drukarka nie drukuje');
    await user.keyboard('jx');
    await user.click(await screen.findByRole('button', { name: 'Przywróć' }));
    expect(screen.queryByRole('button', { name: 'Przenieś do kosza' })).not.toBeInTheDocument();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Przywróć' }));
    await waitFor(() => expect(api.calls).toContainEqual(expect.objectContaining({ method: 'POST', url: '/admin/ticket/1/restore' })));
  });

  it('shows an empty view, and an error with a retry that works', async () => {
    let fail = true;
    api = fakeApi(() => (fail ? { status: 500, data: { message: 'Błąd serwera' } } : { data: page([]) }));
    const user = userEvent.setup();
    await renderRoute(routes, '/ticket?filter=monitoring&search=xyz');
    expect(await screen.findByTestId('list-error')).toHaveTextContent('Nie udało się wczytać zgłoszeń. Błąd serwera');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Nic nie pasuje do „xyz”');
    expect(screen.getByTestId('list-total')).toHaveTextContent('0 zgłoszeń');
  });

  it('speaks English too', async () => {
    api = fakeApi(() => ({ data: page(rows, { total: 3 }) }));
    await act(() => i18n.changeLanguage('en'));
    await renderRoute(routes, '/ticket?filter=all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Waiting for client' })).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–3 of 3');
  });
});
