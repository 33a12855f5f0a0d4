import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import type { CompanyDetail, CompanyRow } from '@helpdesk/shared/resources';
import { companySchema } from '@helpdesk/shared/schemas';
import {
  fakeApi,
  invalid,
  page as auditPage,
  renderRoute,
  setUpScreenTests,
  type FakeAnswer,
  type FakeCall,
  staffUser,
  expectRefusedField,
} from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const staff = (role: 'admin' | 'agent') =>
  role === 'admin'
    ? staffUser('admin', { id: 1, firstname: 'Adam', lastname: 'Administrator' })
    : staffUser('agent', { id: 3, firstname: 'Artur', lastname: 'Agent', roles: ['agent', 'assigned-agent'], companies: [1] });

const health = (bars: CompanyRow['health']['bars'], alert_levels: [number, number] = [80, 100]) => ({
  month: '2026-11',
  bars,
  alert_levels,
});
const ROWS: CompanyRow[] = [
  {
    id: 1,
    name: 'Acme Sp. z o.o.',
    short_name: 'Acme',
    tag: 'ACME',
    domains: ['acme.test'],
    responsible_agent: { id: 3, name: 'Artur Agent' },
    open_tickets: 12,
    health: health([
      { kind: 'hours', used: 510, package: 600, percent: 85, level: 'warning' },
      { kind: 'arrivals', used: 1, package: 4, percent: 25, level: 'ok' },
    ]),
  },
  {
    id: 2,
    name: 'Budex S.A.',
    short_name: 'Budex',
    tag: 'BUDX',
    domains: [],
    responsible_agent: null,
    open_tickets: 0,
    // Its own alert levels 50 / 70: 60 % is amber here, and the server says so (the screen does not recompute it).
    health: health(
      [
        { kind: 'it', used: 660, package: 600, percent: 110, level: 'exceeded' },
        { kind: 'admin', used: 360, package: 600, percent: 60, level: 'warning' },
      ],
      [50, 70],
    ),
  },
  { id: 3, name: 'Medicus', short_name: 'Medicus', tag: 'KLIN', domains: [], responsible_agent: null, open_tickets: 3, health: health([]) },
];
const page = (rows: CompanyRow[]) => ({
  data: rows,
  links: {},
  meta: {
    current_page: 1,
    last_page: 1,
    from: rows.length ? 1 : null,
    to: rows.length || null,
    total: rows.length,
    per_page: 20,
    path: '',
  },
});

