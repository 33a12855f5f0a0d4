import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, invalid, page, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from './routes.tsx';

// jsdom has no layout for ECharts; the figures are asserted through the screens' tables.
jest.mock('./features/profitability/components/profit-chart.tsx', () => ({
  ProfitChart: ({ label, series }: { label: string; series: { name: string; values: number[] }[] }) => (
    <div role="img" aria-label={label} data-values={series.map((s) => `${s.name}:${s.values.join(',')}`).join('|')} />
  ),
}));

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const AGENTS = [
  { id: 3, name: 'Artur Agent', agent_type: 'support' },
  { id: 4, name: 'Beata Bąk', agent_type: 'developer' },
];
const COMPANIES = [
  { id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME' },
  { id: 2, name: 'Budex S.A.', short_name: 'Budex', tag: 'BUDX' },
];
const COST = {
  id: 11,
  agent: { id: 3, name: 'Artur Agent' },
  net_salary: 700_000,
  allowances: 200_050,
  total_cost: 900_050,
  valid_from: '2026-03-01',
  notes: 'Podwyżka',
  in_force: true,
};
const OLD_COST = {
  ...COST,
  id: 10,
  net_salary: 600_000,
  allowances: 0,
  total_cost: 600_000,
  valid_from: '2026-01-01',
  notes: null,
  in_force: false,
};
const PRICING = {
  id: 21,
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  package_hours: 10,
  package_price: 150_000,
  overtime_price: 15_000,
  package_visits: 2,
  extra_visit_price: 8_050,
  valid_from: '2026-01-01',
  notes: null,
  hours_no_limit: false,
  arrivals_no_limit: true,
  in_force: true,
};
const AMOUNTS = { package: 150_000, overtime: 30_000, extra_visits: 8_050, total: 188_050 };
const kinds = {
  it: { reported_minutes: 420, charged_minutes: 420, package_minutes: null, over_minutes: 120 },
  admin: { reported_minutes: 0, charged_minutes: 0, package_minutes: null, over_minutes: 0 },
  developer: { reported_minutes: 0, charged_minutes: 0, package_minutes: null, over_minutes: 0 },
  specialist: { reported_minutes: 0, charged_minutes: 0, package_minutes: null, over_minutes: 0 },
};
const profitMonth = (month: string, revenue: number, cost: number) => ({
  month,
  projected: true,
  revenue,
  cost,
  margin: revenue - cost,
  margin_percent: revenue ? Math.round(((revenue - cost) * 1000) / revenue) / 10 : null,
  sold_minutes: 600,
  used_minutes: 420,
});
const PROFITABILITY = {
  range: { from: '2026-09', to: '2026-10' },
  companies: [
    {
      company: { id: 1, tag: 'ACME', short_name: 'Acme' },
      revenue: 188_050,
      cost: 46_053,
      margin: 141_997,
      margin_percent: 75.5,
      sold_minutes: 1200,
      used_minutes: 420,
      months: [profitMonth('2026-09', 0, 0), profitMonth('2026-10', 188_050, 46_053)],
    },
    {
      company: { id: 2, tag: 'BUDX', short_name: 'Budex' },
      revenue: 100_000,
      cost: 150_000,
      margin: -50_000,
      margin_percent: -50,
      sold_minutes: null,
      used_minutes: 900,
      months: [profitMonth('2026-09', 50_000, 75_000), profitMonth('2026-10', 50_000, 75_000)],
    },
  ],
};
const COMPANY_DETAIL = {
  range: PROFITABILITY.range,
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  months: [
    {
      month: '2026-10',
      pricing_id: 21,
      package_minutes: 300,
      reported_minutes: 420,
      charged_minutes: 420,
      over_minutes: 120,
      outside_contract_minutes: 0,
      per_kind: kinds,
      arrivals: { used: 1, package: 0, extra: 1 },
      amounts: AMOUNTS,
      reports: [
        {
          report_id: 501,
          ticket_id: 42,
          agent_id: 3,
          day: '2026-10-02',
          kind: 'it',
          minutes: 300,
          charged_minutes: 300,
          over_minutes: 0,
          overtime_percent: 0,
          outside_contract: false,
          arrival: false,
          extra_visit: false,
          overtime_amount: 0,
          visit_amount: 0,
        },
        {
          report_id: 502,
          ticket_id: 42,
          agent_id: 3,
          day: '2026-10-03',
          kind: 'it',
          minutes: 100,
          charged_minutes: 120,
          over_minutes: 120,
          overtime_percent: 50,
          outside_contract: false,
          arrival: true,
          extra_visit: true,
          overtime_amount: 45_000,
          visit_amount: 8_050,
        },
      ],
      projected: true,
      cost: 46_053,
      agents: [{ agent: { id: 3, name: 'Artur Agent' }, month: '2026-10', minutes: 400, charged_minutes: 420, cost: 46_053 }],
    },
  ],
};
const hours = (billable: number) => ({ billable, overtime: 60, outside_contract: 30, internal: 120 });
const AGENT_PROFITABILITY = {
  range: PROFITABILITY.range,
  agents: [
    {
      agent: { id: 3, name: 'Artur Agent' },
      revenue: 188_050,
      cost: 1_000_001,
      margin: -811_951,
      margin_percent: -431.8,
      minutes: hours(420),
      expected_minutes: 9120,
      utilisation: 4.6,
    },
    {
      agent: { id: 4, name: 'Beata Bąk' },
      revenue: 300_000,
      cost: 100_000,
      margin: 200_000,
      margin_percent: 66.7,
      minutes: hours(6000),
      expected_minutes: 9120,
      utilisation: 65.8,
    },
  ],
};
const AGENT_DETAIL = {
  range: PROFITABILITY.range,
  agent: { id: 4, name: 'Beata Bąk' },
  months: [
    {
      month: '2026-10',
      revenue: 300_000,
      cost: 100_000,
      margin: 200_000,
      margin_percent: 66.7,
      minutes: hours(6000),
      expected_minutes: 9120,
    },
  ],
  companies: [{ company: { id: 2, tag: 'BUDX', short_name: 'Budex' }, charged_minutes: 6000, revenue: 300_000 }],
};

const lookups = (url: string) =>
  url === '/admin/lookups/agents' ? { data: { data: AGENTS } } : url === '/admin/lookups/companies' ? { data: { data: COMPANIES } } : null;

const COST_DELETED = {
  id: 40,
  at: '2026-11-02T10:00:00.000Z',
  user: { id: 1, name: 'Adam Administrator' },
  ip: '203.0.113.9',
  record_kind: 'agent-cost',
  record_id: '4',
  label: 'Beata Agent · 2026-01-01',
  action: 'deleted',
  changes: [{ field: 'netSalary', before: 7000, after: null }],
};

describe('finance screens', () => {
  const { toasts } = setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staffUser('admin')));
  afterEach(() => store.set(currentUserAtom, null));

  it('agent costs: the history with money in złote and the row in force, filter by agent, delete after confirmation (pl)', async () => {
    const api = fakeApi((call) => {
      const lookup = lookups(call.url);
      if (lookup) return lookup;
      if (call.url === '/admin/agent-costs') return { data: { data: call.params.agent_id === 4 ? [] : [COST, OLD_COST] } };
      if (call.url === '/admin/agent-costs/11' && call.method === 'DELETE') return { data: { message: 'Koszt agenta został usunięty' } };
      if (call.url === '/admin/audit-log') return { data: page([COST_DELETED]) };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/agent-costs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Koszty agentów' })).toBeInTheDocument();
    const [current, old] = await screen.findAllByTestId('agent-cost-row');
    expect(current).toHaveTextContent(/Artur Agent\s*Obowiązuje/);
    expect(current).toHaveTextContent(/7000,00\s*zł/);
    expect(current).toHaveTextContent(/9000,50\s*zł/);
    expect(current).toHaveTextContent('2026-03-01');
    expect(old).not.toHaveTextContent('Obowiązuje');
    expect(within(current!).getByRole('link', { name: 'Artur Agent' })).toHaveAttribute('href', '/admin/agent-costs/edit/11');
    await u.click(within(current!).getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Usunąć koszt agenta Artur Agent od 2026-03-01?');
    await u.click(within(dialog).getByRole('button', { name: /Usuń/ }));
    await waitFor(() => expect(api.to('/admin/agent-costs/11', 'DELETE')).toHaveLength(1));
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Koszt agenta został usunięty' }));
    expect(api.to('/admin/audit-log')).toHaveLength(0);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), '4');
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Brak kosztów agentów');
    // The agent chosen: a History tab for its costs (deleted rows included), fetched only once it is opened.
    // The tabs load with their own chunk once an agent is chosen.
    expect(await screen.findByRole('tab', { name: 'Dane' })).toHaveAttribute('aria-selected', 'true');
    expect(api.to('/admin/audit-log')).toHaveLength(0);
    await u.click(screen.getByRole('tab', { name: 'Historia' }));
    const history = await screen.findByTestId('agent-cost-history');
    expect(history).toHaveAttribute('role', 'tabpanel');
    expect(await within(history).findByTestId('audit-entry')).toHaveTextContent('netSalary: 7000 → (brak)');
    expect(api.to('/admin/audit-log')[0]!.params).toMatchObject({ record_kind: 'agent-cost', record_id: '4' });
  });

  it('agent cost form sent empty: the agent, the salary and the date each say the field is required (pl)', async () => {
    const api = fakeApi((call) => lookups(call.url) ?? { status: 404, data: {} });
    const u = userEvent.setup();
    await renderRoute(routes, '/agent-costs/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowy koszt agenta' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.getAllByText('To pole jest wymagane')).toHaveLength(3));
    for (const name of ['agent_id', 'net_salary', 'valid_from']) expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/większe lub równe|poprawną datą/)).not.toBeInTheDocument();
    expect(api.to('/admin/agent-costs', 'POST')).toHaveLength(0);
  });

  it('agent cost form: sends grosze, shows the server’s field message and keeps what was typed (en)', async () => {
    await act(() => i18n.changeLanguage('en'));
    let tries = 0;
    const api = fakeApi((call) => {
      const lookup = lookups(call.url);
      if (lookup) return lookup;
      if (call.url === '/admin/agent-costs' && call.method === 'POST') {
        tries++;
        if (tries === 1) return invalid({ valid_from: ['A row valid from this date already exists'] });
        return { status: 201, data: { data: COST, message: 'Agent cost added' } };
      }
      if (call.url === '/admin/agent-costs') return { data: { data: [COST] } };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    const { router } = await renderRoute(routes, '/agent-costs/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'New agent cost' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(api.to('/admin/agent-costs', 'POST')).toHaveLength(0);
    await waitFor(() => expect(within(field('agent_id') as unknown as HTMLElement).getByText('Artur Agent')).toBeInTheDocument());
    await u.selectOptions(field('agent_id'), '3');
    await u.type(field('net_salary'), '7 000.00');
    await u.clear(field('allowances'));
    await u.type(field('allowances'), '2000,5');
    await u.type(field('valid_from'), '2026-03-01');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A row valid from this date already exists')).toBeInTheDocument();
    expect(field('net_salary').value).toBe('7 000.00');
    expect(api.to('/admin/agent-costs', 'POST')[0]!.body).toMatchObject({
      agent_id: 3,
      net_salary: 700_000,
      allowances: 200_050,
      total_cost: null,
      valid_from: '2026-03-01',
    });
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/agent-costs'));
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Agent cost added' }));
  });

  it('agent cost edit: loads the row into the form in złote (pl)', async () => {
    fakeApi((call) => lookups(call.url) ?? (call.url === '/admin/agent-costs/11' ? { data: { data: COST } } : { status: 404, data: {} }));
    await renderRoute(routes, '/agent-costs/edit/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edycja kosztu agenta' })).toBeInTheDocument();
    await waitFor(() => expect(field('net_salary').value).toBe('7000,00'));
    expect(field('allowances').value).toBe('2000,50');
    expect(field('valid_from').value).toBe('2026-03-01');
  });

  it('company pricing: the list in English with no-limit flags', async () => {
    await act(() => i18n.changeLanguage('en'));
    fakeApi(
      (call) => lookups(call.url) ?? (call.url === '/admin/company-pricing' ? { data: { data: [PRICING] } } : { status: 404, data: {} }),
    );
    await renderRoute(routes, '/company-pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company pricing' })).toBeInTheDocument();
    const [row] = await screen.findAllByTestId('pricing-row');
    expect(row).toHaveTextContent(/Acme\s*In force/);
    expect(row).toHaveTextContent('10 h');
    expect(row).toHaveTextContent('PLN 1,500.00');
    expect(row).toHaveTextContent('PLN 80.50');
    expect(row).toHaveTextContent('no limit');
  });

  it('company pricing form: a row valid from a past month previews what changes, then saves (pl)', async () => {
    const api = fakeApi((call) => {
      const lookup = lookups(call.url);
      if (lookup) return lookup;
      if (call.url === '/admin/company-pricing/preview')
        return { data: { data: [{ month: '2026-03', before: { package: 0, overtime: 0, extra_visits: 0, total: 0 }, after: AMOUNTS }] } };
      if (call.url === '/admin/company-pricing' && call.method === 'POST')
        return { status: 201, data: { data: PRICING, message: 'Cennik firmy został dodany' } };
      if (call.url === '/admin/company-pricing') return { data: { data: [PRICING] } };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    const { router } = await renderRoute(routes, '/company-pricing/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowy cennik' })).toBeInTheDocument();
    await waitFor(() => expect(within(field('company_id') as unknown as HTMLElement).getByText('Acme Sp. z o.o.')).toBeInTheDocument());
    await u.selectOptions(field('company_id'), '1');
    await u.clear(field('package_hours'));
    await u.type(field('package_hours'), '5');
    await u.clear(field('package_price'));
    await u.type(field('package_price'), '1500');
    await u.clear(field('overtime_price'));
    await u.type(field('overtime_price'), '150,00');
    expect(screen.queryByRole('button', { name: 'Pokaż zmiany w minionych miesiącach' })).toBeNull();
    await u.type(field('valid_from'), '2026-03-01');
    await u.click(await screen.findByRole('button', { name: 'Pokaż zmiany w minionych miesiącach' }));
    const preview = await screen.findByTestId('pricing-preview');
    expect(within(preview).getByRole('row', { name: /2026-03\s*0,00\s*zł\s*1880,50\s*zł/ })).toBeInTheDocument();
    expect(api.to('/admin/company-pricing/preview')[0]!.body).toMatchObject({
      company_id: 1,
      package_hours: 5,
      package_price: 150_000,
      overtime_price: 15_000,
      valid_from: '2026-03-01',
      id: null,
    });
    await u.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/company-pricing'));
    expect(toasts).toContainEqual(expect.objectContaining({ body: 'Cennik firmy został dodany' }));
  });

  it('company profitability: figures per company, sorting, the chart of the range and the drill-down to entries (pl)', async () => {
    const api = fakeApi((call) => {
      if (call.url === '/admin/profitability') return { data: { data: PROFITABILITY } };
      if (call.url === '/admin/profitability/1') return { data: { data: COMPANY_DETAIL } };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/profitability');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rentowność firm' })).toBeInTheDocument();
    let rows = await screen.findAllByTestId('profitability-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Acme', 'Budex']);
    expect(rows[0]).toHaveTextContent(/1880,50\s*zł/);
    expect(rows[0]).toHaveTextContent(/460,53\s*zł/);
    expect(rows[0]).toHaveTextContent(/75,5\s*%/);
    expect(rows[0]).toHaveTextContent('20:00');
    expect(rows[1]).toHaveTextContent('bez limitu');
    expect(await screen.findByRole('img', { name: 'Przychód i koszt w miesiącach' })).toHaveAttribute(
      'data-values',
      'Przychód:500,2380.5|Koszt:750,1210.53',
    );
    await u.click(screen.getByRole('button', { name: 'Marża' }));
    rows = screen.getAllByTestId('profitability-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Budex', 'Acme']);
    await u.click(within(rows[1]!).getByRole('button', { name: 'Szczegóły: Acme' }));
    const detail = await screen.findByTestId('profitability-detail');
    const entries = await within(detail).findAllByTestId('profitability-entry');
    expect(entries[1]).toHaveTextContent(/2026-10-03.*#42.*IT \+50%.*dodatkowa wizyta.*01:40.*02:00.*02:00.*530,50\s*zł/);
    expect(within(detail).getAllByRole('link', { name: '#42' })[0]).toHaveAttribute('href', '/admin/ticket/show/42');
    expect(within(detail).getByText('Artur Agent')).toBeInTheDocument();
    expect(detail).toHaveTextContent('prognoza');
    // jsdom types no month into a month input: the change event stands for the browser's picker.
    fireEvent.change(screen.getByLabelText('Od miesiąca'), { target: { value: '2026-01' } });
    await waitFor(() => expect(api.to('/admin/profitability').at(-1)!.params).toMatchObject({ from: '2026-01' }));
  });

  it('agent profitability: cost, hours by kind, revenue, margin, utilisation and the drill-down (en)', async () => {
    await act(() => i18n.changeLanguage('en'));
    fakeApi((call) => {
      if (call.url === '/admin/agent-profitability') return { data: { data: AGENT_PROFITABILITY } };
      if (call.url === '/admin/agent-profitability/4') return { data: { data: AGENT_DETAIL } };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/agent-profitability');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent profitability' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('agent-profitability-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Beata Bąk', 'Artur Agent']);
    expect(rows[1]).toHaveTextContent(/Artur Agent\s*PLN 10,000.01\s*07:00\s*01:00\s*00:30\s*02:00\s*PLN 1,880.50\s*-PLN 8,119.51\s*4.6%/);
    await u.click(screen.getByRole('button', { name: 'Utilisation' }));
    await u.click(screen.getByRole('button', { name: 'Utilisation' }));
    expect(screen.getAllByTestId('agent-profitability-row').map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Artur Agent',
      'Beata Bąk',
    ]);
    await u.click(screen.getByRole('button', { name: 'Details: Beata Bąk' }));
    const detail = await screen.findByTestId('agent-profitability-detail');
    expect(await within(detail).findByTestId('agent-profitability-company')).toHaveTextContent(/Budex\s*100:00\s*PLN 3,000.00/);
    expect(within(detail).getByTestId('agent-profitability-month')).toHaveTextContent(/2026-10\s*PLN 3,000.00\s*PLN 1,000.00/);
    expect(await within(detail).findByRole('img', { name: 'Revenue and cost by month' })).toBeInTheDocument();
  });

  it('profitability exports: XLSX and CSV links of the range, the CSV in the dialect chosen (default the language’s)', async () => {
    fakeApi((call) => {
      if (call.url === '/admin/profitability') return { data: { data: PROFITABILITY } };
      if (call.url === '/admin/agent-profitability') return { data: { data: AGENT_PROFITABILITY } };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/profitability');
    await screen.findAllByTestId('profitability-row');
    const exports = screen.getByTestId('profit-export');
    const xlsx = within(exports).getByRole('link', { name: 'Eksport XLSX' }).getAttribute('href')!;
    expect(xlsx).toMatch(/\/admin\/profitability\/export\?from=\d{4}-\d{2}&to=\d{4}-\d{2}&format=xlsx$/);
    expect(within(exports).getByRole('link', { name: 'Eksport CSV' }).getAttribute('href')).toMatch(/format=csv&dialect=pl$/);
    await u.selectOptions(within(exports).getByRole('combobox', { name: 'Format CSV' }), 'en');
    expect(within(exports).getByRole('link', { name: 'Eksport CSV' }).getAttribute('href')).toMatch(/format=csv&dialect=en$/);

    await act(() => i18n.changeLanguage('en'));
    await renderRoute(routes, '/agent-profitability');
    await screen.findAllByTestId('agent-profitability-row');
    const agent = screen.getAllByTestId('profit-export').at(-1)!;
    expect(within(agent).getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(
      /\/admin\/agent-profitability\/export\?.*format=csv&dialect=en$/,
    );
  });

  it('shows the error with a retry when the figures cannot be loaded', async () => {
    fakeApi(() => ({ status: 500, data: { message: 'Błąd serwera' } }));
    await renderRoute(routes, '/profitability');
    expect(await screen.findByText(/Nie udało się wczytać danych\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });

  it('a manager opening a finance screen lands on /error', async () => {
    store.set(currentUserAtom, staffUser('manager'));
    fakeApi(() => ({ data: { data: [] } }));
    const { router } = await renderRoute(routes, '/agent-costs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });
});
