import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, store } from '@helpdesk/shared';
import { fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

jest.setTimeout(30_000);

const agents = [{ id: 7, name: 'Piotr Agent', email: 'agent@demo.test', on_leave: false, leave: null, open_tickets: 0 }];
const rule = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  trigger: 'created',
  every_minutes: null,
  conditions: [],
  actions: [{ action: 'notify_managers' }],
  position: id,
  active: true,
  active_since: '2026-11-28T10:00:00.000Z',
  last_run_at: null,
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
  ...extra,
});

describe('automation rule screens', () => {
  setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staffUser('admin', { id: 1, firstname: 'Adam', lastname: 'Administrator' })));

  it('lists the rules in order; moving one down and switching one off send the new order and the switch', async () => {
    const rules = [rule(1, 'Ostrzeżenie SLA', { trigger: 'scheduled', every_minutes: 5 }), rule(2, 'Poczta z demo.test')];
    const api = fakeApi((call) => {
      if (call.method === 'GET' && call.url === '/admin/automations') return { data: { data: rules } };
      if (call.method === 'PUT' && call.url === '/admin/automations/order')
        return { data: { data: [rules[1], rules[0]], message: 'Zapisano kolejność reguł' } };
      if (call.method === 'PATCH')
        return { data: { data: { ...rules[1], active: false }, message: 'Reguła automatyzacji została zapisana' } };
      return { status: 404, data: {} };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/automations');
    const rows = await screen.findAllByTestId('automation-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Według harmonogramu, co 5 min')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Przesuń regułę „Ostrzeżenie SLA” w górę' })).toBeDisabled();

    screen.getByRole('button', { name: 'Przesuń regułę „Ostrzeżenie SLA” w dół' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [2, 1] }));

    await user.click(screen.getByRole('switch', { name: 'Reguła „Poczta z demo.test” włączona' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/admin/automations/2', body: { active: false } }),
    );
  });

  it('shows the empty state', async () => {
    fakeApi(() => ({ data: { data: [] } }));
    await renderRoute(routes, '/automations');
    expect(await screen.findByText('Brak reguł.')).toBeInTheDocument();
  });

  it('shows the error state when the rules cannot be loaded', async () => {
    fakeApi(() => ({ status: 500, data: { message: 'Błąd serwera' } }));
    await renderRoute(routes, '/automations');
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
  });

  it('builds a rule from condition and action rows, tries it on the open tickets, and sends it as the server expects', async () => {
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/agents') return { data: { data: agents } };
      if (call.method === 'POST' && call.url === '/admin/automations/dry-run')
        return {
          data: { data: { count: 14, tickets: [{ id: 3, fullid: 'ACME-3', subject: 'Skaner', status: 'new', company: 'ACME' }] } },
        };
      if (call.method === 'POST' && call.url === '/admin/automations')
        return { status: 201, data: { data: rule(9, 'Poczta'), message: 'Reguła automatyzacji została dodana' } };
      if (call.url === '/admin/automations') return { data: { data: [] } };
      return { data: { data: [] } };
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/automations/create');
    await user.type(await screen.findByLabelText(/^Nazwa/), 'Poczta z demo.test');
    await user.selectOptions(screen.getByLabelText(/^Kiedy działa/), 'email_received');
    await user.click(screen.getByRole('button', { name: 'Dodaj warunek' }));
    // A row just added does not say "required" before anything is saved or tried.
    expect(screen.queryByText('Wybierz co najmniej 1 pozycji')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Warunek 1'), 'requester_domain');
    await user.type(screen.getByLabelText(/^Domeny/), 'demo.test, example.com');

    await user.click(screen.getByRole('button', { name: 'Sprawdź na otwartych zgłoszeniach' }));
    expect(await screen.findByText('Teraz pasuje 14 otwartych zgłoszeń')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ACME-3' })).toHaveAttribute('href', '/admin/ticket/show/3');
    expect(api.calls.find((c) => c.url === '/admin/automations/dry-run')?.body).toEqual({
      conditions: [{ field: 'requester_domain', domains: ['demo.test', 'example.com'] }],
    });

    await screen.findByRole('option', { name: 'Piotr Agent' });
    await user.selectOptions(screen.getByLabelText(/^Agent/), '7');
    await user.click(screen.getByRole('button', { name: 'Dodaj akcję' }));
    await user.selectOptions(screen.getByLabelText('Akcja 2'), 'notify_managers');
    expect(screen.getByText('Ta akcja nie ma ustawień.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dodaj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/automations'));
    expect(api.calls.find((c) => c.method === 'POST' && c.url === '/admin/automations')?.body).toEqual({
      name: 'Poczta z demo.test',
      trigger: 'email_received',
      every_minutes: null,
      conditions: [{ field: 'requester_domain', domains: ['demo.test', 'example.com'] }],
      actions: [{ action: 'set_assignee', assignee: 7 }, { action: 'notify_managers' }],
      active: true,
    });
  });

  it('puts the server’s 422 for an action under that action’s field', async () => {
    fakeApi((call) => {
      if (call.url === '/admin/lookups/agents') return { data: { data: agents } };
      if (call.method === 'POST' && call.url === '/admin/automations')
        return {
          status: 422,
          data: { message: 'Wybrana osoba nie jest agentem', errors: { 'actions.0.assignee': ['Wybrana osoba nie jest agentem'] } },
        };
      return { data: { data: [] } };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/automations/create');
    await user.type(await screen.findByLabelText(/^Nazwa/), 'Zła');
    await screen.findByRole('option', { name: 'Piotr Agent' });
    await user.selectOptions(screen.getByLabelText(/^Agent/), '7');
    await user.click(screen.getByRole('button', { name: 'Dodaj' }));
    const row = screen.getByTestId('automation-action');
    expect(await within(row).findByText('Wybrana osoba nie jest agentem')).toBeInTheDocument();
  });
});
