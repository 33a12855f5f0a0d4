/**
 * An admin creates a company (two domains, its priorities table, an assigned agent), finds it, edits it and imports
 * its first employees from the edit screen; an agent sees only its companies.
 */
import * as XLSX from '@e965/xlsx';
import { test, expect } from './fixtures.ts';
import { signIn } from './session.ts';

const xlsx = (lines: string[][]): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(lines), 'Pracownicy');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

test('an admin creates a company, finds it in the list and edits it', async ({ page }) => {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const tag = `Q${Array.from({ length: 3 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
  const name = `E2E Firma ${tag}`;
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Firmy' })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj firmę' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowa firma' })).toBeVisible();

  await page.locator('[name="name"]').fill(name);
  await page.locator('[name="short_name"]').fill(`Firma ${tag}`);
  await page.locator('[name="tag"]').fill(tag);
  const domain = page.locator('[name="domain"]');
  await domain.fill('https://zla-domena.test');
  await page.getByRole('button', { name: 'Dodaj domenę' }).click();
  await expect(page.getByText('Jedna z domen zawiera błąd składniowy')).toBeVisible();
  await domain.fill(`${tag.toLowerCase()}.test`);
  await domain.press('Enter');
  await domain.fill(`${tag.toLowerCase()}-firma.pl`);
  await page.getByRole('button', { name: 'Dodaj domenę' }).click();
  await expect(page.getByTestId('domain')).toHaveText([`${tag.toLowerCase()}.test`, `${tag.toLowerCase()}-firma.pl`]);

  // The priorities table: the critical row answers within 15 minutes, around the clock.
  const critical = page.getByTestId('priority-row').nth(3);
  await critical.locator('[name="priorities.3.open_sla_minutes"]').fill('15');
  await page.getByRole('combobox', { name: 'Przypisani agenci' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Jan Kowalski' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/admin\/company\/edit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edycja firmy' })).toBeVisible();

  const id = Number(page.url().split('/').pop());
  const saved = (await (await page.context().request.get(`/api/admin/company/${id}`)).json()).data;
  expect(saved.domains).toEqual([`${tag.toLowerCase()}.test`, `${tag.toLowerCase()}-firma.pl`]);
  expect(saved.agents.map((a: { name: string }) => a.name)).toEqual(['Jan Kowalski']);
  expect(saved.priorities.find((p: { priority: string }) => p.priority === 'critical')).toMatchObject({
    open_sla_minutes: 15,
    is_24_7: true,
  });
  expect(saved.priorities.filter((p: { is_default: boolean }) => p.is_default)).toHaveLength(1);
  expect(saved.it_time_limit).toBe(0);

  await page.goto('/admin/company');
  await page.getByRole('searchbox').fill(tag);
  const row = page.getByTestId('company-row').filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: 'Oceny' })).toHaveAttribute('href', `/admin/company/evaluations/${id}`);
  await row.getByRole('link', { name }).click();
  await expect(page.locator('[name="name"]')).toHaveValue(name);
  await page.locator('[name="description"]').fill('Zmieniono w teście e2e');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.locator('.fui-ToastBody', { hasText: 'Firma została zaktualizowana' })).toBeVisible();
  const edited = (await (await page.context().request.get(`/api/admin/company/${id}`)).json()).data;
  expect(edited.description).toBe('Zmieniono w teście e2e');

  // The company's first employees, imported from its edit screen; the import never submits the company form.
  const importPanel = page.getByTestId('company-employee-import');
  const domainName = `${tag.toLowerCase()}.test`;
  const people = [0, 1, 2].map((i) => [`Osoba${i}`, `Firmy${tag}`, `osoba${i}@${domainName}`]);
  await importPanel.getByLabel('Plik arkusza').setInputFiles({
    name: 'pracownicy.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx([['Imię', 'Nazwisko', 'E-mail'], ...people]),
  });
  await expect(importPanel.getByTestId('import-counts')).toHaveText('Wierszy: 3 · nowi: 3 · zmiany: 0 · bez zmian: 0 · błędy: 0');
  await importPanel.getByRole('button', { name: 'Importuj (3)' }).click();
  await expect(page.getByText('Zaimportowano pracowników: 3 nowych, 0 zaktualizowanych, 0 bez zmian').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/company/edit/${id}$`));
  const staff = (await (await page.context().request.get(`/api/admin/client?company_id=${id}`)).json()) as { meta: { total: number } };
  expect(staff.meta.total).toBe(3);
});

test('an agent sees only the companies assigned to it', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await page.goto('/admin/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Firmy' })).toBeVisible();
  const tags = page.getByTestId('company-row').locator('td:first-child');
  await expect(tags).toHaveText(['ACME', 'BUDX', 'KLIN'].sort());
  await expect(page.getByRole('button', { name: 'Dodaj firmę' })).toHaveCount(0);
});
