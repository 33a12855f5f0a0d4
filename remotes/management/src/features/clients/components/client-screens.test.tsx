import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@helpdesk/shared';
import type { ClientPerson } from '@helpdesk/shared/resources';
import { fakeApi, invalid, page, renderRoute, setUpScreenTests, type FakeHandler } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const person = (id: number, overrides: Partial<ClientPerson> = {}): ClientPerson => ({
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
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  temporary_password: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
  ...overrides,
});

const COMPANIES = [
  { id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME' },
  { id: 2, name: 'Budex Budownictwo S.A.', short_name: 'Budex', tag: 'BUDX' },
];

const backend =
  (people: ClientPerson[], extra: FakeHandler = () => ({ status: 404, data: {} })): FakeHandler =>
  (call) => {
    if (call.method === 'GET' && call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
    if (call.method === 'GET' && call.url === '/admin/client') {
      const deleted = call.params.state === 'deleted';
      const rows = people.filter(
        (p) =>
          !!p.deleted_at === deleted &&
          (!call.params.company_id || p.company.id === call.params.company_id) &&
          (!call.params.role || p.role === call.params.role) &&
          p.name.toLowerCase().includes(String(call.params.search ?? '').toLowerCase()),
      );
      return { data: page(rows) };
    }
    return extra(call);
  };

describe('client people screens (staff)', () => {
  const { toasts } = setUpScreenTests();

  it('lists people of every company with company and role filters, deletes after confirmation and restores from the deleted tab', async () => {
    const people = [
      person(17),
      person(18, {
        firstname: 'Bogdan',
        lastname: 'Budowlaniec',
        name: 'Bogdan Budowlaniec',
        email: 'b@budex.test',
        role: 'client-vip',
        company: { id: 2, tag: 'BUDX', short_name: 'Budex' },
      }),
    ];
    const api = fakeApi(
      backend(people, (call) => {
        const trashed = /^\/admin\/client\/(\d+)(\/restore)?$/.exec(call.url);
        if (trashed) {
          const p = people.find((x) => x.id === Number(trashed[1]))!;
          p.deleted_at = trashed[2] ? null : '2026-11-20T10:00:00.000Z';
          return { data: { data: p, message: trashed[2] ? 'Klient został przywrócony' : 'Klient został usunięty' } };
        }
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup();
    await renderRoute(routes, '/client');
    expect(await screen.findByRole('heading', { level: 1, name: 'Klienci' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Klienci' });
    const vipRow = within(table).getByRole('link', { name: 'Bogdan Budowlaniec' }).closest('tr')!;
    expect(within(vipRow).getByText('BUDX')).toBeInTheDocument();
    expect(within(vipRow).getByText('Klient VIP')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Celina Klient' })).toHaveAttribute('href', '/admin/client/edit/17');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Firma' }), 'BUDX — Budex');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Celina Klient' })).not.toBeInTheDocument());
    expect(api.to('/admin/client').at(-1)!.params).toEqual(expect.objectContaining({ company_id: 2 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rola' }), 'Klient');
    expect(await screen.findByTestId('list-empty')).toBeInTheDocument();
    expect(api.to('/admin/client').at(-1)!.params).toEqual(expect.objectContaining({ company_id: 2, role: 'client' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rola' }), 'Wszystkie role');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Firma' }), 'Wszystkie firmy');

    await user.click(await screen.findByRole('button', { name: 'Usuń: Celina Klient' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Usuń/ }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ body: 'Klient został usunięty' })));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Celina Klient' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: /Usunięci/ }));
    await user.click(await screen.findByRole('button', { name: 'Przywróć: Celina Klient' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ body: 'Klient został przywrócony' })));
  });

  it('shows a load error with a retry, and an empty state', async () => {
    let fail = true;
    fakeApi((call) => (fail ? { status: 500, data: { message: 'Błąd' } } : backend([])(call)));
    const user = userEvent.setup();
    await renderRoute(routes, '/client');
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Brak klientów.');
  });

  it('adds a person: required fields named before sending, the server’s taken e-mail shown under the field with the input kept', async () => {
    let sent: unknown = null;
    let taken = true;
    fakeApi(
      backend([], (call) => {
        if (call.method === 'POST' && call.url === '/admin/client') {
          sent = call.body;
          if (taken) return invalid({ email: ['Ten adres e-mail jest już zajęty'] });
          return { status: 201, data: { data: person(30, { email: 'nowa@acme.test' }), message: 'Klient został dodany' } };
        }
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup();
    await renderRoute(routes, '/client/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowy klient' })).toBeInTheDocument();
    expect(screen.getByText('Nowa osoba otrzyma e-mailem hasło tymczasowe i po pierwszym logowaniu ustawi własne.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dodaj klienta' }));
    expect(await screen.findAllByText(/wymagane|Wymagane|Pole/)).not.toHaveLength(0);
    expect(sent).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /^Imię/ }), 'Nowa');
    await user.type(screen.getByRole('textbox', { name: /^Nazwisko/ }), 'Osoba');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'nowa@acme.test');
    await waitFor(() => expect(screen.getByRole('option', { name: 'BUDX — Budex Budownictwo S.A.' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: /^Firma/ }), 'BUDX — Budex Budownictwo S.A.');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Rola/ }), 'Klient VIP');
    await user.click(screen.getByRole('button', { name: 'Dodaj klienta' }));
    expect(await screen.findByText('Ten adres e-mail jest już zajęty')).toBeInTheDocument();
    expect(sent).toEqual(
      expect.objectContaining({ firstname: 'Nowa', email: 'nowa@acme.test', company_id: 2, role: 'client-vip', job_position: null }),
    );
    expect(screen.getByRole('textbox', { name: /^Imię/ })).toHaveValue('Nowa');

    taken = false;
    await user.click(screen.getByRole('button', { name: 'Dodaj klienta' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ body: 'Klient został dodany' })));
  });

  it('edits a person loaded from the server, and says so when the person is missing', async () => {
    let saved: unknown = null;
    fakeApi(
      backend([], (call) => {
        if (call.method === 'GET' && call.url === '/admin/client/17') return { data: { data: person(17) } };
        if (call.method === 'PUT' && call.url === '/admin/client/17') {
          saved = call.body;
          return { data: { data: person(17), message: 'Klient został zaktualizowany' } };
        }
        return { status: 404, data: { message: 'Nie odnaleziono' } };
      }),
    );
    const user = userEvent.setup();
    const view = await renderRoute(routes, '/client/edit/17');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edycja: Celina Klient' })).toBeInTheDocument();
    const city = screen.getByRole('textbox', { name: /^Miasto/ });
    await waitFor(() => expect(city).toHaveValue('Warszawa'));
    await user.clear(city);
    await user.type(city, 'Gdynia');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ body: 'Klient został zaktualizowany' })));
    expect(saved).toEqual(expect.objectContaining({ city: 'Gdynia', company_id: 1 }));
    view.unmount();

    await renderRoute(routes, '/client/edit/99');
    expect(await screen.findByTestId('client-missing')).toHaveTextContent('Nie znaleziono klienta');
  });

  it('speaks English', async () => {
    fakeApi(backend([person(17)]));
    await act(() => i18n.changeLanguage('en'));
    const view = await renderRoute(routes, '/client');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Job position' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Deleted/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import employees' })).toBeInTheDocument();
    view.unmount();
    await renderRoute(routes, '/client/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'New client' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add client' })).toBeInTheDocument();
  });
});
