/** Issue 6: a reminder saved as due today produces its ticket (the scheduler runs as soon as it is saved). */
import { test, expect } from './fixtures.ts';
import { signIn } from './session.ts';

test('a reminder due now produces its ticket', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await page.goto('/admin/reminder/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Nowe przypomnienie' })).toBeVisible();
  const title = `E2E przegląd ${Date.now()}`;
  await page.locator('[name="title"]').fill(title);
  const company = page.locator('[name="company_id"]');
  await expect(company.locator('option', { hasText: /^ACME/ })).toHaveCount(1);
  await company.selectOption({ label: (await company.locator('option', { hasText: /^ACME/ }).textContent())! });
  // Today in the scheduler's zone (Europe/Warsaw), whatever the browser's.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  await page.locator('[name="day"]').fill(today);
  await page.locator('[name="period"]').selectOption('weekly');
  await page.locator('[name="description"]').fill('Sprawdzić kopie zapasowe.');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/admin\/reminder$/);
  const row = page.getByTestId('reminder-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  // Sent, and moved on by a week.
  await expect(row).not.toContainText('jeszcze nie');

  const request = page.context().request;
  const list = (await (await request.get(`/api/admin/reminder?search=${encodeURIComponent(title)}`)).json()).data as { id: number }[];
  const shown = (await (await request.get(`/api/admin/reminder/${list[0]!.id}`)).json()).data as { runs: { ticket_id: number }[] };
  expect(shown.runs).toHaveLength(1);
  await page.goto(`/admin/ticket/show/${shown.runs[0]!.ticket_id}`);
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText('Sprawdzić kopie zapasowe.').first()).toBeVisible();
});
