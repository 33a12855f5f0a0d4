import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, invalid, page, renderRoute, setUpScreenTests, staffUser, expectRefusedField } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const user = (role: 'admin' | 'manager' | 'agent') => staffUser(role, { id: role === 'admin' ? 1 : role === 'manager' ? 2 : 3 });

const AGENT = {
  id: 7,
  firstname: 'Jan',
  lastname: 'Kowalski',
  name: 'Jan Kowalski',
  email: 'jan.kowalski@msp.test',
  agent_type: 'developer',
  phone: '+48 22 100 20 30',
  direct_phone: '+48 600 700 800',
  role: 'agent',
  time_scope: 240,
  companies: [{ id: 1, tag: 'ACME', short_name: 'Acme' }],
  temporary_password: false,
  created_at: '2026-11-01T10:00:00.000Z',
  deleted_at: null,
};
const COMPANIES = [
  { id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME' },
  { id: 2, name: 'Budex S.A.', short_name: 'Budex', tag: 'BUDX' },
];
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

describe('agents (management)', () => {
  const { toasts } = setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, user('admin')));
  afterEach(() => store.set(currentUserAtom, null));

  it('lists agents with role, position, time scope and companies; filters; deletes after confirmation and restores', async () => {
    let deleted = false;
    const api = fakeApi((call) => {
      if (call.url === '/admin/agent') {
        const trashed = call.params.filter === 'trashed';
        return { data: page(deleted === trashed ? [{ ...AGENT, deleted_at: deleted ? '2026-11-03T00:00:00.000Z' : null }] : []) };
      }
      if (call.method === 'DELETE' && call.url === '/admin/agent/7') {
        deleted = true;
        return { data: { data: AGENT, message: 'Agent został usunięty' } };
      }
      if (call.url === '/admin/agent/7/restore') {
        deleted = false;
        return { data: { data: AGENT, message: 'Agent został przywrócony' } };
      }
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/agent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agenci' })).toBeInTheDocument();
    const [row] = await screen.findAllByTestId('agent-row');
    for (const text of ['Jan Kowalski', 'Programista', 'Agent', '4 godziny dziennie (240 min)', 'ACME'])
      expect(within(row!).getByText(text)).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'Jan Kowalski' })).toHaveAttribute('href', '/admin/agent/edit/7');

    await u.selectOptions(screen.getByRole('combobox', { name: 'Rola' }), 'manager');
    await waitFor(() => expect(api.calls.at(-1)!.params).toMatchObject({ role: 'manager', filter: 'active', page: 1 }));

    await u.click(within(row!).getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Usunięty agent nie zaloguje się');
    await u.click(within(dialog).getByRole('button', { name: /Usuń/ }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Brak agentów');
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Agent został usunięty' }));
    await u.click(screen.getByRole('tab', { name: 'Usunięci' }));
    await u.click(await screen.findByRole('button', { name: 'Przywróć' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ body: 'Agent został przywrócony' })));
  });

  it('offers a manager no actions on an admin account', async () => {
    store.set(currentUserAtom, user('manager'));
    fakeApi((call) =>
      call.url === '/admin/agent'
        ? { data: page([{ ...AGENT, id: 1, name: 'Adam Administrator', role: 'admin' }, AGENT]) }
        : { status: 404, data: {} },
    );
    await renderRoute(routes, '/agent');
    const [admin, agent] = await screen.findAllByTestId('agent-row');
    expect(within(admin!).queryByRole('button')).toBeNull();
    expect(within(agent!).getByRole('button', { name: 'Usuń' })).toBeInTheDocument();
  });

  it('creates an agent: client-side rules first, then the server 422 under its field with the input kept', async () => {
    let attempts = 0;
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.method === 'POST' && call.url === '/admin/agent') {
        attempts += 1;
        if (attempts === 1) return invalid({ email: ['Ten adres e-mail jest już zajęty'] });
        return { status: 201, data: { data: { ...AGENT, id: 9 }, message: 'Agent został dodany' } };
      }
      if (call.url === '/admin/agent') return { data: page([]) };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    const { router } = await renderRoute(routes, '/agent/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowy agent' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect((await screen.findAllByText('To pole jest wymagane')).length).toBeGreaterThanOrEqual(4);
    expect(api.to('/admin/agent', 'POST')).toHaveLength(0);

    await u.type(field('firstname'), 'Ewa');
    await u.type(field('lastname'), 'Nowak');
    await u.type(field('email'), 'agent@demo.test');
    await u.type(field('direct_phone'), '+48 600 100 200');
    await u.selectOptions(field('agent_type'), 'specialist');
    await u.selectOptions(field('time_scope'), '240');
    expect(within(field('role') as unknown as HTMLElement).getByText('Administrator')).toBeInTheDocument();
    await u.click(within(screen.getByRole('group', { name: 'Przypisane firmy' })).getByRole('checkbox', { name: 'BUDX — Budex S.A.' }));
    await u.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Ten adres e-mail jest już zajęty')).toBeInTheDocument();
    expect(field('firstname').value).toBe('Ewa');
    expect(field('email').value).toBe('agent@demo.test');

    await u.clear(field('email'));
    await u.type(field('email'), 'ewa.nowak@msp.test');
    await u.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/agent'));
    expect(api.to('/admin/agent', 'POST').at(-1)!.body).toEqual({
      firstname: 'Ewa',
      lastname: 'Nowak',
      email: 'ewa.nowak@msp.test',
      agent_type: 'specialist',
      phone: null,
      direct_phone: '+48 600 100 200',
      role: 'agent',
      time_scope: 240,
      company_ids: [2],
    });
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Agent został dodany' }));
  });

  it('edits an agent in English; a manager is not offered the admin role', async () => {
    store.set(currentUserAtom, user('manager'));
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.method === 'GET' && call.url === '/admin/agent/7') return { data: { data: AGENT } };
      if (call.method === 'PUT' && call.url === '/admin/agent/7')
        return { data: { data: { ...AGENT, lastname: 'Nowak' }, message: 'Agent updated' } };
      if (call.url === '/admin/agent') return { data: page([AGENT]) };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    const { router } = await renderRoute(routes, '/agent/edit/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit agent' })).toBeInTheDocument();
    await waitFor(() => expect(field('firstname').value).toBe('Jan'));
    expect(screen.getByText('Direct phone (sign-in code by SMS)')).toBeInTheDocument();
    expect(within(field('role') as unknown as HTMLElement).queryByText('Administrator')).toBeNull();
    expect(within(field('role') as unknown as HTMLElement).getByText('Manager')).toBeInTheDocument();
    await u.clear(field('lastname'));
    await u.type(field('lastname'), 'Nowak');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/agent'));
    expect(api.to('/admin/agent/7', 'PUT')[0]!.body).toMatchObject({ lastname: 'Nowak', company_ids: [1], time_scope: 240, role: 'agent' });
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Agent updated' }));
  });

  it('edits an agent in English: a server 422 lands under its field, the typing stays and nothing is left', async () => {
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.method === 'GET' && call.url === '/admin/agent/7') return { data: { data: AGENT } };
      if (call.method === 'PUT' && call.url === '/admin/agent/7') return invalid({ email: ['This e-mail address is already taken'] });
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    const { router } = await renderRoute(routes, '/agent/edit/7');
    await waitFor(() => expect(field('email').value).toBe('jan.kowalski@msp.test'));
    await u.clear(field('email'));
    await u.type(field('email'), 'agent@demo.test');
    await u.clear(field('lastname'));
    await u.type(field('lastname'), 'Nowak');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await expectRefusedField(field('email'), 'This e-mail address is already taken', 'agent@demo.test');
    expect(field('lastname').value).toBe('Nowak');
    expect(api.to('/admin/agent/7', 'PUT')[0]!.body).toMatchObject({ email: 'agent@demo.test', lastname: 'Nowak' });
    expect(router.state.location.pathname).toBe('/agent/edit/7');
    expect(toasts.filter((toast) => toast.intent === 'success')).toEqual([]);
  });

  it('shows an error with a retry when the agent cannot be loaded', async () => {
    fakeApi(() => ({ status: 500, data: { message: 'Błąd serwera' } }));
    await renderRoute(routes, '/agent/edit/7');
    expect(await screen.findByText(/Nie udało się wczytać agenta./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });

  it('a plain agent opening the agent list lands on /error', async () => {
    store.set(currentUserAtom, user('agent'));
    fakeApi(() => ({ data: page([]) }));
    const { router } = await renderRoute(routes, '/agent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });

  it("an admin requires a stronger factor of admins and managers from the list, and resets an agent's factors from its page", async () => {
    let policy = { strong_factor_required: false };
    const api = fakeApi((call) => {
      if (call.url === '/admin/agent') return { data: page([AGENT]) };
      if (call.url === '/admin/agent/7') return { data: { data: AGENT } };
      if (call.url === '/admin/company/choices' || call.url.startsWith('/admin/lookups')) return { data: { data: COMPANIES } };
      if (call.url === '/admin/sign-in-policy' && call.method === 'GET') return { data: { data: policy } };
      if (call.url === '/admin/sign-in-policy' && call.method === 'PUT') {
        policy = call.body as typeof policy;
        return { data: { data: policy } };
      }
      if (call.url === '/admin/agent/7/sign-in-factors/reset') return { status: 204, data: null };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/agent');
    const toggle = await screen.findByRole('switch', { name: /Administratorzy i menedżerowie muszą mieć aplikację/ });
    expect(toggle).not.toBeChecked();
    await u.click(toggle);
    await waitFor(() => expect(api.to('/admin/sign-in-policy', 'PUT')[0]?.body).toEqual({ strong_factor_required: true }));
    await waitFor(() => expect(toggle).toBeChecked());

    await renderRoute(routes, '/agent/edit/7');
    await u.click(await screen.findByRole('button', { name: 'Resetuj metody logowania' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Zresetować metody logowania agenta Jan Kowalski?' });
    await u.click(within(dialog).getByRole('button', { name: 'Resetuj metody logowania' }));
    await waitFor(() => expect(api.to('/admin/agent/7/sign-in-factors/reset', 'POST')).toHaveLength(1));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ body: 'Metody logowania zostały zresetowane' })));
  });

  it('a manager is offered neither the sign-in policy nor the reset', async () => {
    act(() => store.set(currentUserAtom, user('manager')));
    const api = fakeApi((call) => {
      if (call.url === '/admin/agent') return { data: page([AGENT]) };
      if (call.url === '/admin/agent/7') return { data: { data: AGENT } };
      return { status: 404, data: {} };
    });
    await renderRoute(routes, '/agent');
    await screen.findAllByTestId('agent-row');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await renderRoute(routes, '/agent/edit/7');
    expect(await screen.findByRole('button', { name: 'Zapisz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resetuj metody logowania' })).not.toBeInTheDocument();
    expect(api.to('/admin/sign-in-policy', 'GET')).toHaveLength(0);
  });
});
