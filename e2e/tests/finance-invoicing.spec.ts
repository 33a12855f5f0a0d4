/**
 * Monthly invoicing in the browser: an agent has logged time on a Medicus (KLIN) ticket last month; the admin opens
 * the invoicing of last month, approves Medicus's line after confirmation, downloads the XLSX (read back here: its net
 * amounts add up to the approved lines' totals) and the invoice the approval issued (its PDF), and the agent's attempt to delete that time report is refused — the
 * month is locked. Only Medicus is approved so that the other specs keep last month open for ACME.
 */
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, test } from './fixtures.ts';
import { monthsAgo, screen } from './helpers.ts';
import { apiHeaders, signIn } from './session.ts';

test.describe.configure({ timeout: 120_000 });

const lastMonth = monthsAgo(1);

test('an admin approves last month for a company and downloads the XLSX; the agent can no longer delete its time report', async ({
  page,
  browser,
}) => {
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, 'agent@demo.test');
  const companies = (await (await agent.request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const klin = companies.data.find((c) => c.tag === 'KLIN')!;
  const tickets = (await (await agent.request.get(`/api/admin/ticket?filter=all&company_id=${klin.id}`)).json()) as {
    data: { id: number }[];
  };
  const ticket = tickets.data[0]!;
  const added = await agent.request.post(`/api/admin/ticket/${ticket.id}/time-reports`, {
    data: { day: `${lastMonth}-15`, from_hour: '10:00', kind: 'it', minutes: 60, description: `Przegląd serwera ${Date.now()}` },
    headers: await apiHeaders(agent.request),
  });
  expect(added.status(), await added.text()).toBe(201);
  const reportId = ((await added.json()) as { data: { id: number } }).data.id;

  await signIn(page, 'admin@demo.test');
  // A month is approved only once none of its reports waits for acceptance (month-close.spec.ts shows the dialog's
  // decisions): whatever of Medicus's last month the seed left waiting is accepted first.
  const waiting = (
    (await (await page.request.get(`/api/admin/invoicing/pending?month=${lastMonth}`)).json()) as {
      data: { id: number; company: { id: number } }[];
    }
  ).data.filter((r) => r.company.id === klin.id);
  if (waiting.length) {
    const accepted = await page.request.post('/api/admin/time-accept/accept', {
      data: { ids: waiting.map((r) => r.id) },
      headers: await apiHeaders(page.request),
    });
    expect(accepted.status()).toBe(200);
  }
  const area = screen(page, 'finance');
  await page.goto('/admin/invoicing');
  await expect(area.getByRole('heading', { name: 'Fakturowanie miesięczne', level: 1 })).toBeVisible();
  await expect(area.getByLabel('Miesiąc')).toHaveValue(lastMonth);
  const row = area.getByTestId('invoicing-row').filter({ hasText: /^Medicus/ });
  await expect(row).toContainText('Szkic');
  await row.getByRole('button', { name: 'Szczegóły: Medicus' }).click();
  await expect(
    area
      .getByTestId('invoicing-detail')
      .getByTestId('invoicing-entry')
      .filter({ hasText: `${lastMonth}-15` })
      .first(),
  ).toBeVisible();

  await row.getByRole('button', { name: 'Zatwierdź: Medicus' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Zatwierdzić rozliczenie Medicus za ${lastMonth}?`);
  await dialog.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(page.getByText('Zatwierdzono rozliczenia: 1').first()).toBeVisible();
  await expect(row).toContainText('Zatwierdzone');

  // The approval issued Medicus's invoice: listed in the open detail with its PDF, its number on the line.
  const invoice = area.getByTestId('invoicing-detail').getByTestId('invoice-document').first();
  await expect(invoice).toContainText(/FV\/\d{4}\/\d{2}\/\d+\s*Faktura VAT/);
  const invoiceNumber = (await invoice.getByRole('cell').first().innerText()).trim();
  await expect(row.getByTestId('invoicing-number')).toHaveText(invoiceNumber);
  const [pdf] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('link', { name: /^Pobierz PDF faktury/ }).click()]);
  expect(pdf.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '_')}.pdf`);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The approved lines as the API lists them: the file must add up to the same.
  const month = (await (await page.request.get(`/api/admin/invoicing?month=${lastMonth}`)).json()) as {
    data: { lines: { company: { tag: string }; status: string; amounts: { total: number } }[] };
  };
  const approved = month.data.lines.filter((l) => l.status !== 'draft');
  expect(approved.map((l) => l.company.tag)).toContain('KLIN');
  const total = approved.reduce((s, l) => s + l.amounts.total, 0);

  const [download] = await Promise.all([page.waitForEvent('download'), area.getByRole('link', { name: 'Eksport XLSX' }).click()]);
  expect(download.suggestedFilename()).toBe(`invoices-${lastMonth}.xlsx`);
  const book = XLSX.read(readFileSync(await download.path()));
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  expect(rows[0]).toEqual([
    'Nabywca',
    'Pozycja',
    'Ilość',
    'Jednostka',
    'Cena netto',
    'Wartość netto',
    'Stawka VAT',
    'Okres',
    'Wpisy czasu',
  ]);
  expect(Math.round(rows.slice(1).reduce((s, r) => s + Number(r[5]), 0) * 100)).toBe(total);
  expect(rows.slice(1).every((r) => r[7] === lastMonth)).toBe(true);
  expect(book.SheetNames).toContain('KLIN');
  await expect(row).toContainText('Wyeksportowane');

  // The month is locked: the agent's own report of it can no longer be deleted.
  const refused = await agent.request.delete(`/api/admin/ticket/${ticket.id}/time-reports/${reportId}`, {
    headers: await apiHeaders(agent.request),
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: { day: string[] } }).errors.day[0]).toContain(lastMonth);
  await agentContext.close();
});
