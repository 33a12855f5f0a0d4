/**
 * The agent report in Chromium: an agent's month of time reports is generated on the screen a page at a time (the
 * totals are the whole period's on every page), exported as XLSX by a server job, downloaded, and read back: every
 * row of the period and the screen's totals.
 */
import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { test, expect } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';

test('an agent generates its month, exports it as XLSX and the file has the screen’s totals', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  const request = page.context().request;
  // A month of its own in a long-past year, so reruns and other specs do not touch it (reports end at today).
  const year = 1950 + Math.floor(Math.random() * 50);
  const month = `${year}-05`;
  const list = (await (await request.get('/api/admin/ticket?filter=all')).json()) as { data: { id: number }[] };
  const ticket = list.data[0]!.id;
  const entries = [
    { day: `${month}-05`, minutes: 20 },
    { day: `${month}-05`, minutes: 25 },
    { day: `${month}-06`, minutes: 61, overtime: 50 },
    { day: `${month}-09`, minutes: 30, outside_contract: true },
    // Eight short ones on one day: 40 minutes, one charged hour; twelve rows, more than a page of ten.
    ...Array.from({ length: 8 }, () => ({ day: `${month}-12`, minutes: 5 })),
  ];
  for (const e of entries) {
    const res = await request.post(`/api/admin/ticket/${ticket}/time-reports`, {
      data: { from_hour: '09:00', kind: 'it', description: 'E2E raport agenta', ...e },
      headers: await apiHeaders(request),
    });
    expect(res.status()).toBe(201);
  }

  await page.goto('/admin/agent-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Raport agenta' })).toBeVisible();
  // The end first: the start may not pass it (the form checks both before it submits).
  await page.getByRole('textbox', { name: 'Do', exact: true }).fill(`${month}-31`);
  await page.getByRole('textbox', { name: 'Od', exact: true }).fill(`${month}-01`);
  await page.getByRole('button', { name: 'Generuj' }).click();
  await expect(page.getByTestId('agent-report-row')).toHaveCount(12);
  // 176 minutes reported; charged: 60 (45 min) + 120 (61 min) + 60 (30 min) + 60 (40 min).
  const totalRow = page.getByTestId('agent-report-total-row');
  await expect(totalRow).toContainText('02:56');
  await expect(page.getByTestId('agent-report-charged')).toHaveText('05:00');
  const shown = (await totalRow.locator('td').allTextContents()).map((s) => s.trim());

  // Ten a page: the first ten rows, then the last two, the same period totals under both.
  await page.getByRole('combobox', { name: 'Na stronie' }).selectOption('10');
  await expect(page.getByTestId('list-total')).toHaveText('1–10 z 12');
  await expect(page.getByTestId('agent-report-row')).toHaveCount(10);
  await page.getByRole('button', { name: 'Następna strona' }).click();
  await expect(page.getByTestId('list-total')).toHaveText('11–12 z 12');
  await expect(page.getByTestId('agent-report-row')).toHaveCount(2);
  await expect(page.getByTestId('agent-report-row').first()).toContainText(`${month}-12`);
  expect((await totalRow.locator('td').allTextContents()).map((s) => s.trim())).toEqual(shown);

  await page.getByRole('button', { name: 'Eksport XLSX' }).click();
  const link = page.getByTestId('export-download');
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`raport-agenta-${month}-01-${month}-31.xlsx`);
  const book = XLSX.read(await readFile((await download.path())!), { cellNF: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1, defval: '', raw: true });
  // Every row of the period, not the page on screen.
  expect(rows).toHaveLength(1 + 12 + 1);
  // Durations are numbers of days formatted [h]:mm (a spreadsheet sums them); the overtime rate has its own column,
  // empty in the total row. Read back as h:mm they are the screen's totals.
  // The raw cell values (sheet_to_json would turn [h]:mm cells into dates).
  const total = rows.at(-1)!.map((_, c) => (sheet[XLSX.utils.encode_cell({ r: rows.length - 1, c })]?.v ?? '') as string | number);
  expect(total.slice(6).map((v) => (typeof v === 'number' ? Math.round(v * 1440) : v))).toEqual([176, 115, 61, '', 30, 300]);
  const lastRow = rows.length;
  expect(sheet[`G${lastRow}`]).toMatchObject({ t: 'n', z: '[h]:mm' });
  const hhmm = (days: number) => {
    const minutes = Math.round(days * 1440);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  };
  expect(total.filter((_, i) => i !== 9).map((v) => (typeof v === 'number' ? hhmm(v) : v))).toEqual(shown);
});
