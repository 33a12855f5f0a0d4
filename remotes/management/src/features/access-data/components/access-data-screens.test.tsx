import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, page, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const ADMIN = { id: 1, name: 'Adam Administrator' };
const ENTRY = {
  id: 31,
  created_at: '2026-11-02T10:00:00.000Z',
  ip: '127.0.0.1',
  user: ADMIN,
  email: 'admin@demo.test',
  success: true,
  reason: null,
  browser: 'Chrome 130',
  os: 'Linux',
  device: 'desktop',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0',
};
const FAILED = { ...ENTRY, id: 30, success: false, reason: 'ip', user: null, email: 'kto@demo.test', ip: '10.9.9.9' };
const RULE = {
  id: 5,
  address: '127.0.0.1',
  permanent: true,
  created_at: '2026-11-01T08:00:00.000Z',
  user: null,
  added_by: ADMIN,
  matches_current_ip: true,
};
const OTHER_RULE = {
  id: 6,
  address: '10.0.0.0/24',
  permanent: false,
  created_at: '2026-11-01T09:00:00.000Z',
  user: { id: 7, name: 'Artur Agent' },
  added_by: null,
  matches_current_ip: false,
};
const AGENTS = [{ id: 7, name: 'Artur Agent', agent_type: 'support' }];

