import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@helpdesk/shared';
import type { Employee } from '@helpdesk/shared/schemas';
import { fakeApi, invalid, page, type FakeHandler } from '@helpdesk/shared/testing';
import { openAs, useClientArea } from '../../../testing/client-session.tsx';

const person = (id: number, overrides: Partial<Employee> = {}): Employee => ({
  id,
  firstname: 'Celina',
  lastname: 'Klient',
  name: 'Celina Klient',
  email: 'client@demo.test',
  additional_email: null,
  job_position: 'Specjalista',
  phone: '+48 22 555 00 00',
  role: 'client',
  city: 'Warszawa',
  lang: 'pl',
  temporary_password: false,
  pending_email: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const PEOPLE = [
  person(17),
  person(18, {
    firstname: 'Wiktor',
    lastname: 'Prezes',
    name: 'Wiktor Prezes',
    email: 'vip@demo.test',
    role: 'client-vip',
    job_position: null,
  }),
];

const listBackend =
  (extra: FakeHandler = () => ({ status: 404, data: {} })): FakeHandler =>
  (call) => {
    if (call.method === 'GET' && call.url === '/client/employees') {
      const search = String(call.params.search ?? '').toLowerCase();
      return { data: page(PEOPLE.filter((p) => p.name.toLowerCase().includes(search))) };
    }
    return extra(call);
  };

describe('a VIP manages the company’s employees', () => {
  const { toasts } = useClientArea();
  let api: ReturnType<typeof fakeApi>;

  const field = (name: RegExp) => screen.getByRole('textbox', { name });

  it('lists the company’s people with their roles, searches them, and links to editing', async () => {
    api = fakeApi(listBackend());
    const user = userEvent.setup();
    await openAs('vip', '/client');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pracownicy' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pracownicy' });
    const vipRow = within(table).getByRole('link', { name: 'Wiktor Prezes' }).closest('tr')!;
    expect(within(vipRow).getByText('Klient VIP')).toBeInTheDocument();
    expect(within(vipRow).getByText('vip@demo.test')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Celina Klient' })).toHaveAttribute('href', '/client/edit/17');

    await user.type(screen.getByRole('searchbox', { name: 'Szukaj pracowników' }), 'wiktor');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Celina Klient' })).not.toBeInTheDocument());
    expect(api.to('/client/employees').at(-1)!.params).toEqual(expect.objectContaining({ search: 'wiktor', page: 1 }));
    await user.clear(screen.getByRole('searchbox', { name: 'Szukaj pracowników' }));
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj pracowników' }), 'nikt');
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Nic nie znaleziono dla „nikt”.');
  });

  it.each([
    ['pl', 'Pracownicy', 'Klient VIP', 'Edytuj: Wiktor Prezes'],
    ['en', 'Employees', 'VIP client', 'Edit Wiktor Prezes'],
  ])('draws the people as light rows (%s); the row’s edit button opens the form', async (lang, label, role, editName) => {
    await act(() => i18n.changeLanguage(lang));
    try {
      api = fakeApi(listBackend());
      const user = userEvent.setup();
      const { router } = await openAs('vip', '/client');
      const table = await screen.findByRole('table', { name: label });
      const vipRow = within(table).getByRole('link', { name: 'Wiktor Prezes' }).closest('tr')!;
      // Plain cells, not Fluent's TableCell components.
      expect(vipRow.querySelector('.fui-TableCell')).toBeNull();
      expect(within(vipRow).getByText(role)).toBeInTheDocument();
      await user.click(within(vipRow).getByRole('button', { name: editName }));
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/client\/edit\/\d+$/));
    } finally {
      await act(() => i18n.changeLanguage('pl'));
    }
  });

  it('shows a load error with a retry', async () => {
    let fail = true;
    api = fakeApi((call) => (fail ? { status: 500, data: { message: 'Błąd serwera' } } : listBackend()(call)));
    const user = userEvent.setup();
    await openAs('vip', '/client');
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Celina Klient' })).toBeInTheDocument();
  });

  it('adds an employee: required fields and a wrong address are named before anything is sent', async () => {
    api = fakeApi(listBackend());
    const user = userEvent.setup();
    await openAs('vip', '/client/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowy pracownik' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Wyślemy zaproszenie na podany adres: nowy pracownik otrzyma e-mailem hasło tymczasowe i po pierwszym logowaniu ustawi własne.',
      ),
    ).toBeInTheDocument();
    await user.type(field(/^Dodatkowy e-mail/), 'nie-adres');
    await user.click(screen.getByRole('button', { name: 'Dodaj pracownika' }));
    expect(await screen.findAllByText('To pole jest wymagane')).toHaveLength(3);
    expect(screen.getByText('Pole musi być poprawnym adresem e-mail')).toBeInTheDocument();
    expect(api.to('/client/employees', 'POST')).toHaveLength(0);
  });

  it('keeps what was typed when the address is taken (422 under the field), then adds the employee', async () => {
    let taken = true;
    api = fakeApi(
      listBackend((call) => {
        if (call.method !== 'POST' || call.url !== '/client/employees') return { status: 404, data: {} };
        if (taken) return invalid({ email: ['Ten adres e-mail jest już zajęty'] });
        return {
          status: 202,
          data: { data: { email: 'ewelina@acme.test' }, message: 'Zaproszenie zostało wysłane na adres ewelina@acme.test' },
        };
      }),
    );
    const user = userEvent.setup();
    const { router } = await openAs('vip', '/client/create');
    await user.type(await screen.findByRole('textbox', { name: /^Imię/ }), 'Ewelina');
    await user.type(field(/^Nazwisko/), 'Testowa');
    await user.type(field(/^E-mail/), 'client@demo.test');
    await user.type(field(/^Stanowisko/), 'Księgowa');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Rola/ }), 'Klient VIP');
    await user.click(screen.getByRole('button', { name: 'Dodaj pracownika' }));

    expect(await screen.findByText('Ten adres e-mail jest już zajęty')).toBeInTheDocument();
    expect(field(/^Imię/)).toHaveValue('Ewelina');
    expect(field(/^Stanowisko/)).toHaveValue('Księgowa');
    expect(screen.getByRole('combobox', { name: /^Rola/ })).toHaveValue('client-vip');

    taken = false;
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'ewelina@acme.test');
    await user.click(screen.getByRole('button', { name: 'Dodaj pracownika' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
    // Empty optional fields go as none, the way the server stores them.
    expect(api.to('/client/employees', 'POST').at(-1)!.body).toEqual({
      firstname: 'Ewelina',
      lastname: 'Testowa',
      email: 'ewelina@acme.test',
      additional_email: null,
      job_position: 'Księgowa',
      phone: null,
      role: 'client-vip',
      city: null,
      lang: 'pl',
    });
    expect(toasts).toContainEqual(
      expect.objectContaining({ intent: 'success', body: 'Zaproszenie zostało wysłane na adres ewelina@acme.test' }),
    );
  });

  describe.each([
    [
      'pl',
      'Wyślemy zaproszenie na podany adres: nowy pracownik otrzyma e-mailem hasło tymczasowe i po pierwszym logowaniu ustawi własne.',
      /^Imię/,
      /^Nazwisko/,
      'Dodaj pracownika',
      'Zaproszenie zostało wysłane na adres ewa@acme.test',
    ],
    [
      'en',
      'We send an invitation to the address: the new employee receives a temporary password by e-mail and sets their own after the first login.',
      /^First name/,
      /^Last name/,
      'Add employee',
      'Invitation sent to ewa@acme.test',
    ],
  ] as const)('adding as an invitation (%s)', (lang, info, first, last, add, sent) => {
    beforeEach(() => i18n.changeLanguage(lang));
    afterEach(() => i18n.changeLanguage('pl'));

    it('says an invitation goes out, and names the address once sent (the answer carries nothing else)', async () => {
      api = fakeApi(
        listBackend((call) =>
          call.method === 'POST' && call.url === '/client/employees'
            ? { status: 202, data: { data: { email: 'ewa@acme.test' } } }
            : { status: 404, data: {} },
        ),
      );
      const user = userEvent.setup();
      const { router } = await openAs('vip', '/client/create');
      expect(await screen.findByText(info)).toBeInTheDocument();
      await user.type(field(first), 'Ewa');
      await user.type(field(last), 'Nowa');
      await user.type(field(/^E-mail/), 'Ewa@Acme.test');
      await user.click(screen.getByRole('button', { name: add }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
      expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: sent }));
    });
  });

  it('edits an employee: loads their data, saves the change with PUT', async () => {
    api = fakeApi(
      listBackend((call) => {
        if (call.method === 'GET' && call.url === '/client/employees/17') return { data: { data: PEOPLE[0] } };
        if (call.method === 'PUT' && call.url === '/client/employees/17')
          return { data: { data: { ...PEOPLE[0], city: 'Kraków' }, message: 'Pracownik został zaktualizowany' } };
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup();
    const { router } = await openAs('vip', '/client/edit/17');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edycja: Celina Klient' })).toBeInTheDocument();
    await waitFor(() => expect(field(/^Miasto/)).toHaveValue('Warszawa'));
    expect(field(/^E-mail/)).toHaveValue('client@demo.test');
    expect(field(/^Dodatkowy e-mail/)).toHaveValue('');
    await user.clear(field(/^Miasto/));
    await user.type(field(/^Miasto/), 'Kraków');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
    expect(api.to('/client/employees/17', 'PUT')[0]!.body).toEqual(
      expect.objectContaining({ city: 'Kraków', email: 'client@demo.test', additional_email: null, role: 'client' }),
    );
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Pracownik został zaktualizowany' }));
  });

  describe.each([
    [
      'pl',
      'Zapisz',
      /^E-mail/,
      'Nowy adres zacznie obowiązywać, gdy pracownik otworzy link, który na niego wyślemy.',
      'Zapisano. Wysłaliśmy link potwierdzający na adres celina.nowa@acme.test; adres zmieni się po jego otwarciu.',
      'Nowy adres celina.nowa@acme.test czeka na potwierdzenie: wysłaliśmy na niego link. Do tego czasu obowiązuje obecny adres.',
    ],
    [
      'en',
      'Save',
      /^E-mail/,
      'A new address takes effect once the employee opens the link we send to it.',
      'Saved. A confirmation link was sent to celina.nowa@acme.test; the address changes once it is opened.',
      'The new address celina.nowa@acme.test awaits confirmation: we sent a link to it. Until then the current address stays.',
    ],
  ] as const)('changing an employee’s e-mail (%s)', (lang, save, emailLabel, hint, sent, pending) => {
    beforeEach(() => i18n.changeLanguage(lang));
    afterEach(() => i18n.changeLanguage('pl'));

    it('says a confirmation link was sent to the new address, and shows it as pending until confirmed', async () => {
      let current: Employee = PEOPLE[0]!;
      api = fakeApi(
        listBackend((call) => {
          if (call.method === 'GET' && call.url === '/client/employees/17') return { data: { data: current } };
          if (call.method === 'PUT' && call.url === '/client/employees/17') {
            current = { ...PEOPLE[0]!, pending_email: 'celina.nowa@acme.test' };
            return { data: { data: current, message: 'server text' } };
          }
          return { status: 404, data: {} };
        }),
      );
      const user = userEvent.setup();
      const { router, unmount } = await openAs('vip', '/client/edit/17');
      await waitFor(() => expect(field(emailLabel)).toHaveValue('client@demo.test'));
      expect(screen.getByText(hint)).toBeInTheDocument();
      await user.clear(field(emailLabel));
      await user.type(field(emailLabel), 'celina.nowa@acme.test');
      await user.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
      expect(api.to('/client/employees/17', 'PUT')[0]!.body).toEqual(expect.objectContaining({ email: 'celina.nowa@acme.test' }));
      expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: sent }));
      unmount();

      await openAs('vip', '/client/edit/17');
      expect(await screen.findByText(pending)).toBeInTheDocument();
      expect(field(emailLabel)).toHaveValue('client@demo.test');
    });
  });

  it('says when the person is not the company’s (404)', async () => {
    api = fakeApi(() => ({ status: 404, data: { message: 'Nie odnaleziono żądanego zasobu' } }));
    await openAs('vip', '/client/edit/999');
    expect(await screen.findByTestId('employee-missing')).toHaveTextContent('Nie znaleziono pracownika albo nie masz do niego dostępu.');
  });

  it('is for VIPs only: a regular client typing the addresses goes to the error page', async () => {
    api = fakeApi(listBackend());
    for (const path of ['/client', '/client/create', '/client/edit/17']) {
      const { router, unmount } = await openAs('client', path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
      unmount();
    }
    expect(api.calls).toHaveLength(0);
  });
});
