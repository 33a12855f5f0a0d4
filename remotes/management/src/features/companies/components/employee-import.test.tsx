import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@helpdesk/shared';
import type { ImportPreview } from '@helpdesk/shared/resources';
import { fakeApi, renderRoute, setUpScreenTests } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const COMPANIES = [{ id: 2, name: 'Budex Budownictwo S.A.', short_name: 'Budex', tag: 'BUDX' }];

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  id: 7,
  company_id: 2,
  file_name: 'pracownicy.csv',
  source: { encoding: 'windows-1250', detected_encoding: 'windows-1250', separator: 'semicolon' },
  headers: ['Imię', 'Nazwisko', 'E-mail', 'Kolumna X'],
  mapping: {
    firstname: 'Imię',
    lastname: 'Nazwisko',
    email: 'E-mail',
    additional_email: null,
    job_position: null,
    phone: null,
    role: null,
    city: null,
    lang: null,
  },
  counts: { total: 3, new: 1, update: 1, unchanged: 0, error: 1 },
  rows: [
    { row: 2, status: 'new', values: { firstname: 'Anna', lastname: 'Nowak', email: 'anna@budex.test' }, changes: [], errors: [] },
    { row: 3, status: 'update', values: { firstname: 'Jan', lastname: 'Kos', email: 'jan@budex.test' }, changes: ['lastname'], errors: [] },
    {
      row: 4,
      status: 'error',
      values: { firstname: 'Bez', lastname: 'Adresu', email: '' },
      changes: [],
      errors: [{ field: 'email', message: 'Pole „E-mail” jest wymagane' }],
    },
  ],
  rows_meta: { page: 1, per_page: 50, total: 3, last_page: 1 },
  created_at: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

