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
  describe('the run log on the rule’s page', () => {
    const run = (id: number, extra: Record<string, unknown> = {}) => ({
      id,
      ticket: { id: 100 + id, fullid: `ACME-${100 + id}`, subject: `Zgłoszenie ${id}` },
      trigger: 'email_received',
      outcome: 'applied',
      error: null,
      actions: ['set_assignee', 'set_priority'],
      changes: { priority: ['normal', 'high'] },
      created_at: '2026-11-29T10:00:00.000Z',
      ...extra,
    });
    const page = (data: unknown[], current = 1, last = 1, total = data.length) => ({
      data,
      links: { first: null, last: null, prev: null, next: null },
      meta: {
        current_page: current,
        from: total ? (current - 1) * 20 + 1 : null,
        to: total ? (current - 1) * 20 + data.length : null,
        last_page: last,
        path: '',
        per_page: 20,
        total,
      },
    });
    const editApi = (runs: (params: Record<string, unknown>) => Record<string, unknown>) =>
      fakeApi((call) => {
        if (call.url === '/admin/lookups/agents') return { data: { data: agents } };
        if (call.url === '/admin/automations/4') return { data: { data: rule(4, 'Poczta z demo.test') } };
        if (call.url === '/admin/automations/4/runs') return runs(call.params);
        return { data: { data: [] } };
      });

    it('lists the runs newest first with the ticket link, trigger, outcome and actions; pages and narrows to the failed ones', async () => {
      const failed = run(2, {
        outcome: 'failed',
        actions: [],
        error: 'actions.1.text_module_id: Pole musi mieć jedną z dozwolonych wartości',
      });
      const api = editApi((params) => {
        if (params.failed === 1) return { data: page([failed]) };
        if (params.page === 2) return { data: page([run(9)], 2, 2, 21) };
        return { data: page([failed, run(1, { outcome: 'skipped', actions: [] })], 1, 2, 21) };
      });
      const user = userEvent.setup();
      await renderRoute(routes, '/automations/edit/4');
      const section = await screen.findByRole('region', { name: 'Przebiegi' });
      const rows = await within(section).findAllByTestId('automation-run');
      expect(rows).toHaveLength(2);
      expect(within(rows[0]!).getByRole('link', { name: 'ACME-102' })).toHaveAttribute('href', '/admin/ticket/show/102');
      expect(within(rows[0]!).getByText('Nieudana')).toBeInTheDocument();
      expect(within(rows[0]!).getByText(/Pole musi mieć jedną z dozwolonych wartości/)).toBeInTheDocument();
      expect(within(rows[0]!).getByText('Otrzymanie e-maila')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('Pominięta')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('Żadna akcja nie miała nic do zrobienia')).toBeInTheDocument();

      await user.click(within(section).getByRole('button', { name: 'Następna strona' }));
      const next = await within(section).findByRole('link', { name: 'ACME-109' });
      const row = next.closest('tr')!;
      expect(within(row as HTMLElement).getByText('Zastosowana')).toBeInTheDocument();
      expect(within(row as HTMLElement).getByText('Przypisz agenta, Ustaw priorytet')).toBeInTheDocument();
      expect(api.calls.some((c) => c.url === '/admin/automations/4/runs' && c.params.page === 2)).toBe(true);

      await user.click(within(section).getByRole('checkbox', { name: 'Tylko nieudane' }));
      await waitFor(() => expect(within(section).getAllByTestId('automation-run')).toHaveLength(1));
      expect(api.calls.at(-1)).toMatchObject({ url: '/admin/automations/4/runs', params: { page: 1, failed: 1 } });
    });

    it('says when the rule has not run yet, and when its runs cannot be loaded (with a retry)', async () => {
      let broken = true;
      editApi(() => (broken ? { status: 500, data: { message: 'Błąd serwera' } } : { data: page([]) }));
      const user = userEvent.setup();
      await renderRoute(routes, '/automations/edit/4');
      const section = await screen.findByRole('region', { name: 'Przebiegi' });
      expect(await within(section).findByText(/Nie udało się wczytać przebiegów/)).toBeInTheDocument();
      broken = false;
      await user.click(within(section).getByRole('button', { name: 'Spróbuj ponownie' }));
      expect(await within(section).findByText('Reguła jeszcze nie działała na żadnym zgłoszeniu.')).toBeInTheDocument();
    });
  });
});
