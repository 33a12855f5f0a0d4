/** Internal time end to end: an agent logs a missing day's time as internal work and the day leaves the summary panel. */
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

test('an agent logs internal time and its missing day disappears from the summary panel', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'agent@demo.test');
  const missing = (await (await page.request.get('/api/admin/agent/not-reported-hours')).json()) as {
    data: { date: string; missing_minutes: number }[];
  };
  const day = missing.data.find((d) => d.missing_minutes > 0)!;
  expect(day, 'the demo agent has a day without time').toBeTruthy();

  await page.goto('/admin/internal-time');
  await expect(page.getByRole('heading', { level: 1, name: 'Czasy wewnętrzne' })).toBeVisible();
  const panel = page.getByTestId('summary-panel');
  await expect(panel.getByText(day.date)).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj czas wewnętrzny' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Dzień/).fill(day.date);
  await dialog.getByLabel(/Od godziny/).fill('08:00');
  await dialog.getByLabel(/Czas \(minuty\)/).fill(String(day.missing_minutes));
  await dialog.getByLabel(/Kategoria/).selectOption('learning');
  await dialog.getByLabel(/Opis/).fill('Szkolenie z nowego systemu kopii zapasowych');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Czas wewnętrzny został dodany').first()).toBeVisible();

  // The summary panel's missing days follow without a reload.
  await expect(panel.getByText(day.date)).toHaveCount(0);
  // The entry is listed in its month.
  await page.getByLabel('Miesiąc').fill(day.date.slice(0, 7));
  // The list is paginated, newest day first: the category narrows it to the entry's kind.
  await page.getByRole('combobox', { name: 'Kategoria' }).selectOption('learning');
  await expect(page.getByTestId('internal-time-row').filter({ hasText: 'Szkolenie z nowego systemu kopii zapasowych' })).toHaveCount(1);
});
