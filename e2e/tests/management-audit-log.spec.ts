/**
 * The audit trail in the browser: an admin edits a company; the change shows on /admin/audit-log (who, the field,
 * before → after), the kind filter narrows the list, and the company page's History lists it. A manager has no entry
 * in the menu and no access.
 */
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';
import { screen } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

test('an admin finds a company edit in the audit trail and in the company’s History', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/company');
  const first = page.getByTestId('company-row').first().getByRole('link').first();
  await first.click();
  await expect(page).toHaveURL(/\/admin\/company\/edit\/\d+$/);
  const id = page.url().split('/').pop()!;
  const description = `Audyt e2e ${Date.now()}`;
  await page.locator('[name="description"]').fill(description);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.locator('.fui-ToastBody', { hasText: 'Firma została zaktualizowana' })).toBeVisible();

  // The company's own History, on its page.
  const history = page.getByTestId('company-history');
  await expect(history.getByTestId('audit-entry').filter({ hasText: description }).first()).toContainText('description:');

  await page.goto('/admin/audit-log');
  const area = screen(page, 'management');
  await expect(area.getByRole('heading', { name: 'Dziennik zmian', level: 1 })).toBeVisible();
  const entry = area.getByTestId('audit-entry').filter({ hasText: description }).first();
  await expect(entry).toContainText('Adam Administrator');
  await expect(entry).toContainText(`→ ${description}`);
  await area.getByRole('combobox', { name: 'Rodzaj rekordu' }).selectOption('holiday');
  await expect(area.getByTestId('audit-entry').filter({ hasText: description })).toHaveCount(0);
  await area.getByRole('combobox', { name: 'Rodzaj rekordu' }).selectOption('company');
  await area.getByRole('textbox', { name: 'ID rekordu' }).fill(id);
  await expect(area.getByTestId('audit-entry').filter({ hasText: description })).toHaveCount(1);
  await expect(area.getByRole('link', { name: 'Eksport XLSX' })).toHaveAttribute('href', new RegExp(`record_kind=company&record_id=${id}`));
});

test('a manager has no audit trail', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  expect((await page.request.get('/api/admin/audit-log')).status()).toBe(403);
  await page.goto('/admin/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Firmy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dziennik zmian' })).toHaveCount(0);
});
