import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const TOTALS = {
  minutes: 271,
  normal_minutes: 136,
  overtime_minutes: { 50: 60, 100: 30, 150: 45 },
  weighted_minutes: 398.5,
  outside_contract_minutes: 75,
  charged_minutes: 420,
};
const row = (id: number, day: string, minutes: number, extra: Record<string, unknown> = {}) => ({
  id,
  day,
  ticket: { id: 40 + id, fullid: `ACME-${40 + id}`, subject: 'Drukarka' },
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  status: 'in-progress',
  from_hour: '09:00',
  agent: { id: 3, name: 'Artur Agent' },
  kind: 'it',
  minutes,
  normal_minutes: minutes,
  overtime_minutes: 0,
  overtime_percent: 0,
  outside_contract_minutes: 0,
  day_total_minutes: 60,
  first_of_day: true,
  ...extra,
});
const REPORT = {
  agent: { id: 3, name: 'Artur Agent' },
  from: '2022-03-07',
  to: '2022-03-13',
  view: 'entries',
  rows: [
    row(1, '2022-03-07', 20),
    row(2, '2022-03-07', 25, { first_of_day: false }),
    row(3, '2022-03-09', 60, { normal_minutes: 0, overtime_minutes: 60, overtime_percent: 50 }),
  ],
  groups: [],
  totals: TOTALS,
  // The first page of 23 time reports; the totals are the whole period's.
  meta: { current_page: 1, from: 1, to: 3, last_page: 2, per_page: 20, total: 23 },
};
const AGENTS = [
  { id: 3, name: 'Artur Agent' },
  { id: 1, name: 'Adam Administrator' },
];

