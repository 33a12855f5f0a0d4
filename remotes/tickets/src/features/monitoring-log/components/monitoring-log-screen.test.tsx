import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyFilterAtom, i18n, store } from '@helpdesk/shared';
import { renderRoute, fakeApi, setUpScreenTests } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const LOG = {
  id: 9,
  title: 'Dysk C: zajęte 95%',
  sender: 'Zabbix',
  address: 'srv-acme-01',
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  check: 'srv-acme-01/disk-c',
  status: 'problem',
  severity: 'critical',
  source: 'api',
  read: false,
  read_at: null,
  received_at: '2026-11-20T10:00:00Z',
  ticket: { id: 4711, fullid: 'ACME-812', status: 'new' },
};
const page = (data: unknown[]) => ({
  data,
  links: {},
  meta: {
    current_page: 1,
    last_page: 1,
    from: data.length ? 1 : null,
    to: data.length || null,
    total: data.length,
    per_page: 25,
    path: '',
  },
});

describe('monitoring logs', () => {
  let api: ReturnType<typeof fakeApi>;
  setUpScreenTests();
  beforeEach(() => store.set(companyFilterAtom, 'all'));

  it('lists alerts with read state and a link to the ticket, for the sidebar company; marks read and reads all', async () => {
    let read = false;
    api = fakeApi((call) => {
      if (call.url === '/admin/monitoring-log')
        return {
          data: page([
            { ...LOG, read },
            { ...LOG, id: 8, status: 'ok', title: 'Dysk C: OK', ticket: null, read: true },
          ]),
        };
      if (call.url === '/admin/monitoring-log/9/read') {
        read = true;
        return { data: { data: { id: 9, read: true } } };
      }
      if (call.url === '/admin/monitoring-log/read-all') return { data: { data: { updated: 0 } } };
      return { status: 404, data: {} };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/monitoring-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logi monitoringu' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('monitoring-log-row');
    expect(within(rows[0]!).getByRole('link', { name: 'ACME-812' })).toHaveAttribute('href', '/admin/ticket/show/4711');
    expect(within(rows[0]!).getByText('Problem')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Nowy')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('OK')).toBeInTheDocument();
    // The rows are the kit's light rows: plain cells, the company tag a badge named by the company's short name.
    expect(rows[0]!.querySelector('.fui-TableCell')).toBeNull();
    expect(within(rows[0]!).getByText('ACME')).toHaveAttribute('title', 'Acme');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Oznacz jako przeczytany' }));
    await waitFor(() => expect(within(screen.getAllByTestId('monitoring-log-row')[0]!).queryByText('Nowy')).not.toBeInTheDocument());

    await act(async () => store.set(companyFilterAtom, 1));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url === '/admin/monitoring-log').at(-1)!.params).toEqual(expect.objectContaining({ company_id: 1 })),
    );
    await user.click(screen.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }));
    await waitFor(() => expect(api.calls.find((c) => c.url === '/admin/monitoring-log/read-all')!.body).toEqual({ company_id: 1 }));
  });

  it('writes the rows in English and opens an alert from its title', async () => {
    api = fakeApi((call) => {
      if (call.url === '/admin/monitoring-log') return { data: page([LOG]) };
      if (call.url === '/admin/monitoring-log/9') return { data: { data: { ...LOG, body: '<p>Dysk pełny</p>' } } };
      return { data: { data: {} } };
    });
    await act(() => i18n.changeLanguage('en'));
    try {
      const user = userEvent.setup();
      await renderRoute(routes, '/monitoring-log');
      const table = await screen.findByRole('table', { name: 'Monitoring logs' });
      expect(within(table).getByRole('columnheader', { name: 'Host' })).toBeInTheDocument();
      const [row] = screen.getAllByTestId('monitoring-log-row');
      expect(row!.querySelector('.fui-TableCell')).toBeNull();
      expect(within(row!).getByText('Problem')).toBeInTheDocument();
      expect(within(row!).getByText('New')).toBeInTheDocument();
      expect(within(row!).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
      await user.click(within(row!).getByRole('button', { name: LOG.title }));
      expect(await screen.findByRole('dialog', { name: LOG.title })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('pl'));
    }
  });

  it('shows the empty state', async () => {
    api = fakeApi(() => ({ data: page([]) }));
    await renderRoute(routes, '/monitoring-log');
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Brak alertów monitoringu.');
  });
});
