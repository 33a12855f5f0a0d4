/**
 * Closing a month safely, in the browser: an agent has a report with overtime still waiting for acceptance (and an
 * ordinary one) in a company's month three months ago. The admin's approval is refused — the server answers with the
 * waiting list, and the approve dialog lists it with its decisions; the admin moves it to the next month (with a
 * reason) and approves. The agent's report of the closed month shows 'Okres zamknięty' and no edit or delete. The
 * admin reopens the month with a reason (kept in its history on the detail), and approves it again.
 * A month three months back and a company other than ACME and Medicus: the other specs work in last month.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { monthsAgo, screen } from './helpers.ts';
import { apiHeaders, signIn } from './session.ts';

test.describe.configure({ timeout: 180_000 });

const MONTH = monthsAgo(3);
const NEXT = monthsAgo(2);

interface PendingReport {
  id: number;
  ticket: { fullid: string };
}

/** Picks the month in the invoicing screen's month field (a native month input). */
async function showMonth(page: Page, month: string) {
  const area = screen(page, 'finance');
  await area.getByLabel('Miesiąc').fill(month);
  await expect(area.getByLabel('Miesiąc')).toHaveValue(month);
}

test('an admin closes a month with a waiting report: refused with the list, moved to the next month, approved, reopened with a reason, approved again', async ({
  page,
  browser,
}) => {
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agent.addInitScript(() => localStorage.setItem('helpdesk.pushConsent', 'declined'));
  await signIn(agent, 'agent@demo.test');
  const companies = (await (await agent.request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  let ticket: { id: number; fullid: string } | undefined;
  let companyId = 0;
  for (const company of companies.data.filter((c) => c.tag !== 'ACME' && c.tag !== 'KLIN')) {
    const list = (await (await agent.request.get(`/api/admin/ticket?filter=all&company_id=${company.id}`)).json()) as {
      data: { id: number; fullid: string }[];
    };
    if (list.data[0]) {
      ticket = list.data[0];
      companyId = company.id;
      break;
    }
  }
  expect(ticket, 'a ticket of a company other than ACME and Medicus').toBeDefined();
  const stamp = Date.now();
  const add = async (body: Record<string, unknown>) => {
    const res = await agent.request.post(`/api/admin/ticket/${ticket!.id}/time-reports`, {
      data: { from_hour: '18:00', kind: 'it', minutes: 60, ...body },
      headers: await apiHeaders(agent.request),
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: number; needs_accept: boolean } }).data;
  };
  const waiting = await add({ day: `${MONTH}-27`, minutes: 195, overtime: 50, description: `Serwer po godzinach ${stamp}` });
  expect(waiting.needs_accept).toBe(true);
  const ordinary = await add({ day: `${MONTH}-12`, from_hour: '10:00', description: `Przegląd ${stamp}` });

  await signIn(page, 'admin@demo.test');
  // A pricing from this month on with no visits in the package: each arrival is billed, so a late arrival changes the
  // month's amount and its re-approval issues a correction.
  const pricing = await page.request.post('/api/admin/company-pricing', {
    data: {
      company_id: companyId,
      package_hours: 10,
      package_price: 1000,
      overtime_price: 150,
      package_visits: 0,
      extra_visit_price: 80,
      valid_from: `${MONTH}-01`,
      notes: `month-close ${stamp}`,
      hours_no_limit: false,
      arrivals_no_limit: false,
    },
    headers: await apiHeaders(page.request),
  });
  expect(pricing.status(), await pricing.text()).toBe(201);
  // Whatever else waits in that company-month (the seed's recent reports) is accepted first: this spec's report is the one moved.
  const pending = async () =>
    (
      (await (await page.request.get(`/api/admin/invoicing/pending?month=${MONTH}`)).json()) as {
        data: (PendingReport & { company: { id: number } })[];
      }
    ).data.filter((r) => r.company.id === companyId);
  const others = (await pending()).filter((r) => r.id !== waiting.id).map((r) => r.id);
  if (others.length) {
    const accepted = await page.request.post('/api/admin/time-accept/accept', {
      data: { ids: others },
      headers: await apiHeaders(page.request),
    });
    expect(accepted.status()).toBe(200);
  }

  // The server refuses the approval and lists what waits.
  const refused = await page.request.post('/api/admin/invoicing/approve', {
    data: { month: MONTH, company_ids: [companyId] },
    headers: await apiHeaders(page.request),
  });
  expect(refused.status()).toBe(422);
  const refusal = (await refused.json()) as { errors: { month: string[] }; pending_reports: PendingReport[] };
  expect(refusal.errors.month[0]).toContain(`Raporty czasu z ${MONTH} czekające na akceptację: 1.`);
  expect(refusal.pending_reports.map((r) => r.id)).toEqual([waiting.id]);

  // The approve dialog lists it with its decisions; approval waits.
  const area = screen(page, 'finance');
  await page.goto('/admin/invoicing');
  await expect(area.getByRole('heading', { name: 'Fakturowanie miesięczne', level: 1 })).toBeVisible();
  await showMonth(page, MONTH);
  const line = (await (await page.request.get(`/api/admin/invoicing?month=${MONTH}`)).json()) as {
    data: { lines: { company: { id: number; short_name: string } }[] };
  };
  const name = line.data.lines.find((l) => l.company.id === companyId)!.company.short_name;
  const row = area.getByTestId('invoicing-row').filter({ has: page.getByRole('button', { name: `Szczegóły: ${name}`, exact: true }) });
  await expect(row).toContainText('Szkic');
  await row.getByRole('button', { name: `Zatwierdź: ${name}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Zatwierdzić rozliczenie ${name} za ${MONTH}?`);
  const item = dialog.getByTestId('pending-report');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(ticket!.fullid);
  await expect(item).toContainText(`${MONTH}-27 18:00 · 03:15`);
  await expect(item).toContainText('Nadgodziny 50%');
  await expect(dialog).toContainText('Raporty czasu czekające na akceptację: 1.');
  await expect(dialog.getByRole('button', { name: 'Zatwierdź', exact: true })).toBeDisabled();

  // Moved to the next month, with a reason: the decision is recorded and the report's day follows.
  await item.getByRole('button', { name: /^Przenieś na następny miesiąc raport/ }).click();
  await item.getByLabel('Powód przeniesienia (opcjonalnie)').fill('Dokończone w następnym miesiącu');
  await item.getByRole('button', { name: 'Przenieś na następny miesiąc', exact: true }).click();
  await expect(page.getByText('Przeniesiono raporty czasu na następny miesiąc: 1').first()).toBeVisible();
  await expect(dialog.getByTestId('pending-report')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Zatwierdź', exact: true }).click();
  await expect(page.getByText('Zatwierdzono rozliczenia: 1').first()).toBeVisible();
  await expect(row).toContainText('Zatwierdzone');

  const detail = (await (await page.request.get(`/api/admin/ticket/${ticket!.id}`)).json()) as {
    data: {
      time_reports: { id: number; day: string; locked: boolean }[];
      history: { action: string; changes: Record<string, unknown[]> }[];
    };
  };
  expect(detail.data.time_reports.find((r) => r.id === waiting.id)!.day).toBe(`${NEXT}-01`);
  expect(detail.data.time_reports.find((r) => r.id === ordinary.id)!.locked).toBe(true);
  const move = detail.data.history.find((h) => h.action === 'time_report_moved' && h.changes.time_report?.[1] === waiting.id);
  expect(move?.changes.day).toEqual([`${MONTH}-27`, `${NEXT}-01`]);

  // The agent's report of the closed month: the badge, no edit or delete; the moved one stays editable.
  await agent.goto(`/admin/ticket/show/${ticket!.id}`);
  await agent.getByRole('tab', { name: /^Czas pracy/ }).click();
  const closed = agent.locator(`[data-report="${ordinary.id}"]`);
  await expect(closed.getByTestId('time-report-locked')).toHaveText('Okres zamknięty');
  await expect(closed.getByRole('button')).toHaveCount(0);
  const moved = agent.locator(`[data-report="${waiting.id}"]`);
  await expect(moved).toContainText(`${NEXT}-01`);
  await expect(moved.getByRole('button', { name: `Usuń raport czasu z dnia ${NEXT}-01` })).toBeVisible();
  await expect(agent.getByRole('tab', { name: /^Historia/ })).toBeVisible();
  await agent.getByRole('tab', { name: /^Historia/ }).click();
  await expect(agent.getByTestId('history')).toContainText('Przeniesienie raportu czasu na następny miesiąc');
  await expect(agent.getByTestId('history')).toContainText('Powód: Dokończone w następnym miesiącu');

  // Reopened with a reason: a draft again, the reason in the month's history on the detail.
  await row.getByRole('button', { name: `Szczegóły: ${name}` }).click();
  const panel = area.getByTestId('invoicing-detail');
  await panel.getByRole('button', { name: 'Otwórz miesiąc ponownie' }).click();
  const reopen = page.getByRole('dialog', { name: `Otworzyć ponownie ${MONTH} firmy ${name}?` });
  await reopen.getByRole('button', { name: 'Otwórz ponownie' }).click();
  await expect(reopen).toContainText('Musisz podać powód ponownego otwarcia miesiąca.');
  await reopen.getByLabel(/Powód ponownego otwarcia/).fill('Klient zgłosił brakujący wyjazd');
  await reopen.getByRole('button', { name: 'Otwórz ponownie' }).click();
  await expect(page.getByText(`Miesiąc ${MONTH} został otwarty ponownie`).first()).toBeVisible();
  await expect(row).toContainText('Szkic');
  await expect(panel.getByTestId('invoicing-history-entry')).toContainText('przez Adam');
  await expect(panel.getByTestId('invoicing-history-entry')).toContainText('Klient zgłosił brakujący wyjazd');
  await expect(panel.getByTestId('invoicing-history-entry')).toContainText('Unieważnione zatwierdzenie');

  // The missing arrival is reported in the reopened month: its amount changes.
  const arrival = await add({ day: `${MONTH}-20`, from_hour: '09:00', arrival: true, description: `Brakujący wyjazd ${stamp}` });
  if (arrival.needs_accept) {
    const accepted = await page.request.post('/api/admin/time-accept/accept', {
      data: { ids: [arrival.id] },
      headers: await apiHeaders(page.request),
    });
    expect(accepted.status()).toBe(200);
  }

  // Approved again.
  await row.getByRole('button', { name: `Zatwierdź: ${name}`, exact: true }).click();
  await expect(dialog.getByTestId('pending-report')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Zatwierdź', exact: true }).click();
  await expect(row).toContainText('Zatwierdzone');
  await expect(panel.getByTestId('invoicing-history-entry')).toContainText('Klient zgłosił brakujący wyjazd');
  // The first approval issued the VAT invoice; the second, with the arrival, a correction of it (FA(3) KOR) stating
  // the reopening's reason.
  const documents = panel.getByTestId('invoice-document');
  await expect(documents).toHaveCount(2);
  await expect(documents.nth(0)).toContainText('Faktura VAT');
  await expect(documents.nth(1)).toContainText('Korekta');
  const original = ((await documents.nth(0).locator('td').first().textContent()) ?? '').trim();
  await expect(documents.nth(1)).toContainText(`do ${original}`);
  const listed = (await (await page.request.get(`/api/admin/invoicing/${companyId}/documents?month=${MONTH}`)).json()) as {
    data: { id: number; kind: string }[];
  };
  const correction = listed.data.find((d) => d.kind === 'KOR')!;
  const xml = await (await page.request.get(`/api/admin/invoice-documents/${correction.id}/xml`)).text();
  expect(xml).toContain('<RodzajFaktury>KOR</RodzajFaktury>');
  expect(xml).toContain('Klient zgłosił brakujący wyjazd');
  expect(xml).toContain(`<NrFaKorygowanej>${original}</NrFaKorygowanej>`);

  await agentContext.close();
});
