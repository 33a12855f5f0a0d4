import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, page, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const ADMIN = { id: 1, name: 'Adam Administrator' };
const UPDATE = {
  id: 12,
  at: '2026-11-02T10:00:00.000Z',
  user: ADMIN,
  ip: '203.0.113.9',
  record_kind: 'company',
  record_id: '4',
  label: 'ACME Acme Sp. z o.o.',
  action: 'updated',
  changes: [
    { field: 'name', before: 'Acme Sp. z o.o.', after: 'Acme S.A.' },
    { field: 'domains', before: ['acme.test'], after: null },
  ],
};
const APPROVAL = {
  ...UPDATE,
  id: 11,
  record_kind: 'invoicing-month',
  label: 'ACME · 2026-10',
  action: 'approved',
  changes: [],
  user: { id: null, name: '' },
  ip: null,
};
const AGENTS = [{ id: 1, name: 'Adam Administrator', agent_type: 'admin' }];

describe('audit trail screen (management)', () => {
  setUpScreenTests();
  afterEach(() => store.set(currentUserAtom, null));

  it('lists who changed what, from where, each field before → after; filters reach the server and the export', async () => {
    store.set(currentUserAtom, staffUser('admin', { id: 1 }));
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/agents') return { data: { data: AGENTS } };
      if (call.url === '/admin/audit-log') return { data: page(call.params.record_kind === 'holiday' ? [] : [UPDATE, APPROVAL]) };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dziennik zmian' })).toBeInTheDocument();
    const [update, approval] = await screen.findAllByTestId('audit-entry');
    for (const text of ['Adam Administrator', '203.0.113.9', 'Zmiana']) expect(within(update!).getByText(text)).toBeInTheDocument();
    expect(update).toHaveTextContent('Firma: ACME Acme Sp. z o.o.');
    expect(update).toHaveTextContent('name: Acme Sp. z o.o. → Acme S.A.');
    expect(update).toHaveTextContent('domains: ["acme.test"] → (brak)');
    expect(approval).toHaveTextContent('Zatwierdzenie');
    expect(approval).toHaveTextContent('Miesiąc fakturowania: ACME · 2026-10');
    expect(approval).toHaveTextContent('bez zmian pól');
    expect(within(approval!).getByText('System')).toBeInTheDocument();

    await u.selectOptions(screen.getByRole('combobox', { name: 'Kto' }), '1');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Akcja' }), 'updated');
    await waitFor(() => expect(api.to('/admin/audit-log').at(-1)!.params).toMatchObject({ user_id: 1, action: 'updated', page: 1 }));
    expect(screen.getByRole('link', { name: 'Eksport XLSX' })).toHaveAttribute(
      'href',
      '/api/admin/audit-log/export?user_id=1&action=updated&format=xlsx',
    );
    expect(screen.getByRole('link', { name: 'Eksport CSV' }).getAttribute('href')).toMatch(/format=csv&dialect=(pl|en)$/);

    // Nothing matches: the empty state offers to clear the filters.
    await u.selectOptions(screen.getByRole('combobox', { name: 'Rodzaj rekordu' }), 'holiday');
    expect(await screen.findByText('Brak zmian spełniających kryteria')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(await screen.findAllByTestId('audit-entry')).toHaveLength(2);
    expect(api.to('/admin/audit-log').at(-1)!.params).toEqual({ page: 1, per_page: 20 });
  }, 60_000);

  it('in English, and the load error offers a retry', async () => {
    store.set(currentUserAtom, staffUser('admin', { id: 1 }));
    await act(() => i18n.changeLanguage('en'));
    fakeApi((call) => {
      if (call.url === '/admin/lookups/agents') return { data: { data: AGENTS } };
      return { status: 500, data: { message: 'Server error' } };
    });
    await renderRoute(routes, '/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    expect(await screen.findByText(/Could not load the audit trail\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });

  it('the agent page shows the agent’s History to an admin only', async () => {
    const AGENT = {
      id: 7,
      firstname: 'Artur',
      lastname: 'Agent',
      email: 'artur@msp.test',
      agent_type: 'support',
      phone: null,
      direct_phone: '+48 600 000 000',
      role: 'agent',
      time_scope: 480,
      companies: [],
      deleted_at: null,
    };
    const handler = fakeApi((call) => {
      if (call.url === '/admin/agent/7') return { data: { data: AGENT } };
      if (call.url === '/admin/lookups/companies') return { data: { data: [] } };
      if (call.url === '/admin/audit-log')
        return {
          data: page([
            {
              ...UPDATE,
              record_kind: 'user',
              record_id: '7',
              label: 'Artur Agent',
              changes: [{ field: 'role', before: 'agent', after: 'manager' }],
            },
          ]),
        };
      return { status: 404, data: {} };
    });
    store.set(currentUserAtom, staffUser('admin', { id: 1 }));
    // The History is the page's second tab; its address opens it.
    await renderRoute(routes, '/agent/edit/7?tab=history');
    const history = await screen.findByTestId('agent-history');
    expect(await within(history).findByTestId('audit-entry')).toHaveTextContent('role: agent → manager');
    expect(handler.to('/admin/audit-log')[0]!.params).toMatchObject({ record_kind: 'user,agent-cost', record_id: '7' });
  });

  it('a manager editing the agent sees no History and never asks for the trail', async () => {
    const handler = fakeApi((call) => {
      if (call.url === '/admin/agent/7')
        return {
          data: {
            data: {
              id: 7,
              firstname: 'Artur',
              lastname: 'Agent',
              email: 'artur@msp.test',
              agent_type: 'support',
              phone: null,
              direct_phone: '+48 600 000 000',
              role: 'agent',
              time_scope: 480,
              companies: [],
              deleted_at: null,
            },
          },
        };
      if (call.url === '/admin/lookups/companies') return { data: { data: [] } };
      return { status: 404, data: {} };
    });
    store.set(currentUserAtom, staffUser('manager', { id: 2 }));
    await renderRoute(routes, '/agent/edit/7');
    expect(await screen.findByDisplayValue('artur@msp.test')).toBeInTheDocument();
    expect(screen.queryByTestId('agent-history')).toBeNull();
    expect(handler.to('/admin/audit-log')).toHaveLength(0);
  });
});
