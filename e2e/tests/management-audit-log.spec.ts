/**
 * The audit trail in the browser: an admin changes a company's SLA; the company page's History tab (reached with the
 * keyboard) shows who changed it and the SLA before → after; /admin/audit-log finds it, filtered by that record, and
 * exports it. At 390 px the tabs and the audit trail's export controls stay within the screen. A manager has no entry
 * in the menu and no access.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';
import { screen } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

/** Opens the first company of the list (a table row, or a card on a phone); returns its id. */
async function openFirstCompany(page: Page): Promise<string> {
  await page.goto('/admin/company');
  await page
    .getByTestId(/^company-(row|card)$/)
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/company\/edit\/\d+$/);
  return page.url().split('/').pop()!;
}

test('an admin changes a company’s SLA, reads it in the company’s History tab, then filters and exports it in the audit trail', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  const id = await openFirstCompany(page);
  const sla = page.locator('[name="priorities.0.open_sla_minutes"]');
  await expect(sla).toBeVisible();
  const before = Number(await sla.inputValue());
  const after = before + 7;
  await sla.fill(String(after));
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.locator('.fui-ToastBody', { hasText: 'Firma została zaktualizowana' })).toBeVisible();

  // The History tab, with the keyboard only: arrow to it, Enter opens it.
  const details = page.getByRole('tab', { name: 'Dane' });
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await details.focus();
  await page.keyboard.press('ArrowRight');
  const historyTab = page.getByRole('tab', { name: 'Historia' });
  await expect(historyTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(historyTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=history/);
  await expect(page.locator('[name="description"]')).toBeHidden();
  const slaChange = new RegExp(`sla\\.\\w+: \\{[^}]*"open_sla_minutes":${before}[^}]*\\} → \\{[^}]*"open_sla_minutes":${after}`);
  const entry = page.getByTestId('company-history').getByTestId('audit-entry').first();
  await expect(entry).toContainText('Adam Administrator');
  await expect(entry).toContainText(slaChange);
  // Back to the details: the form is where it was.
  await historyTab.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.locator('[name="priorities.0.open_sla_minutes"]')).toHaveValue(String(after));

  await page.goto('/admin/audit-log');
  const area = screen(page, 'management');
  await expect(area.getByRole('heading', { name: 'Dziennik zmian', level: 1 })).toBeVisible();
  await area.getByRole('combobox', { name: 'Rodzaj rekordu' }).selectOption('holiday');
  await expect(area.getByTestId('audit-entry').filter({ hasText: slaChange })).toHaveCount(0);
  await area.getByRole('combobox', { name: 'Rodzaj rekordu' }).selectOption('company');
  await area.getByRole('textbox', { name: 'ID rekordu' }).fill(id);
  const found = area.getByTestId('audit-entry').filter({ hasText: slaChange });
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Adam Administrator');
  await expect(area.getByRole('link', { name: 'Eksport XLSX' })).toHaveAttribute('href', new RegExp(`record_kind=company&record_id=${id}`));

  const [download] = await Promise.all([page.waitForEvent('download'), area.getByRole('link', { name: 'Eksport CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toMatch(/Kiedy;Kto;IP;Rodzaj rekordu/);
  // One row per changed field; the SLA's before and after are JSON in quoted cells (quotes doubled).
  const rows = csv.split(/\r?\n/).filter((line) => line.includes(`""open_sla_minutes"":${after}`));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain('Adam Administrator');
  expect(rows[0]).toContain(`;${id};`);
  expect(rows[0]).toContain(`""open_sla_minutes"":${before}`);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the company’s tabs and the audit trail’s export controls fit the screen', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await openFirstCompany(page);
    const historyTab = page.getByRole('tab', { name: 'Historia' });
    await expect(historyTab).toBeVisible();
    await historyTab.click();
    await expect(page.getByTestId('company-history')).toBeVisible();
    await expect(
      page
        .getByTestId('company-history')
        .getByTestId(/^(audit-entry|list-empty)$/)
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await historyTab.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    await page.goto('/admin/audit-log');
    const dialect = screen(page, 'management').getByTestId('csv-dialect');
    await expect(dialect).toBeVisible();
    const field = await dialect.boundingBox();
    expect(field!.x).toBeGreaterThanOrEqual(0);
    expect(field!.x + field!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a manager has no audit trail', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  expect((await page.request.get('/api/admin/audit-log')).status()).toBe(403);
  await page.goto('/admin/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Firmy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dziennik zmian' })).toHaveCount(0);
});
