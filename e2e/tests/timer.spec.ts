/**
 * The time-report timer (issue 36 item 6) against the real server: an agent starts a timer on a ticket, a second
 * tab shows it at once (real time), a reload keeps it in the top bar, stopping it from the chip on another page opens
 * the ticket's time-report form filled with the day, start hour and duration, and the saved report is listed.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';

async function createAcmeTicket(request: APIRequestContext, subject: string) {
  const companies = (await (await request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((company) => company.tag === 'ACME')!;
  const created = await request.post('/api/admin/ticket', {
    data: { company_id: acme.id, subject, body: 'Drukarka drukuje puste strony.', priority: 'normal', status: 'new' },
    headers: await apiHeaders(request),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number; fullid: string; subject: string } }).data;
}

/** Today in the business time zone, as the draft names it. */
const businessToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());

test('an agent runs a timer into a time report: it survives a reload, follows to another tab and stops into the filled form', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'agent@demo.test');
  const request = page.context().request;
  // A timer left by an earlier run of this agent would refuse the start (one per agent).
  await request.post('/api/admin/timer/discard', { headers: await apiHeaders(request) });
  const ticket = await createAcmeTicket(request, `Stoper ${Date.now()}`);

  // A second tab of the same agent, already open and listening.
  const other = await page.context().newPage();
  await other.goto('/admin');
  await expect(other.locator('html[data-realtime="subscribed"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(other.getByTestId('running-timer')).toHaveCount(0);

  await page.goto(`/admin/ticket/show/${ticket.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Uruchom stoper' }).click();
  const stopHere = page.getByRole('button', { name: 'Zatrzymaj stoper', exact: true });
  await expect(stopHere.getByRole('timer')).toHaveText(/^0:00:\d\d$/);
  const chip = page.getByTestId('running-timer');
  await expect(chip).toContainText(ticket.fullid);
  await expect(other.getByTestId('running-timer')).toContainText(ticket.fullid, { timeout: 15_000 });

  // A reload reads the timer from the server: still running, in the top bar and on the ticket.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible({ timeout: 30_000 });
  await expect(chip).toContainText(ticket.fullid);
  await expect(chip.getByRole('timer')).toHaveText(/^0:0\d:\d\d$/);
  await expect(stopHere).toBeVisible();

  // From another page, the chip links to the ticket and stops the timer into its form.
  await page.goto('/admin/ticket');
  await expect(chip).toContainText(ticket.fullid, { timeout: 30_000 });
  await expect(chip.getByRole('link')).toHaveAttribute('href', `/admin/ticket/show/${ticket.id}`);
  await chip.getByRole('button', { name: 'Zatrzymaj stoper i uzupełnij raport czasu' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/ticket/show/${ticket.id}\\?tab=time`));
  const form = page.getByTestId('time-report-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form).toContainText('Wypełnione ze stopera');
  await expect(form.getByLabel(/Dzień/)).toHaveValue(businessToday());
  await expect(form.getByLabel(/Od godziny/)).toHaveValue(/^\d\d:\d[05]$/);
  await expect(form.getByLabel(/Czas trwania/)).toHaveValue('5');
  await expect(chip).toHaveCount(0);
  await expect(other.getByTestId('running-timer')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Uruchom stoper' })).toBeVisible();

  // The agent adjusts the duration, describes the work and saves: the report is listed.
  await form.getByLabel(/Czas trwania/).fill('15');
  await form.getByLabel('Krótki opis').fill('Praca mierzona stoperem');
  await form.getByRole('button', { name: 'Dodaj raport', exact: true }).click();
  await expect(form).toBeHidden();
  const reports = page.getByTestId('time-reports');
  await expect(reports).toContainText('Praca mierzona stoperem');
  await expect(reports).toContainText('00:15');
  await expect(page).toHaveURL(new RegExp(`/admin/ticket/show/${ticket.id}\\?tab=time$`));
  await other.close();
});

test('on a 390 px phone the chip keeps the icon and the time, and the top bar stays within the screen', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'agent@demo.test');
  const request = page.context().request;
  await request.post('/api/admin/timer/discard', { headers: await apiHeaders(request) });
  const ticket = await createAcmeTicket(request, `Stoper telefon ${Date.now()}`);
  const started = await request.post('/api/admin/timer', { data: { ticket_id: ticket.id }, headers: await apiHeaders(request) });
  expect(started.status()).toBe(201);
  try {
    await page.goto('/admin');
    const chip = page.getByTestId('running-timer');
    await expect(chip.getByRole('timer')).toBeVisible({ timeout: 30_000 });
    await expect(chip.getByText(ticket.fullid, { exact: true })).toBeHidden();
    await expect(chip.getByRole('link', { name: `Stoper działa: ${ticket.fullid} — otwórz zgłoszenie` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // No control of the bar is pushed past the screen's edge by the chip.
    for (const control of await page.locator('header').first().locator('button:visible, a:visible').all()) {
      const bounds = (await control.boundingBox())!;
      expect(bounds.x).toBeGreaterThanOrEqual(0);
      expect(bounds.x + bounds.width).toBeLessThanOrEqual(390);
    }
  } finally {
    await request.post('/api/admin/timer/discard', { headers: await apiHeaders(request) });
  }
});