describe('agent report (reports)', () => {
  setUpScreenTests();
  afterEach(() => store.set(currentUserAtom, null));

  it('generates the report for the chosen consultant and period, shows the spec’s columns and totals, exports XLSX with progress and a download link, and a CSV in the chosen dialect', async () => {
    store.set(currentUserAtom, staffUser('admin', { roles: ['agent', 'admin'] }));
    let polls = 0;
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/agents') return { data: { data: AGENTS } };
      if (call.url === '/admin/reports/agent') {
        if (call.params?.page !== 2) return { data: { data: REPORT } };
        const meta = { ...REPORT.meta, current_page: 2, from: 21, to: 23 };
        return { data: { data: { ...REPORT, rows: [row(4, '2022-03-12', 30, { agent: { id: 3, name: 'Druga Strona' } })], meta } } };
      }
      if (call.url === '/admin/reports/exports')
        return {
          status: 202,
          data: { data: { id: 'job-1', status: 'running', progress: 0, rows: 0, file_name: 'raport-agenta.xlsx', download_url: null } },
        };
      if (call.url === '/admin/exports/job-1') {
        polls++;
        return {
          data: {
            data:
              polls < 2
                ? { id: 'job-1', status: 'running', progress: 0.5, rows: 2, file_name: 'raport-agenta.xlsx', download_url: null }
                : {
                    id: 'job-1',
                    status: 'done',
                    progress: 1,
                    rows: 5,
                    file_name: 'raport-agenta.xlsx',
                    download_url: '/admin/exports/job-1/file',
                  },
          },
        };
      }
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/agent-report');
    expect(await screen.findByRole('heading', { level: 1, name: 'Raport agenta' })).toBeInTheDocument();
    expect(screen.getByText('Wybierz konsultanta i okres, a potem „Generuj”.')).toBeInTheDocument();
    expect(api.to('/admin/reports/agent')).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Artur Agent' })).toBeInTheDocument());
    await u.selectOptions(screen.getByRole('combobox', { name: 'Konsultant' }), '3');
    const from = screen.getByLabelText(/^Od/);
    await u.clear(from);
    await u.type(from, '2022-03-07');
    const to = screen.getByLabelText(/^Do/);
    await u.clear(to);
    await u.type(to, '2022-03-13');
    await u.click(screen.getByRole('button', { name: 'Generuj' }));
    await waitFor(() =>
      expect(api.to('/admin/reports/agent').at(-1)!.params).toEqual({
        agent_id: 3,
        from: '2022-03-07',
        to: '2022-03-13',
        view: 'entries',
        page: 1,
        per_page: 20,
      }),
    );

    const table = await screen.findByTestId('agent-report-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Data',
      'Zgłoszenie',
      'Status',
      'Rozpoczęcie pracy',
      'Konsultant',
      'Typ',
      'Czas',
      'Godziny normalne',
      'Nadgodziny',
      'Poza umową',
      'Suma dnia',
    ]);
    const rows = screen.getAllByTestId('agent-report-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'ACME-41' })).toHaveAttribute('href', '/admin/ticket/show/41');
    expect(rows[0]).toHaveTextContent('W trakcie');
    expect(rows[1]!.lastChild).toHaveTextContent(/^$/);
    expect(rows[2]).toHaveTextContent('01:00 (50%)');
    expect(screen.getByTestId('agent-report-total-row')).toHaveTextContent('Razem04:3102:1602:1501:1507:00');
    expect(screen.getByTestId('agent-report-charged')).toHaveTextContent('07:00');
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–3 z 23');

    // The next page: its rows, the same period totals.
    await u.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('21–23 z 23'));
    expect(api.to('/admin/reports/agent').at(-1)!.params).toMatchObject({ page: 2, per_page: 20 });
    expect(screen.getAllByTestId('agent-report-row')).toHaveLength(1);
    expect(screen.getByTestId('agent-report-row')).toHaveTextContent('Druga Strona');
    expect(screen.getByTestId('agent-report-total-row')).toHaveTextContent('Razem04:3102:1602:1501:1507:00');

    // The export takes every row of the generated query, whatever the page.
    await u.click(screen.getByRole('button', { name: 'Eksport XLSX' }));
    expect(api.to('/admin/reports/exports').at(-1)!.body).toEqual({
      report: 'agent',
      format: 'xlsx',
      dialect: 'pl',
      query: { agent_id: 3, from: '2022-03-07', to: '2022-03-13', view: 'entries' },
    });
    // The CSV's dialect is a choice beside the buttons, the user's language's by default.
    expect(screen.getByRole('combobox', { name: 'Format CSV' })).toHaveValue('pl');
    expect(await screen.findByRole('progressbar', { name: 'Postęp eksportu' })).toBeInTheDocument();
    const link = await screen.findByTestId('export-download', {}, { timeout: 4000 });
    expect(link).toHaveTextContent('Pobierz raport-agenta.xlsx');
    expect(link).toHaveAttribute('href', '/api/admin/exports/job-1/file');

    // The other dialect, chosen by the user, goes with the CSV's job.
    await u.selectOptions(screen.getByRole('combobox', { name: 'Format CSV' }), 'Angielski (przecinek, kropka dziesiętna)');
    await u.click(screen.getByRole('button', { name: 'Eksport CSV' }));
    expect(api.to('/admin/reports/exports').at(-1)!.body).toMatchObject({ report: 'agent', format: 'csv', dialect: 'en' });
  });

  it('lets an agent report on itself only, in English, with the per-ticket view and the empty and error states', async () => {
    await act(() => i18n.changeLanguage('en'));
    store.set(currentUserAtom, staffUser('agent', { id: 3 }));
    let fail = true;
    const api = fakeApi((call) => {
      if (call.url === '/admin/reports/agent') {
        if (fail) return { status: 500, data: { message: 'Server Error' } };
        return {
          data: {
            data: {
              ...REPORT,
              view: 'tickets',
              rows: [],
              groups: [
                {
                  key: 't41',
                  ticket: { id: 41, fullid: 'ACME-41', subject: 'Printer' },
                  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
                  entries: 2,
                  totals: { ...TOTALS, minutes: 45 },
                },
              ],
              meta: { current_page: 1, from: 1, to: 1, last_page: 1, per_page: 20, total: 1 },
            },
          },
        };
      }
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/agent-report-backup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent report (backup)' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Consultant' })).not.toBeInTheDocument();
    expect(api.to('/admin/lookups/agents')).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByTestId('list-error')).toHaveTextContent('Could not load the report.');
    expect(api.to('/admin/reports/agent').at(-1)!.params).toMatchObject({ agent_id: 3, view: 'tickets' });
    fail = false;
    await u.click(within(screen.getByTestId('list-error')).getByRole('button'));
    const [group] = await screen.findAllByTestId('agent-report-row');
    expect(within(group!).getByRole('link', { name: 'ACME-41 — Printer' })).toBeInTheDocument();
    expect(group).toHaveTextContent('00:45');
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–1 of 1');
    // Another page size asks for its first page.
    await u.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    await waitFor(() => expect(api.to('/admin/reports/agent').at(-1)!.params).toMatchObject({ page: 1, per_page: 50, view: 'tickets' }));
    await act(() => i18n.changeLanguage('pl'));
  });
});

