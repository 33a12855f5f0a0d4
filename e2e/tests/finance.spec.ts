/**
 * Finance in the browser: an admin sets ACME's pricing from the first day of last month (previewing what it changes in
 * that month first), adds a cost for Artur Agent, and sees ACME's profitability for last month — the new package
 * price as the revenue, the cost of the agents' hours and the time entries behind it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';
import { monthsAgo, screen } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const lastMonth = monthsAgo(1);

test('an admin sets a company’s pricing, adds agent costs and sees the company’s profitability for last month', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const area = screen(page, 'finance');

  await page.goto('/admin/company-pricing');
  await expect(area.getByRole('heading', { name: 'Cenniki firm', level: 1 })).toBeVisible();
  await area.getByRole('button', { name: 'Dodaj cennik' }).click();
  await expect(page).toHaveURL(/\/admin\/company-pricing\/create$/);
  // The list (whose company filter is labelled 'Firma' too) stays until the form's chunk is there: wait for the form.
  await expect(area.getByRole('heading', { name: 'Nowy cennik', level: 1 })).toBeVisible();
  const company = area.locator('select[name="company_id"]');
  await expect(company.locator('option', { hasText: 'Acme Sp. z o.o.' })).toHaveCount(1);
  await company.selectOption({ label: 'Acme Sp. z o.o.' });
  await area.getByLabel('Godziny bez limitu').check();
  await area.getByLabel('Przyjazdy bez limitu').check();
  await area.getByLabel('Cena pakietu (zł)').fill('12 345,67');
  await area.getByLabel('Obowiązuje od').fill(`${lastMonth}-01`);
  await area.getByRole('button', { name: 'Pokaż zmiany w minionych miesiącach' }).click();
  const preview = area.getByTestId('pricing-preview');
  await expect(preview.getByRole('row', { name: new RegExp(`^${lastMonth} `) })).toContainText(/12\s345,67\s*zł/);
  await area.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/admin\/company-pricing$/);
  // (A later row may be in force today: the contract-balance spec adds one for Acme from today on.)
  await expect(area.getByTestId('pricing-row').filter({ hasText: `${lastMonth}-01` })).toContainText(/12\s345,67\s*zł/);

  await page.goto('/admin/agent-costs/create');
  await expect(area.getByRole('heading', { name: 'Nowy koszt agenta', level: 1 })).toBeVisible();
  await expect(area.locator('select[name="agent_id"]').locator('option', { hasText: 'Artur Agent' })).toHaveCount(1);
  await area.locator('select[name="agent_id"]').selectOption({ label: 'Artur Agent' });
  await area.getByLabel('Wynagrodzenie netto (zł)').fill('9000');
  await area.getByLabel('Dodatki (zł)').fill('1000,50');
  await area.getByLabel('Obowiązuje od').fill(`${lastMonth}-01`);
  await area.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/admin\/agent-costs$/);
  await expect(area.getByTestId('agent-cost-row').filter({ hasText: `${lastMonth}-01` })).toContainText(/Artur Agent.*10\s000,50\s*zł/);

  // The figures the screen must show, as the API computes them.
  const api = (await (
    await page.request.get(`/api/admin/profitability/${await acmeId(page)}?from=${lastMonth}&to=${lastMonth}`)
  ).json()) as {
    data: { months: { amounts: { total: number }; cost: number; agents: { agent: { name: string }; cost: number }[] }[] };
  };
  const [month] = api.data.months;
  expect(month!.amounts.total).toBe(1_234_567);

  await page.goto('/admin/profitability');
  await expect(area.getByRole('heading', { name: 'Rentowność firm', level: 1 })).toBeVisible();
  await area.getByLabel('Od miesiąca').fill(lastMonth);
  await area.getByLabel('Do miesiąca').fill(lastMonth);
  const row = area.getByTestId('profitability-row').filter({ hasText: /^Acme/ });
  await expect(row).toContainText(/12\s345,67\s*zł/);
  await expect(area.getByRole('img', { name: 'Przychód i koszt w miesiącach' })).toBeVisible();
  await row.getByRole('button', { name: 'Szczegóły: Acme' }).click();
  const detail = area.getByTestId('profitability-detail');
  await expect(detail.getByRole('heading', { level: 3 })).toContainText(new RegExp(`${lastMonth} — Przychód 12\\s345,67\\s*zł`));
  const cost = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(month!.cost / 100).replace(/\s/g, '\\s');
  await expect(detail.getByRole('heading', { level: 3 })).toContainText(new RegExp(`Koszt ${cost}`));
  if (month!.agents.length) await expect(detail.getByRole('cell', { name: month!.agents[0]!.agent.name })).toBeVisible();
});

async function acmeId(page: Page): Promise<number> {
  const res = await page.request.get('/api/admin/lookups/companies');
  const { data } = (await res.json()) as { data: { id: number; tag: string }[] };
  return data.find((c) => c.tag === 'ACME')!.id;
}
