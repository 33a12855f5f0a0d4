/**
 * Issue 37 item 7 in Chromium: nothing a user needs sits under something else or past the edge at 1440 px (and at
 * 390 px where the screen is used on a phone) — the SLA row's checkboxes beside its inputs, the agent profitability's
 * last columns, the import's error reasons, and the bottom of a page under the ticket drafts.
 */
import type { Locator, Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { expect, test } from './fixtures.ts';
import { browserRemembered, screen } from './helpers.ts';
import { apiHeaders, signIn } from './session.ts';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${locator.toString()}`);
  return b;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The part of `inner` its scroll box shows without scrolling sideways: all of it, or it is cut off. */
async function expectShownWhole(inner: Locator, scrollBox: Locator, what: string) {
  const [a, b] = [await box(inner), await box(scrollBox)];
  expect(a.x + a.width, `${what} ends inside the visible table`).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.x, `${what} starts inside the visible table`).toBeGreaterThanOrEqual(b.x - 0.5);
  // Its own text is not clipped either.
  expect(await inner.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${what} shows its whole text`).toBe(true);
}

for (const width of [1440, 390]) {
  test(`the company form's priority rows keep 24/7 and the other checkboxes beside the SLA inputs at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'admin@demo.test');
    await page.goto('/admin/company/create');
    const area = screen(page, 'management');
    const rows = area.getByTestId('priority-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    for (let i = 0; i < (await rows.count()); i++) {
      const row = rows.nth(i);
      const inputs = [
        row.locator(`[name="priorities.${i}.open_sla_minutes"]`),
        row.locator(`[name="priorities.${i}.resolve_sla_minutes"]`),
        row.locator(`[name="priorities.${i}.priority"]`),
      ];
      for (const name of ['is_24_7', 'active', 'is_default']) {
        const check = row.locator(`[name="priorities.${i}.${name}"]`).locator('xpath=ancestor::*[contains(@class,"fui-Checkbox")][1]');
        for (const input of inputs) {
          expect(overlaps(await box(check), await box(input)), `row ${i}: ${name} beside ${await input.getAttribute('name')}`).toBe(false);
        }
      }
    }
  });
}

// [window width, priority stacked under status, the table fits without scrolling sideways]
for (const [width, stacked, fits] of [
  [1280, true, false],
  [1440, true, true],
  [1700, false, true],
] as const) {
  test(`the ticket list at ${width} px ${stacked ? 'stacks the priority under the status' : 'gives the priority a column of its own'}, the same before and after its scripts`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'agent@demo.test');
    const headers = async (target: Page) => {
      const list = screen(target, 'tickets');
      await expect(list.locator('tr[data-ticket-id]').first()).toBeVisible({ timeout: 30_000 });
      const names = await list
        .getByRole('columnheader')
        .evaluateAll((cells) =>
          cells.filter((cell) => cell.getBoundingClientRect().width > 0).map((cell) => (cell as HTMLElement).innerText.trim()),
        );
      const widths = await list
        .locator('tr[data-ticket-id]')
        .first()
        .evaluate((row) => [...row.children].map((cell) => Math.round(cell.getBoundingClientRect().width)));
      return { names, widths };
    };
    await page.goto('/admin/ticket');
    const hydrated = await headers(page);
    // However little room the table has, the subject keeps enough to be read (the table scrolls sideways instead).
    expect(hydrated.widths[2]).toBeGreaterThanOrEqual(150);
    const scroller = screen(page, 'tickets').locator('.tkl-scroller');
    expect(await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(fits);
    if (stacked) {
      expect(hydrated.names).toContain('Status / Priorytet');
      expect(hydrated.names).not.toContain('Priorytet');
    } else {
      expect(hydrated.names).toEqual(expect.arrayContaining(['Status', 'Priorytet']));
    }
    // The layout is the room's, not a script's: the page as the server sent it is drawn alike before any script runs.
    await browserRemembered(page);
    const context = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
    try {
      const noScripts = await context.newPage();
      await noScripts.setViewportSize({ width, height: 900 });
      await noScripts.goto('/admin/ticket');
      expect(await headers(noScripts)).toEqual(hydrated);
    } finally {
      await context.close();
    }
  });
}

test('at 1440 px the agent profitability shows its last columns, utilisation and details, whole (pl and en)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin@demo.test');
  for (const [lang, utilisation, details] of [
    ['pl', 'Wykorzystanie', 'Szczegóły'],
    ['en', 'Utilisation', 'Details'],
  ] as const) {
    await page.context().request.post('/api/profile/set-lang', { data: { lang }, headers: await apiHeaders(page.context().request) });
    await page.goto('/admin/agent-profitability');
    const table = screen(page, 'finance').getByTestId('agent-profitability-table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    const scrollBox = table.locator('xpath=..');
    await expectShownWhole(table.getByRole('columnheader', { name: utilisation }).getByRole('button'), scrollBox, utilisation);
    await expectShownWhole(table.getByRole('columnheader', { name: details }), scrollBox, details);
    await expectShownWhole(table.getByTestId('agent-profitability-row').first().getByRole('button').last(), scrollBox, `${details} button`);
  }
  await page.context().request.post('/api/profile/set-lang', { data: { lang: 'pl' }, headers: await apiHeaders(page.context().request) });
});

test('at 1440 px the employee import shows the reason of a bad row whole', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const run = Date.now();
  const book = XLSX.utils.book_new();
  const lines = [
    ['Imię', 'Nazwisko', 'E-mail', 'Stanowisko', 'Miasto'],
    [
      'Bartłomiej',
      'Wierzchosławski-Konstantynowicz',
      `bartlomiej.wierzchoslawski.${run}@budex.test`,
      'Kierownik magazynu wysokiego składowania',
      'Kraków',
    ],
    ['Zła', 'Osoba', 'to-nie-jest-adres', 'Magazynier', 'Kraków'],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(lines), 'Pracownicy');
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/client');
  const area = screen(page, 'management');
  await area.getByRole('button', { name: 'Import pracowników' }).click();
  await area.getByRole('combobox', { name: /^Firma/ }).selectOption({ label: 'BUDX — Budex Budownictwo S.A.' });
  await area.getByLabel('Plik arkusza').setInputFiles({
    name: 'pracownicy.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  });
  const bad = area.locator('[data-import-row="3"][data-status="error"]');
  await expect(bad).toContainText('Nieprawidłowy adres e-mail');
  const table = area.getByRole('table', { name: /Import/ });
  const scrollBox = table.locator('xpath=..');
  await expectShownWhole(table.getByRole('columnheader').last(), scrollBox, 'the reason column');
  await expectShownWhole(bad.getByRole('cell').last(), scrollBox, 'the reason');
});

/** How far the drafts bar reaches over what the page shows at its very bottom (0: nothing covered). */
async function coveredByDrafts(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="drafts-bar"]')!.getBoundingClientRect();
    const last = (el: Element | null) => el?.getBoundingClientRect().bottom ?? 0;
    const main = document.querySelector('main');
    const credit = document.querySelector('footer');
    const range = document.createRange();
    if (credit) range.selectNodeContents(credit);
    const bottoms = [last(main?.lastElementChild ?? null), credit ? range.getBoundingClientRect().bottom : 0];
    return Math.max(0, Math.max(...bottoms) - bar.top);
  });
}

for (const width of [1440, 390]) {
  test(`the ticket drafts leave the bottom of a page readable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'agent@demo.test');
    const request = page.context().request;
    const made: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request.post('/api/admin/ticket-drafts', {
        data: { subject: `Szkic układu ${i} ${Date.now()}`, payload: {} },
        headers: await apiHeaders(request),
      });
      expect(res.status()).toBe(201);
      made.push(((await res.json()) as { data: { id: number } }).data.id);
    }
    try {
      for (const path of ['/admin/ticket?filter=all', '/admin/guide']) {
        await page.goto(path);
        await expect(page.getByTestId('drafts-bar').getByRole('button', { name: /^Szkic/ })).toHaveCount(6);
        await expect.poll(() => coveredByDrafts(page), `${path}: the last content above the drafts`).toBe(0);
      }
    } finally {
      for (const id of made) await request.delete(`/api/admin/ticket-drafts/${id}`, { headers: await apiHeaders(request) });
    }
  });
}

