/**
 * Issue 14 items 3, 4 and 7 in Chromium: an admin imports 20 employees into Budex from an .xlsx the test makes with
 * SheetJS — one bad row blocks the whole file (the error and its row are shown, the confirm disabled), the fixed file
 * imports all 20 —, opens one of them, and an agent who keeps the staff ticket form open for Budex sees the new
 * person among the requesters without a reload (ClientUpdated on the agent's own channel).
 */
import type { Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { expect, test } from './fixtures.ts';
import { expectSameDocument, markDocument, screen } from './helpers.ts';
import { apiHeaders, signIn } from './session.ts';

const xlsx = (lines: string[][]): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(lines), 'Pracownicy');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

test('admin imports 20 employees from an .xlsx (a bad row blocks all), opens one; the requester list updates live', async ({
  page,
  browser,
}) => {
  test.slow();
  const run = Date.now();
  const people = Array.from({ length: 20 }, (_, i) => [
    `Importowany${i}`,
    `Pracownik${run % 100000}`,
    `imp${i}.${run}@budex.test`,
    'Magazynier',
    'Kraków',
  ]);
  const header = ['Imię', 'Nazwisko', 'E-mail', 'Stanowisko', 'Miasto'];
  const bad = people.map((row, i) => (i === 7 ? [row[0]!, row[1]!, 'to-nie-jest-adres', row[3]!, row[4]!] : row));

  // An agent assigned to Budex keeps the staff ticket form open with Budex chosen.
  const agentContext = await browser.newContext({ locale: 'pl-PL' });
  await agentContext.addInitScript(() => localStorage.setItem('helpdesk.pushConsent', 'declined'));
  const agent = await agentContext.newPage();
  await signIn(agent, 'agent@demo.test');
  await agent.goto('/admin/ticket/create');
  const form = screen(agent, 'tickets');
  await form.locator('select[name="company_id"]').selectOption({ label: 'BUDX — Budex Budownictwo S.A.' });
  await expect(agent.locator('html[data-realtime="subscribed"]')).toHaveCount(1);
  await markDocument(agent);
  const requester = form.locator('select[name="requester_id"]');
  const newcomer = `Importowany3 Pracownik${run % 100000} <imp3.${run}@budex.test>`;
  await expect(requester.locator('option').nth(1)).toBeAttached();
  await expect(requester.locator('option', { hasText: newcomer })).toHaveCount(0);

  // The admin picks Budex on the import screen (from the client list's action).
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/client');
  const area = screen(page, 'management');
  await area.getByRole('button', { name: 'Import pracowników' }).click();
  await expect(page).toHaveURL(/\/admin\/client\/import/);
  await area.getByRole('combobox', { name: /^Firma/ }).selectOption({ label: 'BUDX — Budex Budownictwo S.A.' });
  await expect(page).toHaveURL(/company=\d+/);

  // One bad row: shown with its reason; the confirm refuses the whole file.
  await area.getByLabel('Plik arkusza').setInputFiles({
    name: 'pracownicy.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx([header, ...bad]),
  });
  await expect(area.getByTestId('import-counts')).toHaveText('Wierszy: 20 · nowi: 19 · zmiany: 0 · bez zmian: 0 · błędy: 1');
  await expect(area.locator('[data-import-row="9"][data-status="error"]')).toContainText('Nieprawidłowy adres e-mail');

  await expect(area.getByTestId('import-notice')).toContainText('Nowy podgląd pliku „pracownicy.xlsx”');

  // The preview survives a reload, and says it was restored; while a row is in error it cannot be imported.
  await page.reload();
  await expect(area.getByTestId('import-counts')).toHaveText('Wierszy: 20 · nowi: 19 · zmiany: 0 · bez zmian: 0 · błędy: 1');
  await expect(area.getByTestId('import-notice')).toContainText('Przywrócono niezatwierdzony podgląd pliku „pracownicy.xlsx”');
  await expect(area.getByRole('button', { name: 'Importuj (19)' })).toBeDisabled();
  await expect(area.getByTestId('import-blocked')).toContainText('Wiersze z błędami: 1.');
  await expect(area.getByRole('link', { name: 'Pobierz wiersze z błędami' })).toHaveAttribute('href', /\/errors$/);
  const none = await page.context().request.get(`/api/admin/client?search=${run}`, { headers: await apiHeaders(page.context().request) });
  expect(((await none.json()) as { meta: { total: number } }).meta.total).toBe(0);

  // The fixed file: all 20 in one go.
  await area.getByLabel('Plik arkusza').setInputFiles({
    name: 'pracownicy.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx([header, ...people]),
  });
  await expect(area.getByTestId('import-counts')).toHaveText('Wierszy: 20 · nowi: 20 · zmiany: 0 · bez zmian: 0 · błędy: 0');
  await area.getByRole('button', { name: 'Importuj (20)' }).click();
  await expect(toast(page, 'Zaimportowano pracowników: 20 nowych, 0 zaktualizowanych, 0 bez zmian')).toBeVisible();

  // The list has them; the admin opens one.
  await page.goto(`/admin/client?search=imp3.${run}`);
  await area.getByRole('link', { name: `Importowany3 Pracownik${run % 100000}` }).click();
  await expect(area.getByRole('heading', { level: 1 })).toHaveText(`Edycja: Importowany3 Pracownik${run % 100000}`);
  await expect(area.locator('input[name="email"]')).toHaveValue(`imp3.${run}@budex.test`);
  await expect(area.locator('input[name="job_position"]')).toHaveValue('Magazynier');

  // The agent's open form offers the new person as a requester, without a reload.
  await expect(requester.locator('option', { hasText: newcomer })).toHaveCount(1);
  await requester.selectOption({ label: newcomer });
  await expectSameDocument(agent);
  await agentContext.close();
});