describe('access data (management)', () => {
  const { toasts } = setUpScreenTests();
  afterEach(() => store.set(currentUserAtom, null));

  it('an admin reads the rules, the login log with its device, adds an address and confirms a lock-out removal', async () => {
    store.set(currentUserAtom, staffUser('admin', { id: 1 }));
    let rules = [RULE, OTHER_RULE];
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/agents') return { data: { data: AGENTS } };
      if (call.url === '/admin/access-data/login-log') return { data: page(call.params.result === 'failure' ? [FAILED] : [ENTRY, FAILED]) };
      if (call.url === '/admin/access-data/allowed-ips' && call.method === 'GET')
        return { data: { data: rules, current_ip: '127.0.0.1', current_ip_admitted: true } };
      if (call.url === '/admin/access-data/allowed-ips' && call.method === 'POST') {
        const body = call.body as { address: string };
        if (body.address === 'zły')
          return {
            status: 422,
            data: {
              message: 'Podaj adres IP',
              errors: { address: ['Podaj adres IP (np. 192.168.1.10) albo zakres CIDR (np. 10.0.0.0/24)'] },
            },
          };
        const added = { ...OTHER_RULE, id: 9, address: body.address, user: null, added_by: ADMIN };
        rules = [added, ...rules];
        return { status: 201, data: { data: added, message: 'Adres IP został dodany' } };
      }
      if (call.url === '/admin/access-data/allowed-ips/5' && call.method === 'DELETE') {
        if (call.params.confirm !== 1)
          return {
            status: 409,
            data: { message: 'Po tej zmianie nie zalogujesz się ponownie z adresu 127.0.0.1, którego teraz używasz.', lockout: true },
          };
        rules = rules.filter((r) => r.id !== 5);
        return { data: { message: 'Adres IP został usunięty' } };
      }
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/access-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dostęp do systemu' })).toBeInTheDocument();
    expect(screen.getByTestId('allow-list-rules')).toHaveTextContent('klienci logują się z dowolnego adresu');
    expect(screen.getByTestId('allow-list-rules')).toHaveTextContent('sesje już otwarte działają dalej');
    expect(await screen.findByTestId('current-ip')).toHaveTextContent(
      'Twój obecny adres: 127.0.0.1 — lista pozwala Ci się z niego zalogować',
    );

    const [own, failed] = await screen.findAllByTestId('login-log-row');
    for (const text of ['127.0.0.1', 'Adam Administrator', 'Chrome 130 · Linux · desktop', 'Udane'])
      expect(within(own!).getByText(text)).toBeInTheDocument();
    expect(within(failed!).getByText('kto@demo.test')).toBeInTheDocument();
    expect(within(failed!).getByText(/adres IP niedozwolony/)).toBeInTheDocument();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Wynik' }), 'failure');
    await waitFor(() => expect(api.to('/admin/access-data/login-log').at(-1)!.params).toMatchObject({ result: 'failure', page: 1 }));

    const ruleRows = screen.getAllByTestId('allowed-ip-row');
    expect(within(ruleRows[1]!).getByText('Artur Agent')).toBeInTheDocument();
    expect(within(ruleRows[0]!).getByText('Wszyscy pracownicy')).toBeInTheDocument();

    // A wrong address: the field says why.
    const address = screen.getByRole('textbox', { name: /Adres IP lub zakres CIDR/ });
    await u.type(address, 'zły');
    await u.click(screen.getByRole('button', { name: 'Dodaj adres' }));
    expect(await screen.findByText('Podaj adres IP (np. 192.168.1.10) albo zakres CIDR (np. 10.0.0.0/24)')).toBeInTheDocument();
    await u.clear(address);
    await u.type(address, '192.168.5.0/24');
    await u.click(screen.getByRole('checkbox', { name: 'Wpis stały' }));
    await u.click(screen.getByRole('button', { name: 'Dodaj adres' }));
    await waitFor(() =>
      expect(api.to('/admin/access-data/allowed-ips', 'POST').at(-1)!.body).toEqual({
        address: '192.168.5.0/24',
        permanent: false,
        user_id: null,
      }),
    );
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Adres IP został dodany' })));
    expect(await screen.findByText('192.168.5.0/24')).toBeInTheDocument();

    // Removing the address in use: the confirmation explains, the server's lock-out answer asks once more.
    await u.click(screen.getByRole('button', { name: 'Usuń 127.0.0.1 — Wszyscy pracownicy' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Usunąć adres 127.0.0.1?' });
    expect(ask).toHaveTextContent('To adres, z którego teraz korzystasz');
    await u.click(within(ask).getByRole('button', { name: 'Usuń' }));
    const lockout = await screen.findByRole('alertdialog', { name: 'Zablokujesz sobie dostęp' });
    expect(lockout).toHaveTextContent('nie zalogujesz się ponownie z adresu 127.0.0.1');
    await u.click(within(lockout).getByRole('button', { name: 'Tak, zmień mimo to' }));
    await waitFor(() => expect(api.to('/admin/access-data/allowed-ips/5', 'DELETE').map((c) => c.params)).toEqual([{}, { confirm: 1 }]));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Adres IP został usunięty' })));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Usuń 127.0.0.1 — Wszyscy pracownicy' })).toBeNull());
  }, 60_000);

  it('an agent (English) sees its own logins and the rules, without add or remove', async () => {
    store.set(currentUserAtom, staffUser('agent', { id: 7 }));
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi((call) => {
      if (call.url === '/admin/access-data/login-log')
        return { data: page([{ ...ENTRY, user: { id: 7, name: 'Artur Agent' }, email: 'agent@demo.test' }]) };
      if (call.url === '/admin/access-data/allowed-ips')
        return { data: { data: [OTHER_RULE], current_ip: '127.0.0.1', current_ip_admitted: false } };
      return { status: 404, data: {} };
    });
    await renderRoute(routes, '/access-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access to system' })).toBeInTheDocument();
    expect(screen.getByText('You see only your own logins and the entries that apply to you.')).toBeInTheDocument();
    expect(screen.getByTestId('allow-list-rules')).toHaveTextContent('clients log in from any address');
    expect(await screen.findByTestId('current-ip')).toHaveTextContent('the list would not let you log in from it again');
    const [row] = await screen.findAllByTestId('login-log-row');
    expect(within(row!).getByText('Successful')).toBeInTheDocument();
    expect(screen.getByTestId('allowed-ip-row')).toHaveTextContent('10.0.0.0/24');
    expect(screen.queryByRole('button', { name: 'Add address' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    expect(api.to('/admin/lookups/agents')).toHaveLength(0);
  });

  it('shows the login log error with a retry and the empty allow-list', async () => {
    store.set(currentUserAtom, staffUser('manager'));
    fakeApi((call) => {
      if (call.url === '/admin/access-data/allowed-ips') return { data: { data: [], current_ip: '127.0.0.1', current_ip_admitted: true } };
      if (call.url === '/admin/lookups/agents') return { data: { data: AGENTS } };
      return { status: 500, data: { message: 'Błąd serwera' } };
    });
    await renderRoute(routes, '/access-data');
    expect(await screen.findByText(/Nie udało się wczytać dziennika logowań\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
    expect(await screen.findByTestId('no-rules')).toHaveTextContent('Brak wpisów: pracownicy logują się z dowolnego adresu.');
    expect(screen.queryByRole('button', { name: 'Dodaj adres' })).toBeNull();
  });
});