test('the ticket page’s contract balance puts the accepted/pending line under the hours used, not after them', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'agent@demo.test');
  const request = page.context().request;
  const companies = (await (await request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((company) => company.tag === 'ACME')!;
  const created = await request.post('/api/admin/ticket', {
    data: { company_id: acme.id, subject: `Saldo w układzie ${Date.now()}`, body: 'Praca zdalna.' },
    headers: await apiHeaders(request),
  });
  expect(created.status()).toBe(201);
  const ticket = ((await created.json()) as { data: { id: number } }).data;
  // A report waiting for acceptance: the balance then shows the accepted/pending line.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  const report = await request.post(`/api/admin/ticket/${ticket.id}/time-reports`, {
    data: { day, from_hour: '07:00', kind: 'it', minutes: 15, description: 'Konfiguracja' },
    headers: await apiHeaders(request),
  });
  expect(report.status()).toBe(201);
  const reportId = ((await report.json()) as { data: { id: number } }).data.id;

  await page.goto(`/admin/ticket/show/${ticket.id}`);
  const accepted = screen(page, 'tickets').locator('[data-testid$="-accepted"]').first();
  await expect(accepted).toBeVisible({ timeout: 30_000 });
  const used = accepted.locator('xpath=preceding-sibling::*[1]');
  const [line, above] = [await box(accepted), await box(used)];
  expect(line.y, 'the accepted/pending line starts below the hours used').toBeGreaterThanOrEqual(above.y + above.height - 0.5);
  // The report leaves with the test: the month's figures of the specs after this one stay theirs.
  const removed = await request.delete(`/api/admin/ticket/${ticket.id}/time-reports/${reportId}`, { headers: await apiHeaders(request) });
  expect(removed.status()).toBeLessThan(300);
});

