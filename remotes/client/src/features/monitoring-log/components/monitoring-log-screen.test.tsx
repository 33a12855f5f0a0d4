import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryObserver } from '@tanstack/react-query';
import { apiClient, i18n, queryRoots } from '@helpdesk/shared';
import { fakeApi, page, type FakeHandler } from '@helpdesk/shared/testing';
import { openAs, useClientArea } from '../../../testing/client-session.tsx';
import type { MonitoringLog } from '@helpdesk/shared/resources';

const log = (id: number, overrides: Partial<MonitoringLog> = {}): MonitoringLog => ({
  id,
  title: `Dysk C: zajęte ${90 + id}%`,
  sender: 'Zabbix',
  address: 'srv-acme-01',
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  check: 'srv-acme-01/disk-c',
  status: 'problem',
  severity: 'high',
  source: 'api',
  read: false,
  read_at: null,
  received_at: '2026-11-20T10:00:00Z',
  ticket: null,
  ...overrides,
});

/** The company's logs with the client side's read state, as the server keeps it. */
function monitoringBackend(initial: MonitoringLog[], extra: FakeHandler = () => ({ status: 404, data: {} })): FakeHandler {
  const logs = initial.map((l) => ({ ...l }));
  return (call) => {
    const unread = logs.filter((l) => !l.read);
    if (call.url === '/client/monitoring-log') return { data: page(call.params.filter === 'unread' ? unread : logs) };
    if (call.url === '/client/monitoring-log/unread-counter') return { data: { data: { count: unread.length } } };
    if (call.url === '/client/monitoring-log/read-all') {
      unread.forEach((l) => (l.read = true));
      return { data: { data: { updated: unread.length } } };
    }
    const one = /^\/client\/monitoring-log\/(\d+)(?:\/(read|unread))?$/.exec(call.url);
    const found = one && logs.find((l) => l.id === Number(one[1]));
    if (one && !found) return { status: 404, data: { message: 'Nie odnaleziono żądanego zasobu' } };
    if (found && one![2]) {
      found.read = one![2] === 'read';
      return { data: { data: { id: found.id, read: found.read } } };
    }
    if (found) {
      found.read = true;
      return { data: { data: { ...found, body: '<p>Wolne <b>2 GB</b></p><script>window.__hacked = true</script>' } } };
    }
    return extra(call);
  };
}

