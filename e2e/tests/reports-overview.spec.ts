/**
 * The overview reports in the browser: an admin opens the general report for a period and sees its figures (as the
 * server counts them), a chart and the tables, and exports the screen as CSV and XLSX (read back here); an agent
 * goes from the agent statistics list to one agent's detail.
 */
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { test, expect } from './fixtures.ts';
import { signIn } from './session.ts';

const FROM = '2025-12';
const TO = '2026-11';

test('an admin reads the general report for a period and exports it as CSV and XLSX', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const expected = (await (await page.context().request.get(`/api/admin/general-report?from=${FROM}&to=${TO}`)).json()).data;
  expect(expected.totals.opened).toBeGreaterThan(0);
  await page.goto(`/admin/general-report?from=${FROM}&to=${TO}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Raport ogólny' })).toBeVisible();
  await expect(page.getByTestId('figure-opened')).toContainText(String(expected.totals.opened));
  await expect(page.getByTestId('figure-backlog')).toContainText(String(expected.totals.backlog_end));
  // The chart is drawn (SVG renderer) and its table is one click away.
  const chart = page.getByRole('img', { name: 'Zgłoszenia w miesiącach' });
  await expect(chart.locator('svg')).toBeVisible();
  await page.getByTestId('chart-tickets').getByText('Pokaż dane w tabeli').click();
  await expect(page.getByTestId('chart-tickets').getByRole('table')).toBeVisible();
  const months = page.getByRole('table', { name: 'Miesiące' }).first();
  await expect(months.getByRole('row')).toHaveCount(13);

  await page.getByRole('button', { name: 'Eksport' }).click();
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV (tabela miesięczna)' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe(`general-report-${FROM}-${TO}.csv`);
  const csv = readFileSync(await csvDownload.path())
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv).toHaveLength(13);
  expect(csv[0]!.split(';').slice(0, 4)).toEqual(['Miesiąc', 'Otwarte', 'Rozwiązane', 'Zaległe na koniec']);
  const opened = csv.slice(1).reduce((s, line) => s + Number(line.split(';')[1]), 0);
  expect(opened).toBe(expected.totals.opened);

  await page.getByRole('button', { name: 'Eksport' }).click();
  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'XLSX (wszystkie tabele)' }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toBe(`general-report-${FROM}-${TO}.xlsx`);
  const book = XLSX.read(readFileSync(await xlsxDownload.path()));
  expect(book.SheetNames).toEqual(['Miesiące', 'Wg firmy', 'Wg typu', 'Wg kategorii', 'Wg priorytetu', 'Godziny wg firm']);
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets['Miesiące']!, { header: 1 });
  expect(rows).toHaveLength(13);
  expect(rows.slice(1).reduce((s, r) => s + Number(r[1]), 0)).toBe(expected.totals.opened);
  const byType = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets['Wg typu']!, { header: 1 });
  expect(byType.slice(1).reduce((s, r) => s + Number(r[1]), 0)).toBe(expected.totals.opened);
});

test('an agent opens the agent statistics and one agent’s detail', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await page.goto(`/admin/agent-stats?from=${FROM}&to=${TO}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Statystyki agentów' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Statystyki agentów' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const link = table.getByRole('link').first();
  const name = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/agent-stats/show/\\d+\\?from=${FROM}&to=${TO}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Statystyki: ${name}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Zgłoszenia i SLA w miesiącach' }).locator('svg')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Miesiące' }).first().getByRole('row')).toHaveCount(13);
  await page.getByRole('button', { name: 'Wszyscy agenci' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/agent-stats\\?from=${FROM}&to=${TO}$`));
});