describe('daily report (reports)', () => {
  setUpScreenTests();
  afterEach(() => store.set(currentUserAtom, null));

  const DAILY = {
    day: '2022-03-07',
    agents: [
      {
        agent: { id: 3, name: 'Artur Agent' },
        time_scope: 480,
        on_leave: false,
        expected_minutes: 480,
        reported_minutes: 75,
        missing_minutes: 405,
        per_kind: { it: 20, admin: 25, developer: 0, specialist: 0, internal: 30 },
        tickets_worked: 2,
        tickets_new: 1,
        tickets_resolved: 1,
      },
    ],
    companies: [{ company: { id: 1, tag: 'ACME', short_name: 'Acme' }, minutes: 55, charged_minutes: 120 }],
    totals: { expected_minutes: 480, reported_minutes: 75, missing_minutes: 405, tickets_new: 4, tickets_resolved: 2 },
  };

  for (const lang of ['pl', 'en'] as const) {
    it(`shows yesterday's figures per agent and company and changes the day (${lang})`, async () => {
      await act(() => i18n.changeLanguage(lang));
      store.set(currentUserAtom, staffUser('manager'));
      const api = fakeApi((call) => (call.url === '/admin/reports/daily' ? { data: { data: DAILY } } : { status: 404, data: {} }));
      const u = userEvent.setup();
      await renderRoute(routes, '/daily-report');
      expect(await screen.findByRole('heading', { level: 1, name: lang === 'pl' ? 'Raport dzienny' : 'Daily report' })).toBeInTheDocument();
      const yesterday = new Date(
        Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date())}T00:00:00Z`) - 86_400_000,
      )
        .toISOString()
        .slice(0, 10);
      expect(api.to('/admin/reports/daily')[0]!.params).toEqual({ day: yesterday });
      const [agent] = await screen.findAllByTestId('daily-agent-row');
      expect(agent).toHaveTextContent(
        lang === 'pl'
          ? 'Artur Agent08:00nie08:0001:1500:2000:2500:0000:0000:3006:45211'
          : 'Artur Agent08:00no08:0001:1500:2000:2500:0000:0000:3006:45211',
      );
      expect(screen.getByTestId('daily-company-row')).toHaveTextContent('ACME — Acme00:5502:00');
      expect(screen.getByTestId('daily-desk-new')).toHaveTextContent(lang === 'pl' ? 'Nowe zgłoszenia: 4' : 'New tickets: 4');
      const day = screen.getByLabelText(lang === 'pl' ? 'Dzień' : 'Day');
      await u.clear(day);
      await u.type(day, '2022-03-08');
      await waitFor(() => expect(api.to('/admin/reports/daily').at(-1)!.params).toEqual({ day: '2022-03-08' }));
      await act(() => i18n.changeLanguage('pl'));
    });
  }
});