/** A company as the server answers it: the body it stored (the request schema's defaults applied), and what it adds. */
const DETAIL: CompanyDetail = {
  id: 1,
  ...companySchema.parse({
    name: 'Acme Sp. z o.o.',
    short_name: 'Acme',
    tag: 'ACME',
    domains: ['acme.test', 'acme.pl'],
    addresses: [{ street: 'Prosta 1', city: 'Warszawa', postcode: '00-001' }],
    business_hours: { from_day: 1, to_day: 5, from_hour: '08:00', to_hour: '16:00' },
    report_frequency: 'monthly',
    report_hours_limit: true,
    report_vip_only: false,
    show_reports: 1,
    show_monitoring_logs: 0,
    categories: ['servers'],
    responsible_agent_id: 3,
    agent_ids: [3],
    charging_model: 'universal',
    arrivals_package: true,
    expected_arrivals: 4,
    expected_hours: 10,
    it_time_limit: 0,
    admin_time_limit: 0,
    developer_time_limit: 0,
    specialist_time_limit: 0,
    arrivals_limit: 0,
    contract_start: '2026-01-01',
    contract_end: null,
    contract_renewal: 'yearly',
    carry_over_cap_hours: 3,
    alert_warning_percent: 70,
    alert_limit_percent: 90,
    priorities: [{ priority: 'normal', is_24_7: false, active: true, is_default: true, open_sla_minutes: 240, resolve_sla_minutes: 2880 }],
  }),
  nip: '7770000011',
  billing_street: 'Prosta 1',
  billing_postal_code: '00-001',
  billing_city: 'Warszawa',
  billing_country_code: 'PL',
  description: 'Klient',
  responsible_agent: { id: 3, name: 'Artur Agent' },
  agents: [{ id: 3, name: 'Artur Agent' }],
  documentation: { filename: 'dokumentacja.pdf', size: 1234 },
  open_tickets: 12,
  health: ROWS[0]!.health,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

const agents = (call: FakeCall): FakeAnswer | undefined =>
  call.url === '/admin/lookups/agents'
    ? {
        data: {
          data: [
            { id: 3, name: 'Artur Agent', agent_type: 'support' },
            { id: 4, name: 'Jan Kowalski', agent_type: 'support' },
          ],
        },
      }
    : undefined;
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

describe('companies', () => {
  const { toasts } = setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staff('admin')));

  it('lists companies with TAG, responsible agent, open tickets and contract health bars coloured by the server’s level (the company’s alert levels), in Polish', async () => {
    const api = fakeApi((call) => (call.url === '/admin/company' ? { data: page(ROWS) } : { status: 404, data: {} }));
    await renderRoute(routes, '/company');
    const rows = await screen.findAllByTestId('company-row');
    expect(rows).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: 'Wykorzystanie umowy' })).toBeInTheDocument();
    const acme = rows[0]!;
    expect(within(acme).getByText('ACME')).toBeInTheDocument();
    expect(within(acme).getByText('Artur Agent')).toBeInTheDocument();
    expect(within(acme).getByText('12')).toBeInTheDocument();
    const bars = within(acme).getAllByTestId('health-bar');
    expect(bars.map((b) => [b.dataset.kind, b.dataset.level])).toEqual([
      ['hours', 'warning'],
      ['arrivals', 'ok'],
    ]);
    expect(within(acme).getByText('Godziny: 08:30 z 10:00 (85%)')).toBeInTheDocument();
    expect(bars[0]).toHaveAttribute('title', 'Osiągnięto próg ostrzeżenia (80%); limit to 100%');
    expect(within(bars[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 z 4 (25%); Poniżej progu ostrzeżenia (80%)');
    const budex = within(rows[1]!).getAllByTestId('health-bar');
    expect(budex.map((b) => [b.dataset.kind, b.dataset.level])).toEqual([
      ['it', 'exceeded'],
      ['admin', 'warning'],
    ]);
    expect(budex[0]).toHaveAttribute('title', 'Osiągnięto limit (70%)');
    expect(budex[1]).toHaveAttribute('title', 'Osiągnięto próg ostrzeżenia (50%); limit to 70%');
    expect(within(budex[1]!).getByRole('progressbar', { name: /^Administracja: 06:00 z 10:00 \(60%\)$/ })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Bez pakietu')).toBeInTheDocument();
    expect(within(acme).getByRole('link', { name: 'Oceny' })).toHaveAttribute('href', '/admin/company/evaluations/1');
    expect(within(acme).getByRole('link', { name: 'Acme Sp. z o.o.' })).toHaveAttribute('href', '/admin/company/edit/1');
    expect(screen.getByRole('button', { name: 'Dodaj firmę' })).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sortowanie' }), '-open_tickets');
    await waitFor(() => expect(api.calls.at(-1)!.params).toMatchObject({ sort: '-open_tickets', page: 1 }));
  });

  it('offers no "add" to an agent (it edits only its assigned companies), in English', async () => {
    store.set(currentUserAtom, staff('agent'));
    await act(() => i18n.changeLanguage('en'));
    fakeApi((call) => (call.url === '/admin/company' ? { data: page([ROWS[0]!]) } : { status: 404, data: {} }));
    await renderRoute(routes, '/company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    await screen.findAllByTestId('company-row');
    expect(screen.getByRole('columnheader', { name: 'Contract health' })).toBeInTheDocument();
    expect(screen.getByText('Hours: 08:30 of 10:00 (85%)')).toBeInTheDocument();
    expect(screen.getAllByTestId('health-bar')[0]).toHaveAttribute('title', 'Warning level reached (80%); the limit is 100%');
    expect(screen.queryByRole('button', { name: 'Add company' })).not.toBeInTheDocument();
  });

  it('lets only admins and managers change the assigned agents: an agent sees them disabled (the server refuses a change)', async () => {
    fakeApi((call) =>
      call.method === 'GET' && call.url === '/admin/company/1' ? { data: { data: DETAIL } } : (agents(call) ?? { status: 404, data: {} }),
    );
    const admin = await renderRoute(routes, '/company/edit/1');
    await waitFor(() => expect(field('name').value).toBe('Acme Sp. z o.o.'));
    expect(screen.getByRole('combobox', { name: 'Przypisani agenci' })).toBeEnabled();
    admin.unmount();
    store.set(currentUserAtom, staff('agent'));
    await renderRoute(routes, '/company/edit/1');
    await waitFor(() => expect(field('name').value).toBe('Acme Sp. z o.o.'));
    expect(screen.getByRole('combobox', { name: 'Przypisani agenci' })).toBeDisabled();
  });

  it('shows the empty state, and the error state with a retry that loads the list', async () => {
    fakeApi((call) => (call.url === '/admin/company' ? { data: page([]) } : { status: 404, data: {} }));
    const empty = await renderRoute(routes, '/company');
    expect(await screen.findByText('Brak firm do wyświetlenia.')).toBeInTheDocument();
    empty.unmount();
    let failing = true;
    fakeApi((call) =>
      call.url === '/admin/company' ? (failing ? { status: 500, data: {} } : { data: page(ROWS) }) : { status: 404, data: {} },
    );
    await renderRoute(routes, '/company');
    const error = await screen.findByTestId('list-error');
    failing = false;
    await userEvent.setup().click(within(error).getByRole('button'));
    expect(await screen.findAllByTestId('company-row')).toHaveLength(3);
  });

  it('creates: Polish messages for TAG, domains and the default priority; a server 422 lands under its field with the typing kept', async () => {
    let attempt = 0;
    const api = fakeApi((call) => {
      if (call.method === 'POST' && call.url === '/admin/company') {
        attempt++;
        if (attempt === 1)
          return { status: 422, data: { message: 'Ten TAG ma już inna firma', errors: { tag: ['Ten TAG ma już inna firma'] } } };
        return { status: 201, data: { data: { ...DETAIL, id: 9 }, message: 'Firma została utworzona' } };
      }
      return agents(call) ?? { status: 404, data: {} };
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/company/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowa firma' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findAllByText('To pole jest wymagane')).toHaveLength(3);
    await user.type(field('name'), 'Nowa SA');
    await user.type(field('short_name'), 'Nowa');
    await user.type(field('tag'), 'NOWAX');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('TAG musi mieć od 3 do 4 znaków')).toBeInTheDocument();
    await user.type(field('tag'), '{Backspace}');
    await user.type(field('domain'), 'http://nowa.test');
    await user.click(screen.getByRole('button', { name: 'Dodaj domenę' }));
    expect(await screen.findByText('Jedna z domen zawiera błąd składniowy')).toBeInTheDocument();
    await user.clear(field('domain'));
    await user.type(field('domain'), 'nowa.test{Enter}');
    await user.type(field('domain'), 'nowa-firma.pl');
    await user.click(screen.getByRole('button', { name: 'Dodaj domenę' }));
    expect(screen.getAllByTestId('domain').map((d) => d.textContent)).toEqual(['nowa.test', 'nowa-firma.pl']);
    // The default priority unticked: exactly one default is required.
    const rows = screen.getAllByTestId('priority-row');
    await user.click(within(rows[1]!).getByRole('checkbox', { name: 'Domyślny' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByTestId('priorities-error')).toHaveTextContent('Dokładnie jeden priorytet musi być domyślny');
    await user.click(within(rows[3]!).getByRole('checkbox', { name: 'Domyślny' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Ten TAG ma już inna firma')).toBeInTheDocument();
    expect(field('name').value).toBe('Nowa SA');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/company/edit/9'));
    const sent = api.calls.filter((c) => c.method === 'POST').at(-1)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Nowa SA',
      short_name: 'Nowa',
      tag: 'NOWA',
      domains: ['nowa.test', 'nowa-firma.pl'],
      it_time_limit: 0,
      arrivals_limit: 0,
    });
    expect((sent.priorities as { priority: string; is_default: boolean }[]).filter((p) => p.is_default).map((p) => p.priority)).toEqual([
      'critical',
    ]);
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Firma została utworzona' }));
  }, 90_000);

  it('edits in English: the loaded company, its contract health, documentation and the employee-import section; saves with PUT', async () => {
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi((call) => {
      if (call.method === 'GET' && call.url === '/admin/company/1') return { data: { data: DETAIL } };
      if (call.method === 'PUT' && call.url === '/admin/company/1')
        return { data: { data: { ...DETAIL, name: 'Acme S.A.' }, message: 'Company updated' } };
      return agents(call) ?? { status: 404, data: {} };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/company/edit/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit company' })).toBeInTheDocument();
    await waitFor(() => expect(field('name').value).toBe('Acme Sp. z o.o.'));
    expect(screen.getAllByTestId('domain').map((d) => d.textContent)).toEqual(['acme.test', 'acme.pl']);
    expect(screen.getByText('Contract health (2026-11)')).toBeInTheDocument();
    // The company page's bar says its level and the company's threshold under it.
    expect(screen.getByText('Warning level reached (80%); the limit is 100%')).toBeInTheDocument();
    // The contract's terms on the company's page and in the form.
    expect(screen.getByTestId('company-contract-terms')).toHaveTextContent(
      'Contract: from 2026-01-01 to … · Renews yearly · carry-over up to 3 h · alerts 70% / 90%',
    );
    expect(field('contract_start').value).toBe('2026-01-01');
    expect(field('carry_over_cap_hours').value).toBe('3');
    expect(screen.getByRole('link', { name: 'Download dokumentacja.pdf' })).toHaveAttribute('href', '/api/admin/company/1/documentation');
    expect(screen.getByRole('button', { name: 'Replace PDF' })).toBeInTheDocument();
    expect(within(screen.getByTestId('company-employee-import')).getByText('Employee import')).toBeInTheDocument();
    // The import panel itself, loaded on demand below the form (its buttons never submit the company).
    expect(
      await within(screen.getByTestId('company-employee-import')).findByText('Import employees from a spreadsheet'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Evaluations' })).toHaveAttribute('href', '/admin/company/evaluations/1');
    await user.click(screen.getByRole('button', { name: 'Remove domain acme.pl' }));
    await user.clear(field('name'));
    await user.type(field('name'), 'Acme S.A.');
    // Emptied: no carry-over (null), not 0.
    await user.clear(field('carry_over_cap_hours'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      name: 'Acme S.A.',
      domains: ['acme.test'],
      agent_ids: [3],
      responsible_agent_id: 3,
      priorities: DETAIL.priorities,
      contract_start: '2026-01-01',
      contract_end: null,
      contract_renewal: 'yearly',
      carry_over_cap_hours: null,
      alert_warning_percent: 70,
      alert_limit_percent: 90,
    });
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Company updated' }));
  });

  it('edits in English: a server 422 lands under its field, the typing stays and the screen stays', async () => {
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi((call) => {
      if (call.method === 'GET' && call.url === '/admin/company/1') return { data: { data: DETAIL } };
      if (call.method === 'PUT' && call.url === '/admin/company/1') return invalid({ tag: ['Another company has this TAG already'] });
      return agents(call) ?? { status: 404, data: {} };
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/company/edit/1');
    await waitFor(() => expect(field('name').value).toBe('Acme Sp. z o.o.'));
    await user.clear(field('tag'));
    await user.type(field('tag'), 'BUDX');
    await user.clear(field('name'));
    await user.type(field('name'), 'Acme S.A.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectRefusedField(field('tag'), 'Another company has this TAG already', 'BUDX');
    expect(field('name').value).toBe('Acme S.A.');
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ tag: 'BUDX', name: 'Acme S.A.' });
    expect(router.state.location.pathname).toBe('/company/edit/1');
    expect(toasts.filter((toast) => toast.intent === 'success')).toEqual([]);
  });

  it('uploads the IT documentation: a refused file says why, a PDF replaces the download link', async () => {
    let attempt = 0;
    fakeApi((call) => {
      if (call.method === 'GET' && call.url === '/admin/company/1') return { data: { data: { ...DETAIL, documentation: null } } };
      if (call.method === 'POST' && call.url === '/admin/company/1/documentation') {
        attempt++;
        if (attempt === 1)
          return { status: 422, data: { message: 'Dozwolone są tylko pliki PDF', errors: { file: ['Dozwolone są tylko pliki PDF'] } } };
        return {
          data: { data: { ...DETAIL, documentation: { filename: 'it.pdf', size: 9 } }, message: 'Dokumentacja IT została zapisana' },
        };
      }
      return agents(call) ?? { status: 404, data: {} };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/company/edit/1');
    const section = await screen.findByTestId('documentation');
    expect(within(section).getByText('Nie dodano dokumentacji.')).toBeInTheDocument();
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'udaje.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ intent: 'error', body: 'Dozwolone są tylko pliki PDF' })));
    await user.upload(input, new File(['%PDF-1.4 x'], 'it.pdf', { type: 'application/pdf' }));
    expect(await within(section).findByRole('link', { name: 'Pobierz it.pdf' })).toHaveAttribute(
      'href',
      '/api/admin/company/1/documentation',
    );
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Dokumentacja IT została zapisana' }));
  });

  it('removes the IT documentation after confirmation; the History tab then lists it', async () => {
    const api = fakeApi((call) => {
      if (call.method === 'GET' && call.url === '/admin/company/1') return { data: { data: DETAIL } };
      if (call.method === 'DELETE' && call.url === '/admin/company/1/documentation')
        return { data: { data: { ...DETAIL, documentation: null }, message: 'Dokumentacja IT została usunięta' } };
      if (call.url === '/admin/audit-log')
        return {
          data: auditPage([
            {
              id: 1,
              at: '2026-11-28T10:00:00.000Z',
              user: { id: 1, name: 'Adam Administrator' },
              ip: '127.0.0.1',
              record_kind: 'company',
              record_id: '1',
              label: 'BUDX Acme',
              action: 'updated',
              changes: [{ field: 'itDocumentation', before: { name: 'dokumentacja.pdf', size: 1234 }, after: null }],
            },
          ]),
        };
      return agents(call) ?? { status: 404, data: {} };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/company/edit/1');
    const section = await screen.findByTestId('documentation');
    await user.click(within(section).getByRole('button', { name: 'Usuń PDF' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Usunąć dokumentację dokumentacja.pdf?');
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /Usuń/ }));
    expect(await within(section).findByText('Nie dodano dokumentacji.')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Dokumentacja IT została usunięta' }));
    expect(within(section).queryByRole('button', { name: 'Usuń PDF' })).toBeNull();

    expect(api.calls.filter((c) => c.url === '/admin/audit-log')).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Historia' }));
    const history = await screen.findByTestId('company-history');
    expect(await within(history).findByTestId('audit-entry')).toHaveTextContent(
      'itDocumentation: {"name":"dokumentacja.pdf","size":1234} → (brak)',
    );
    expect(api.calls.find((c) => c.url === '/admin/audit-log')!.params).toMatchObject({
      record_kind: 'company,company-pricing,invoicing-month',
      record_id: '1',
    });
  });

  it.each([
    ['pl', 'Plik musi mieć rozszerzenie: pdf', 'Plik musi być mniejszy niż 20\u00a0480 KB'],
    ['en', 'The file must have one of the extensions: pdf', 'The file must be smaller than 20,480 KB'],
  ] as const)(
    'refuses a documentation file that is not a .pdf or is over the limit before sending it (%s)',
    async (lang, notPdf, tooBig) => {
      await act(() => i18n.changeLanguage(lang));
      const api = fakeApi((call) => {
        if (call.method === 'GET' && call.url === '/admin/company/1') return { data: { data: { ...DETAIL, documentation: null } } };
        return agents(call) ?? { status: 404, data: {} };
      });
      const user = userEvent.setup({ applyAccept: false });
      await renderRoute(routes, '/company/edit/1');
      const input = (await screen.findByTestId('documentation')).querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(
        input,
        new File(['PK'], 'notatki.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
      );
      await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ intent: 'error', body: notPdf })));
      const big = new File(['%PDF-1.4'], 'duza.pdf', { type: 'application/pdf' });
      Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
      await user.upload(input, big);
      await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ intent: 'error', body: tooBig })));
      expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
      await act(() => i18n.changeLanguage('pl'));
    },
  );
});