describe('the client monitoring log', () => {
  const { toasts } = useClientArea();
  let api: ReturnType<typeof fakeApi>;

  /** The shell's menu counter: an observed query under the same counters root (the remote never fetches it). */
  let stopCounter = () => {};
  afterEach(() => stopCounter());
  async function openWithMenuCounter() {
    const view = await openAs('vip', '/monitoring-log');
    const observer = new QueryObserver(view.queryClient, {
      queryKey: [queryRoots.counters, 'client-monitoring-log'],
      queryFn: async () => (await apiClient.get<{ data: { count: number } }>('/client/monitoring-log/unread-counter')).data.data.count,
    });
    stopCounter = observer.subscribe(() => {});
    const counter = () => observer.getCurrentResult().data;
    await waitFor(() => expect(counter()).toBeDefined());
    return { ...view, counter };
  }

  it('lists the company’s alerts with new ones marked and the ticket linked', async () => {
    api = fakeApi(
      monitoringBackend([
        log(1, { ticket: { id: 4711, fullid: 'ACME-812', status: 'new' } }),
        log(2, { status: 'ok', title: 'Dysk C: OK', read: true }),
      ]),
    );
    await openAs('vip', '/monitoring-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logi monitoringu' })).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('monitoring-log-row');
    expect(within(first!).getByText('Nowy')).toBeInTheDocument();
    expect(within(first!).getByText('Problem')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'ACME-812' })).toHaveAttribute('href', '/ticket/show/4711');
    expect(within(second!).queryByText('Nowy')).not.toBeInTheDocument();
    expect(within(second!).getByText('OK')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Oznacz jako nieprzeczytany: Dysk C: OK' })).toBeInTheDocument();
    // The kit's light rows: plain cells, not Fluent's TableCell components.
    expect(first!.querySelector('.fui-TableCell')).toBeNull();
  });

  it('writes the rows in English and follows the ticket link through the router', async () => {
    api = fakeApi(monitoringBackend([log(1, { ticket: { id: 4711, fullid: 'ACME-812', status: 'new' } })]));
    await act(() => i18n.changeLanguage('en'));
    try {
      const user = userEvent.setup();
      const { router } = await openAs('vip', '/monitoring-log');
      const table = await screen.findByRole('table', { name: 'Monitoring logs' });
      expect(within(table).getByRole('columnheader', { name: 'Alert status' })).toBeInTheDocument();
      const [row] = screen.getAllByTestId('monitoring-log-row');
      expect(row!.querySelector('.fui-TableCell')).toBeNull();
      expect(within(row!).getByText('New')).toBeInTheDocument();
      expect(within(row!).getByRole('button', { name: 'Mark as read: Dysk C: zajęte 91%' })).toBeEnabled();
      await user.click(within(row!).getByRole('link', { name: 'ACME-812' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/show/4711'));
    } finally {
      await act(() => i18n.changeLanguage('pl'));
    }
  });

  it('marks one log read and back, and the menu counter follows without a reload', async () => {
    api = fakeApi(monitoringBackend([log(1), log(2), log(3, { read: true })]));
    const user = userEvent.setup();
    const { counter } = await openWithMenuCounter();
    expect(counter()).toBe(2);
    const row = (await screen.findAllByTestId('monitoring-log-row'))[0]!;
    await user.click(within(row).getByRole('button', { name: /^Oznacz jako przeczytany:/ }));

    await waitFor(() => expect(counter()).toBe(1));
    expect(api.to('/client/monitoring-log/1/read', 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('monitoring-log-row')[0]).toHaveAttribute('data-read', 'true'));
    expect(within(screen.getAllByTestId('monitoring-log-row')[0]!).queryByText('Nowy')).not.toBeInTheDocument();

    await user.click(within(screen.getAllByTestId('monitoring-log-row')[0]!).getByRole('button', { name: /^Oznacz jako nieprzeczytany:/ }));
    await waitFor(() => expect(counter()).toBe(2));
  });

  it('marks all read with one click: the counter drops to zero and the unread view is empty', async () => {
    api = fakeApi(monitoringBackend([log(1), log(2), log(3)]));
    const user = userEvent.setup();
    const { counter } = await openWithMenuCounter();
    await screen.findAllByTestId('monitoring-log-row');
    await user.click(screen.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }));

    await waitFor(() => expect(counter()).toBe(0));
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Oznaczono 3 logi jako przeczytane' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('monitoring-log-row').every((r) => r.getAttribute('data-read') === 'true')).toBe(true),
    );
    await user.click(screen.getByRole('tab', { name: 'Nieprzeczytane' }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Wszystkie logi są przeczytane.');
    expect(api.to('/client/monitoring-log').at(-1)!.params).toEqual(expect.objectContaining({ filter: 'unread', page: 1 }));
  });

  it('opens a log with its text (sanitised); opening reads it, and the list and counter follow', async () => {
    api = fakeApi(monitoringBackend([log(1), log(2)]));
    const user = userEvent.setup();
    const { counter } = await openWithMenuCounter();
    await user.click(await screen.findByRole('button', { name: 'Dysk C: zajęte 91%' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('monitoring-log-body')).toHaveTextContent('Wolne 2 GB');
    expect(dialog.querySelector('script')).toBeNull();
    await waitFor(() => expect(counter()).toBe(1));
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('monitoring-log-row')[0]).toHaveAttribute('data-read', 'true');
  });

  it('shows the empty state, and a load error with a retry that recovers', async () => {
    let fail = true;
    api = fakeApi((call) => {
      if (call.url === '/client/monitoring-log' && fail) return { status: 500, data: { message: 'Błąd serwera' } };
      return monitoringBackend([])(call);
    });
    const user = userEvent.setup();
    await openAs('vip', '/monitoring-log');
    expect(await screen.findByTestId('list-error')).toHaveTextContent('Nie udało się wczytać danych. Błąd serwera');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Brak logów monitoringu.');
  });

  it('is not for a client without the monitoring-log permission', async () => {
    api = fakeApi(monitoringBackend([log(1)]));
    const { router } = await openAs('client', '/monitoring-log');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(api.to('/client/monitoring-log')).toHaveLength(0);
  });
});