for (const width of [1440, 390]) {
  test(`every tab of the ticket page is in sight at ${width} px, in English too`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'agent@demo.test');
    const request = page.context().request;
    const companies = (await (await request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
    const acme = companies.data.find((company) => company.tag === 'ACME')!;
    const created = await request.post('/api/admin/ticket', {
      data: { company_id: acme.id, subject: `Zakładki ${Date.now()}`, body: 'Opis.' },
      headers: await apiHeaders(request),
    });
    expect(created.status()).toBe(201);
    const ticket = ((await created.json()) as { data: { id: number } }).data;

    expect(
      (await request.post('/api/profile/set-lang', { data: { lang: 'en' }, headers: await apiHeaders(request) })).status(),
    ).toBeLessThan(300);
    try {
      await page.goto(`/admin/ticket/show/${ticket.id}`);
      const list = screen(page, 'tickets').getByRole('tablist', { name: 'Ticket sections' });
      const tabs = list.getByRole('tab');
      await expect(tabs.first()).toBeVisible({ timeout: 30_000 });
      const count = await tabs.count();
      expect(count).toBeGreaterThanOrEqual(4);
      const edge = await box(list);
      for (let i = 0; i < count; i++) {
        const tab = await box(tabs.nth(i));
        const name = await tabs.nth(i).textContent();
        expect(tab.x + tab.width, `the tab "${name}" ends inside the tab list`).toBeLessThanOrEqual(edge.x + edge.width + 0.5);
        expect(tab.x + tab.width, `the tab "${name}" ends inside the window`).toBeLessThanOrEqual(width);
      }
    } finally {
      // Back to Polish for the tests after this one.
      await request.post('/api/profile/set-lang', { data: { lang: 'pl' }, headers: await apiHeaders(request) });
    }
  });
}
