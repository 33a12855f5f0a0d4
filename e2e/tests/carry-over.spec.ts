/**
 * Carry-over on the invoice, in the browser: a company whose contract carries unused hours (up to 3 h) left 5 h of
 * its 10 h package unused in one month; the next month's invoicing detail shows the package of 13 h with the 3 h
 * carried named, and bills only the hours beyond it. Months four and five back, a company of its own: the other
 * specs work in last month and three months back.
 */
import { expect, test } from './fixtures.ts';
import { monthsAgo, screen } from './helpers.ts';
import { apiHeaders, signIn } from './session.ts';

const FIRST = monthsAgo(5);
const SECOND = monthsAgo(4);

test('the invoice bills the package the balance shows: carried hours named on the invoicing detail', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const api = page.request;
  const post = async (url: string, data: Record<string, unknown>) => {
    const res = await api.post(url, { data, headers: await apiHeaders(api) });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  // A tag of its own on every run (retries and re-runs on the same database).
  const tag = `C${String.fromCharCode(65 + (Date.now() % 26))}${String.fromCharCode(65 + (Math.floor(Date.now() / 26) % 26))}`;
  const shortName = `Przeniesienie ${tag}`;
  const company = await post('/api/admin/company', {
    name: `${shortName} Sp. z o.o.`,
    short_name: shortName,
    tag,
    domains: [`${tag.toLowerCase()}-carry.test`],
    business_hours: { from_day: 1, to_day: 5, from_hour: '08:00', to_hour: '16:00' },
    report_frequency: 'never',
    report_hours_limit: false,
    report_vip_only: false,
    show_reports: 0,
    show_monitoring_logs: 0,
    responsible_agent_id: null,
    charging_model: 'universal',
    arrivals_package: false,
    expected_hours: 10,
    contract_start: `${FIRST}-01`,
    contract_renewal: 'yearly',
    carry_over_cap_hours: 3,
  });
  await post('/api/admin/company-pricing', {
    company_id: company.id,
    package_hours: 10,
    package_price: 1000,
    overtime_price: 100,
    package_visits: 0,
    extra_visit_price: 0,
    valid_from: `${FIRST}-01`,
    notes: `carry-over ${tag}`,
    hours_no_limit: false,
    arrivals_no_limit: false,
  });
  const ticket = await post('/api/admin/ticket', { company_id: company.id, subject: `Sieć ${tag}`, body: 'Praca zdalna.' });
  const report = (day: string, minutes: number) =>
    post(`/api/admin/ticket/${ticket.id}/time-reports`, { day, from_hour: '08:00', kind: 'it', minutes, description: 'Serwis' });
  // First month 5 h of 10 (5 h unused, 3 h carried); second month 15 h of 10 + 3: 2 h over.
  await report(`${FIRST}-10`, 300);
  await report(`${SECOND}-10`, 480);
  await report(`${SECOND}-11`, 420);

  const area = screen(page, 'finance');
  await page.goto('/admin/invoicing');
  await expect(area.getByRole('heading', { name: 'Fakturowanie miesięczne', level: 1 })).toBeVisible();
  await area.getByLabel('Miesiąc').fill(SECOND);
  await area.getByRole('button', { name: `Szczegóły: ${shortName}`, exact: true }).click();
  const panel = area.getByTestId('invoicing-detail');
  await expect(panel).toContainText(/pakiet 13:00 \(w tym 0?3:00 przeniesione z poprzedniego miesiąca\), ponad pakiet 0?2:00/);
  // The balance's package of that month, as the company report shows it, is the same 13 h.
  const months = (
    (await (await api.get(`/api/admin/company-report/${company.id}?from=${FIRST}&to=${SECOND}`)).json()) as {
      data: { months: { month: string; hours: { package_minutes: number | null } }[] };
    }
  ).data.months;
  expect(months.map((m) => [m.month, m.hours.package_minutes])).toEqual([
    [FIRST, 600],
    [SECOND, 780],
  ]);
});
