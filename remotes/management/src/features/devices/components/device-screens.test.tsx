import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, invalid, page, renderRoute, setUpScreenTests, staffUser, expectRefusedField } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const COMPANIES = [
  { id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME' },
  { id: 2, name: 'Budex S.A.', short_name: 'Budex', tag: 'BUDX' },
];
const PEOPLE = [{ id: 31, name: 'Celina Klient', email: 'client@demo.test', role: 'client' }];
const DEVICE = {
  id: 5,
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  owner: { id: 31, name: 'Celina Klient' },
  type: 'laptop',
  name: 'Dell Latitude 5440',
  vendor: 'Dell',
  model: 'Latitude 5440',
  service_tag: 'ST-1',
  inventory_number: 'INV-0042',
  serial: 'SN-77AB',
  ip: '10.0.0.7',
  description: null,
  location: 'Pokój 12',
  state: 'serviced',
  os: 'Windows 11',
  account: 'jan.kowalski',
  licence_key: null,
  office: null,
  antivirus: 'ESET',
  software: [{ name: 'AutoCAD', account: 'cad', key: 'AC-1' }],
  displays: [{ size: '24"', vendor: 'Dell' }],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  deleted_at: null,
};
const DETAIL = {
  ...DEVICE,
  tickets: [{ id: 44, fullid: 'ACME/2026/44', subject: 'Laptop nie startuje', status: 'new', created_at: '2026-11-02T10:00:00.000Z' }],
};
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

describe('CMDB devices (management)', () => {
  const { toasts } = setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staffUser('agent', { id: 3 })));
  afterEach(() => store.set(currentUserAtom, null));

  it('lists devices with company, owner, type, serial and state; searches and filters; exports as filtered; deletes and restores', async () => {
    let deleted = false;
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.url === '/admin/asset')
        return {
          data: page(
            deleted === (call.params.filter === 'trashed') ? [{ ...DEVICE, deleted_at: deleted ? '2026-11-03T00:00:00.000Z' : null }] : [],
          ),
        };
      if (call.method === 'DELETE' && call.url === '/admin/asset/5') {
        deleted = true;
        return { data: { data: DETAIL, message: 'Urządzenie zostało usunięte' } };
      }
      if (call.url === '/admin/asset/5/restore') {
        deleted = false;
        return { data: { data: DETAIL, message: 'Urządzenie zostało przywrócone' } };
      }
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/asset');
    expect(await screen.findByRole('heading', { level: 1, name: 'CMDB — urządzenia' })).toBeInTheDocument();
    const [row] = await screen.findAllByTestId('device-row');
    for (const text of ['ACME', 'Celina Klient', 'Laptop', 'SN-77AB', 'INV-0042', '10.0.0.7', 'W serwisie'])
      expect(within(row!).getByText(text)).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'Dell Latitude 5440' })).toHaveAttribute('href', '/admin/asset/edit/5');

    await u.type(screen.getByRole('searchbox', { name: /Szukaj/ }), 'SN-77');
    await waitFor(() => expect(api.to('/admin/asset').at(-1)!.params).toMatchObject({ search: 'SN-77', filter: 'active', page: 1 }));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Typ' }), 'laptop');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Stan' }), 'serviced');
    await u.selectOptions(await screen.findByRole('combobox', { name: 'Firma' }), '1');
    await waitFor(() => expect(api.to('/admin/asset').at(-1)!.params).toMatchObject({ type: 'laptop', state: 'serviced', company_id: 1 }));
    expect(screen.getByRole('link', { name: 'Eksport XLSX' })).toHaveAttribute(
      'href',
      '/api/admin/asset/export?filter=active&company_id=1&type=laptop&state=serviced&search=SN-77',
    );
    // The CSV in the dialect chosen beside it (the language's by default).
    expect(screen.getByRole('link', { name: 'Eksport CSV' })).toHaveAttribute(
      'href',
      '/api/admin/asset/export?filter=active&company_id=1&type=laptop&state=serviced&search=SN-77&format=csv&dialect=pl',
    );
    await u.selectOptions(screen.getByRole('combobox', { name: 'Format CSV' }), 'en');
    expect(screen.getByRole('link', { name: 'Eksport CSV' }).getAttribute('href')).toMatch(/&format=csv&dialect=en$/);

    await u.click(within((await screen.findAllByTestId('device-row'))[0]!).getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Usunięte urządzenie zniknie z listy');
    await u.click(within(dialog).getByRole('button', { name: /Usuń/ }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Brak urządzeń');
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Urządzenie zostało usunięte' }));
    await u.click(screen.getByRole('tab', { name: 'Usunięte' }));
    await u.click(await screen.findByRole('button', { name: 'Przywróć' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ body: 'Urządzenie zostało przywrócone' })));
  });

  it('adds a device with software and display rows; warns about credentials and refuses a password before sending', async () => {
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.url === '/admin/lookups/companies/1/people') return { data: { data: PEOPLE } };
      if (call.method === 'POST' && call.url === '/admin/asset')
        return { status: 201, data: { data: DETAIL, message: 'Urządzenie zostało dodane' } };
      if (call.url === '/admin/asset') return { data: page([]) };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    const { router } = await renderRoute(routes, '/asset/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowe urządzenie' })).toBeInTheDocument();
    const warning =
      'Przechowywanie danych dostępowych (haseł) do systemów IT jest zabronione. Wpisuj tylko nazwę konta i klucz licencji — nigdy hasło.';
    expect(screen.getAllByTestId('credentials-warning').map((w) => w.textContent)).toEqual([warning, warning]);

    await u.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(api.to('/admin/asset', 'POST')).toHaveLength(0);

    await waitFor(() => expect(within(field('company_id') as unknown as HTMLElement).getByText('ACME — Acme')).toBeInTheDocument());
    await u.selectOptions(field('company_id'), '1');
    await waitFor(() =>
      expect(within(field('owner_id') as unknown as HTMLElement).getByText('Celina Klient (client@demo.test)')).toBeInTheDocument(),
    );
    await u.selectOptions(field('owner_id'), '31');
    await u.selectOptions(field('type'), 'laptop');
    await u.type(field('vendor'), 'Dell');
    await u.type(field('serial'), 'SN-77AB');
    await u.type(field('ip'), '10.0.0.7');
    await u.type(field('account'), 'admin / Zaq1@wsx');
    await u.click(screen.getByRole('button', { name: 'Dodaj oprogramowanie' }));
    await u.click(screen.getByRole('button', { name: 'Dodaj oprogramowanie' }));
    await u.type(field('software.0.name'), 'AutoCAD');
    await u.type(field('software.0.key'), 'AC-2024-XY');
    await u.type(field('software.1.name'), 'Symfonia');
    await u.click(screen.getByRole('button', { name: 'Dodaj monitor' }));
    await u.type(field('displays.0.size'), '24"');
    await u.type(field('displays.0.vendor'), 'Dell');
    await u.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByText('Przechowywanie danych dostępowych (haseł) do systemów IT jest zabronione — usuń hasło z tego pola'),
    ).toBeInTheDocument();
    expect(api.to('/admin/asset', 'POST')).toHaveLength(0);

    await u.clear(field('account'));
    await u.type(field('account'), 'jan.kowalski');
    await u.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/asset'));
    expect(api.to('/admin/asset', 'POST')[0]!.body).toMatchObject({
      company_id: 1,
      owner_id: 31,
      type: 'laptop',
      vendor: 'Dell',
      serial: 'SN-77AB',
      ip: '10.0.0.7',
      account: 'jan.kowalski',
      state: 'ok',
      software: [
        { name: 'AutoCAD', account: '', key: 'AC-2024-XY' },
        { name: 'Symfonia', account: '', key: '' },
      ],
      displays: [{ size: '24"', vendor: 'Dell' }],
    });
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Urządzenie zostało dodane' }));
  });

  it('edits a device in English: its tickets link to the ticket page; the server 422 shows under the field', async () => {
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.url === '/admin/lookups/companies/1/people') return { data: { data: PEOPLE } };
      if (call.method === 'GET' && call.url === '/admin/asset/5') return { data: { data: DETAIL } };
      if (call.method === 'PUT' && call.url === '/admin/asset/5')
        return invalid({
          licence_key: ['Storing access credentials (passwords) for IT systems is forbidden — remove the password from this field'],
          'software.0.key': ['The field may not be longer than 255 characters'],
        });
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/asset/edit/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit device' })).toBeInTheDocument();
    await waitFor(() => expect(field('serial').value).toBe('SN-77AB'));
    expect(field('software.0.name').value).toBe('AutoCAD');
    expect(field('displays.0.size').value).toBe('24"');
    expect(screen.getAllByTestId('credentials-warning')[0]).toHaveTextContent(
      'Storing access credentials (passwords) for IT systems is forbidden.',
    );
    const tickets = screen.getByTestId('device-tickets');
    expect(within(tickets).getByRole('heading', { name: 'Tickets of this device' })).toBeInTheDocument();
    expect(within(tickets).getByRole('link', { name: 'ACME/2026/44 — Laptop nie startuje' })).toHaveAttribute(
      'href',
      '/admin/ticket/show/44',
    );

    await u.type(field('licence_key'), 'XXXX-1111');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Storing access credentials (passwords) for IT systems is forbidden — remove the password from this field'),
    ).toBeInTheDocument();
    expect(api.to('/admin/asset/5', 'PUT')[0]!.body).toMatchObject({
      serial: 'SN-77AB',
      licence_key: 'XXXX-1111',
      software: [{ name: 'AutoCAD', account: 'cad', key: 'AC-1' }],
    });
    expect(field('licence_key').value).toBe('XXXX-1111');
    await expectRefusedField(field('software.0.key'), 'The field may not be longer than 255 characters', 'AC-1');
    expect(field('software.0.name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a device in Polish: a server 422 lands under its field, the typing stays and the screen stays', async () => {
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.url === '/admin/lookups/companies/1/people') return { data: { data: PEOPLE } };
      if (call.method === 'GET' && call.url === '/admin/asset/5') return { data: { data: DETAIL } };
      if (call.method === 'PUT' && call.url === '/admin/asset/5')
        return invalid({
          serial: ['Ten numer seryjny ma już inne urządzenie'],
          'software.0.name': ['Pole może mieć najwyżej 255 znaków'],
          'software.0.password': ['Przechowywanie danych dostępowych (haseł) do systemów IT jest zabronione — usuń hasło z tego pola'],
        });
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    const { router } = await renderRoute(routes, '/asset/edit/5');
    await waitFor(() => expect(field('serial').value).toBe('SN-77AB'));
    await u.clear(field('serial'));
    await u.type(field('serial'), 'SN-88CD');
    await u.type(field('software.0.name'), ' 2025');
    await u.click(screen.getByRole('button', { name: 'Zapisz' }));
    await expectRefusedField(field('serial'), 'Ten numer seryjny ma już inne urządzenie', 'SN-88CD');
    await expectRefusedField(field('software.0.name'), 'Pole może mieć najwyżej 255 znaków', 'AutoCAD 2025');
    // A key no field holds (a row's extra field) is said on the form.
    expect(
      screen.getByText('Przechowywanie danych dostępowych (haseł) do systemów IT jest zabronione — usuń hasło z tego pola'),
    ).toHaveAttribute('role', 'alert');
    expect(api.to('/admin/asset/5', 'PUT')[0]!.body).toMatchObject({ serial: 'SN-88CD', software: [{ name: 'AutoCAD 2025' }] });
    expect(router.state.location.pathname).toBe('/asset/edit/5');
    expect(toasts.filter((toast) => toast.intent === 'success')).toEqual([]);
  });

  it('shows an error with a retry when the device cannot be loaded', async () => {
    fakeApi((call) =>
      call.url === '/admin/lookups/companies' ? { data: { data: COMPANIES } } : { status: 500, data: { message: 'Błąd serwera' } },
    );
    await renderRoute(routes, '/asset/edit/5');
    expect(await screen.findByText(/Nie udało się wczytać urządzenia./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });

  it('imports a file: the preview shows the rows in error and the import waits for a clean file; then all rows are added', async () => {
    const source = (encoding: string) => ({ encoding, detected_encoding: 'windows-1250', separator: 'comma' });
    const bad = {
      source: source('windows-1250'),
      rows: [
        {
          row: 2,
          status: 'error',
          values: { type: 'laptop', serial: 'SN-1' },
          errors: [
            {
              field: 'account',
              label: 'Konto',
              message: 'Przechowywanie danych dostępowych (haseł) do systemów IT jest zabronione — usuń hasło z tego pola',
            },
          ],
        },
      ],
      total: 1,
      errors: 1,
    };
    const good = {
      source: source('windows-1250'),
      rows: [{ row: 2, status: 'new', values: { type: 'laptop', serial: 'SN-1' }, errors: [] }],
      total: 1,
      errors: 0,
    };
    let clean = false;
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.url === '/admin/asset/import' && call.params.confirm === 0)
        return { data: { data: { ...(clean ? good : bad), source: source(String(call.params.encoding ?? 'windows-1250')) } } };
      if (call.url === '/admin/asset/import' && call.params.confirm === 1)
        return { status: 201, data: { data: { ...good, created: 1 }, message: 'Zaimportowano urządzenia: 1' } };
      if (call.url === '/admin/asset') return { data: page([]) };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    const { router } = await renderRoute(routes, '/asset/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import urządzeń' })).toBeInTheDocument();
    await u.selectOptions(await screen.findByRole('combobox', { name: 'Firma' }), '1');
    await u.upload(
      screen.getByLabelText('Wybierz plik', { selector: 'input' }),
      new File(['Typ,Konto\nlaptop,admin / Zaq1@wsx'], 'urzadzenia.csv', { type: 'text/csv' }),
    );
    const [row] = await screen.findAllByTestId('import-row');
    expect(row).toHaveTextContent('Konto: Przechowywanie danych dostępowych (haseł) do systemów IT jest zabronione');
    expect(screen.getByTestId('import-summary')).toHaveTextContent('Wierszy: 1, z błędami: 1');
    expect(screen.getByRole('button', { name: 'Importuj (1)' })).toBeDisabled();
    expect(api.to('/admin/asset/import')[0]!.params).toEqual({ company_id: 1, confirm: 0 });

    expect(screen.getByTestId('import-source')).toHaveTextContent('Separator kolumn: przecinek (,)');

    clean = true;
    await u.upload(
      screen.getByLabelText('Wybierz plik', { selector: 'input' }),
      new File(['Typ,Konto\nlaptop,jan'], 'urzadzenia.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importuj (1)' })).toBeEnabled());
    // Another encoding reads the same file again; the import then reads it the same way.
    await u.selectOptions(screen.getByRole('combobox', { name: /Kodowanie znaków/ }), 'UTF-8');
    await waitFor(() => expect(api.to('/admin/asset/import').at(-1)!.params).toEqual({ company_id: 1, confirm: 0, encoding: 'utf-8' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Kodowanie znaków/ })).toHaveValue('utf-8'));
    await u.click(screen.getByRole('button', { name: 'Importuj (1)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/asset'));
    expect(api.to('/admin/asset/import').at(-1)!.params).toEqual({ company_id: 1, confirm: 1, encoding: 'utf-8' });
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Zaimportowano urządzenia: 1' }));
  });

  it('the import screen in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    fakeApi((call) => (call.url === '/admin/lookups/companies' ? { data: { data: COMPANIES } } : { status: 404, data: {} }));
    await renderRoute(routes, '/asset/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import devices' })).toBeInTheDocument();
    expect(await screen.findByText(/Every row is checked first; the import adds all rows or none./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
  });
});
