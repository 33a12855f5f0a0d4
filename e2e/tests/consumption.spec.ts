/**
 * One figure on every card (issue #34 item 1): with a time report waiting for acceptance this month, the VIP's balance
 * card, the company report's month tile and /contract show the same hours and visits used, the accepted part of each
 * beside them with its own label.
 */
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { screen } from './helpers.ts';
import { apiHeaders, signIn, signInRequest } from './session.ts';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
  new Date(),
);

test('the VIP sees one figure for hours and visits used on the balance card, the month tile and /contract', async ({ page, baseURL }) => {
  // A report waiting for acceptance this month: "used" counts it, the accepted part does not.
  const agent = await playwrightRequest.newContext({ baseURL });
  await signInRequest(agent, 'agent@demo.test');
  const companies = (await (await agent.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((company) => company.tag === 'ACME')!;
  const created = await agent.post('/api/admin/ticket', {
    data: { company_id: acme.id, subject: `Zużycie ${Date.now()}`, body: 'Wizyta u klienta.' },
    headers: await apiHeaders(agent),
  });
  expect(created.status()).toBe(201);
  const ticket = ((await created.json()) as { data: { id: number } }).data;
  const report = await agent.post(`/api/admin/ticket/${ticket.id}/time-reports`, {
    data: { day: today, from_hour: '07:00', kind: 'it', minutes: 45, arrival: true, needs_accept: true, description: 'Wymiana dysku' },
    headers: await apiHeaders(agent),
  });
  expect(report.status()).toBe(201);
  await agent.dispose();

  await signIn(page, 'vip@demo.test');
  await page.goto('/company-report');
  const area = screen(page, 'client');
  const used = area.getByTestId('balance-hours-used');
  await expect(used).toHaveText(/Wykorzystano \d+:\d\d/);
  const hours = /Wykorzystano (\d+:\d\d)/.exec((await used.textContent())!)![1]!;
  // The month tile of the current month: the same hours used, the same visits.
  await expect(area.getByTestId('report-hours')).toHaveText(hours);
  const visits = /Wykorzystano (\d+)/.exec((await area.getByTestId('balance-visits-used').textContent())!)![1]!;
  await expect(area.getByTestId('report-arrivals')).toHaveText(visits);
  // The narrower figure stands beside it, labelled, the same on both cards.
  const accepted = area.getByTestId('balance-hours-accepted');
  await expect(accepted).toHaveText(/^W tym zaakceptowane \d+:\d\d · czeka na akceptację \d+:\d\d$/);
  await expect(area.getByTestId('report-hours-accepted')).toHaveText((await accepted.textContent())!);
  await accepted.locator('svg').first().focus();
  await expect(page.getByRole('tooltip')).toContainText('tyle zostanie rozliczone po akceptacji');
  // Visits alike: the waiting arrival stands beside the visits used, on the card and on the month tile.
  const visitsAccepted = area.getByTestId('balance-visits-accepted');
  await expect(visitsAccepted).toHaveText(/^W tym zaakceptowane \d+ · czeka na akceptację [1-9]\d*$/);
  await expect(area.getByTestId('report-arrivals-accepted')).toHaveText((await visitsAccepted.textContent())!);

  await page.goto('/contract');
  await expect(area.getByRole('heading', { level: 1, name: 'Umowa' })).toBeVisible();
  await expect(area.getByTestId('balance-hours-used')).toHaveText(new RegExp(`Wykorzystano ${hours}(\\s|$)`));
  await expect(area.getByTestId('balance-visits-used')).toHaveText(new RegExp(`Wykorzystano ${visits}(\\s|$)`));
  await expect(area.getByTestId('balance-hours-accepted')).toHaveText((await accepted.textContent())!);
  // The balance says which month it shows and the contract's terms (ACME: the defaults).
  await expect(area.getByTestId('balance-month')).toHaveText(/^Miesiąc: \S+ \d{4}$/);
  await expect(area.getByTestId('balance-terms')).toHaveText(
    /bezterminowa · bez odnawiania · bez przenoszenia godzin · alerty przy 80% i 100%/,
  );
  // Never a projected day in the past: either used up (on a day so far) or a day to come, or it lasts the month.
  await expect(area.getByTestId('balance-runs-out')).toHaveText(/^(Pakiet wykorzystany |W tym tempie pakiet)/);
  await page.screenshot({ path: test.info().outputPath('contract.png'), fullPage: true });
});