describe('employee import panel', () => {
  const { toasts } = setUpScreenTests();

  it('asks for a company, uploads a file, shows the mapped preview, refuses a bad file as a whole and names its rows', async () => {
    let current: ImportPreview | null = null;
    const clean = () => preview({ counts: { total: 2, new: 1, update: 1, unchanged: 0, error: 0 }, rows: preview().rows.slice(0, 2) });
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.method === 'GET' && call.url === '/admin/company/2/employee-import') return { data: { data: current } };
      if (call.method === 'POST' && call.url === '/admin/company/2/employee-import') {
        current = api.to('/admin/company/2/employee-import', 'POST').length > 1 ? clean() : preview();
        return { status: 201, data: { data: current } };
      }
      if (call.method === 'POST' && call.url === '/admin/company/2/employee-import/7/confirm')
        return {
          status: 422,
          data: {
            message: 'Błąd importu pracowników!',
            errors: { 'rows.3': ['Ten adres e-mail należy do konta spoza tej firmy'] },
            rows: [{ row: 3, errors: ['Ten adres e-mail należy do konta spoza tej firmy'] }],
          },
        };
      if (call.method === 'PUT' && call.url === '/admin/company/2/employee-import/7/mapping') {
        current = preview({ mapping: { ...preview().mapping, city: 'Kolumna X' } });
        return { data: { data: current } };
      }
      if (call.method === 'PUT' && call.url === '/admin/company/2/employee-import/7/encoding') {
        const { encoding } = call.body as { encoding: 'iso-8859-2' };
        current = preview({ source: { encoding, detected_encoding: 'windows-1250', separator: 'semicolon' } });
        return { data: { data: current } };
      }
      return { status: 404, data: {} };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/client/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import pracowników' })).toBeInTheDocument();
    expect(await screen.findByText('Wybierz firmę, do której importujesz pracowników.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Firma/ }), 'BUDX — Budex Budownictwo S.A.');
    expect(await screen.findByRole('link', { name: /Pobierz szablon/ })).toHaveAttribute(
      'href',
      '/api/admin/company/2/employee-import/template',
    );

    await user.upload(screen.getByLabelText('Plik arkusza'), new File(['x'], 'pracownicy.csv'));
    expect(await screen.findByTestId('import-counts')).toHaveTextContent('Wierszy: 3 · nowi: 1 · zmiany: 1 · bez zmian: 0 · błędy: 1');
    expect(api.to('/admin/company/2/employee-import', 'POST')[0]!.body).toBeInstanceOf(FormData);
    // A fresh upload says it is new, not that something was restored.
    expect(screen.getByTestId('import-notice')).toHaveTextContent('Nowy podgląd pliku „pracownicy.csv”');
    expect(screen.queryByText(/Przywrócono/)).not.toBeInTheDocument();
    const panel = screen.getByTestId('employee-import');
    const bad = panel.querySelector('[data-import-row="4"]') as HTMLElement;
    expect(within(bad).getByText('Błąd')).toBeInTheDocument();
    expect(within(bad).getByText('Pole „E-mail” jest wymagane')).toBeInTheDocument();
    expect(within(panel.querySelector('[data-import-row="3"]') as HTMLElement).getByText('Zmienia: Nazwisko')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^E-mail/ })).toHaveValue('E-mail');

    // While a row is in error the file cannot be imported, and the panel says why.
    expect(screen.getByRole('button', { name: 'Importuj (2)' })).toBeDisabled();
    expect(screen.getByTestId('import-blocked')).toHaveTextContent('Wiersze z błędami: 1. Import będzie możliwy, gdy żaden wiersz');

    // The detected encoding and separator, and another encoding on request.
    const source = screen.getByTestId('import-source');
    expect(within(source).getByRole('combobox', { name: /Kodowanie znaków/ })).toHaveValue('windows-1250');
    expect(source).toHaveTextContent('Separator kolumn: średnik (;)');
    await user.selectOptions(within(source).getByRole('combobox', { name: /Kodowanie znaków/ }), 'ISO-8859-2');
    await waitFor(() => expect(api.to('/admin/company/2/employee-import/7/encoding')[0]?.body).toEqual({ encoding: 'iso-8859-2' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Kodowanie znaków/ })).toHaveValue('iso-8859-2'));

    await user.selectOptions(screen.getByRole('combobox', { name: /^Miasto/ }), 'Kolumna X');
    await user.click(screen.getByRole('button', { name: 'Zastosuj kolumny' }));
    await waitFor(() => expect(api.to('/admin/company/2/employee-import/7/mapping')).toHaveLength(1));
    expect(api.to('/admin/company/2/employee-import/7/mapping')[0]!.body).toEqual({
      mapping: expect.objectContaining({ city: 'Kolumna X', email: 'E-mail' }),
    });

    // A corrected file: the button is enabled; an address taken since the preview still refuses the whole file.
    await user.upload(screen.getByLabelText('Plik arkusza'), new File(['x'], 'pracownicy.csv'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importuj (2)' })).toBeEnabled());
    expect(screen.queryByTestId('import-blocked')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importuj (2)' }));
    const failure = await screen.findByTestId('import-failure');
    expect(failure).toHaveTextContent('Błąd importu pracowników!');
    expect(failure).toHaveTextContent('Wiersze z błędami: 3. Nic nie zostało zaimportowane');
    expect(within(failure).getByRole('link', { name: 'Pobierz wiersze z błędami' })).toHaveAttribute(
      'href',
      '/api/admin/company/2/employee-import/7/errors',
    );
    expect(toasts).toEqual([]);
  });

  it('finds the preview left before a reload, imports it, and says so', async () => {
    let current: ImportPreview | null = preview({
      counts: { total: 2, new: 1, update: 1, unchanged: 0, error: 0 },
      rows: preview().rows.slice(0, 2),
    });
    fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.method === 'GET' && call.url === '/admin/company/2/employee-import') return { data: { data: current } };
      if (call.method === 'POST' && call.url === '/admin/company/2/employee-import/7/confirm') {
        current = null;
        return {
          data: {
            data: { created: 1, updated: 1, unchanged: 0 },
            message: 'Zaimportowano pracowników: 1 nowych, 1 zaktualizowanych, 0 bez zmian',
          },
        };
      }
      return { status: 404, data: {} };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/client/import?company=2');
    expect(await screen.findByText(/Przywrócono niezatwierdzony podgląd pliku „pracownicy.csv”/)).toBeInTheDocument();
    expect(screen.queryByText(/Nowy podgląd/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importuj (2)' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ body: 'Zaimportowano pracowników: 1 nowych, 1 zaktualizowanych, 0 bez zmian' }),
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('import-counts')).not.toBeInTheDocument());
  });

  it('shows the server’s reason for a refused file, in English too', async () => {
    fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.method === 'GET') return { data: { data: null } };
      return {
        status: 422,
        data: {
          message: 'The file may have at most 10000 rows (it has 10001)',
          errors: { file: ['The file may have at most 10000 rows (it has 10001)'] },
        },
      };
    });
    await act(() => i18n.changeLanguage('en'));
    const user = userEvent.setup();
    await renderRoute(routes, '/client/import?company=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Employee import' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upload file' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download template/ })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Spreadsheet file'), new File(['x'], 'big.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file may have at most 10000 rows (it has 10001)');
  });
});
