/**
 * Issue 6: planned works on the ticket page against the real server. An agent plans a work (keyboard only), it
 * shows in the top-bar dropdown at once; a manager accepts it, rejects a second one and deletes that one after
 * confirmation; the dropdown keeps the accepted work only. And the tab at the spec's mobile breakpoint.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';

interface CreatedTicket {
  id: number;
  fullid: string;
  subject: string;
}

async function createTicket(request: APIRequestContext, subject: string): Promise<CreatedTicket> {
  const companies = (await (await request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((company) => company.tag === 'ACME')!;
  const created = await request.post('/api/admin/ticket', {
    data: { company_id: acme.id, subject, body: 'Aktualizacja serwera plików po godzinach.', priority: 'normal', status: 'new' },
    headers: await apiHeaders(request),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: CreatedTicket }).data;
}

/** A day some days from now in the browser's (= this machine's) zone, as the date field wants it. */
function dayFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function openPlannedWorks(page: Page, ticket: CreatedTicket): Promise<void> {
  await page.goto(`/admin/ticket/show/${ticket.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible();
  await page.getByRole('tab', { name: /^Prace planowane/ }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Prace planowane' })).toBeVisible();
}

async function staffPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pl-PL' });
  await context.addInitScript(() => localStorage.setItem('helpdesk.pushConsent', 'declined'));
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const work = (page: Page, start: string) =>
  page.getByRole('list', { name: 'Prace planowane' }).getByRole('listitem').filter({ hasText: start });

/** The top bar's planned-works menu, opened. */
async function topBarPlannedWorks(page: Page) {
  await page.getByRole('button', { name: /^Zaplanowane prace/ }).click();
  return page.getByRole('menu');
}

test('an agent plans a work, it is in the top bar at once, and a manager accepts it and rejects another', async ({ page, browser }) => {
  test.slow();
  await signIn(page, 'agent@demo.test');
  const ticket = await createTicket(page.request, `Prace planowane ${Date.now()}`);
  await openPlannedWorks(page, ticket);
  const day = dayFromNow(1);

  // Keyboard only: the add button, the fields in order, Enter sends.
  await page.getByRole('button', { name: 'Zaplanuj prace' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByTestId('planned-work-form');
  await expect(form.getByLabel('Dzień rozpoczęcia')).toBeFocused();
  await form.getByLabel('Dzień rozpoczęcia').fill(day);
  await form.getByLabel('Godzina rozpoczęcia').fill('06:15');
  const hours = form.getByLabel('Potrzebne godziny');
  await hours.fill('0.1');
  await hours.press('Enter');
  await expect(form.getByText('Pole musi być większe lub równe 0,25')).toBeVisible();
  await hours.fill('2.5');
  await hours.press('Enter');
  await expect(toast(page, 'Prace planowane zostały utworzone')).toBeVisible();
  await expect(form).toHaveCount(0);

  const first = work(page, `${day} 06:15`);
  await expect(first).toContainText('2,5 h');
  await expect(first).toContainText('Czeka na akceptację');
  await expect(first).toContainText('Zaplanował(a): Artur Agent');
  // An agent does not decide; they may change or delete their own work.
  await expect(first.getByRole('button', { name: /^Akceptuj/ })).toHaveCount(0);
  await expect(first.getByRole('button', { name: `Zmień prace planowane na ${day} 06:15` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Prace planowane (1)' })).toBeVisible();

  // The top bar's dropdown has it without a reload.
  const menu = await topBarPlannedWorks(page);
  await expect(menu.getByRole('menuitem', { name: `${day} 06:15 · ${ticket.fullid} · ${ticket.subject.slice(0, 12)}…` })).toBeVisible();
  await page.keyboard.press('Escape');

  // A second work, planned over the API.
  const second = await page.request.post(`/api/admin/ticket/${ticket.id}/planned-works`, {
    data: { start_time: new Date(`${day}T06:45`).toISOString(), hours: 1, internal: true },
    headers: await apiHeaders(page.request),
  });
  expect(second.status()).toBe(201);

  const manager = await staffPage(browser, 'manager@demo.test');
  await openPlannedWorks(manager, ticket);
  await manager.getByRole('button', { name: `Akceptuj prace planowane na ${day} 06:15` }).click();
  await expect(toast(manager, 'Prace planowane zostały zaakceptowane')).toBeVisible();
  const accepted = work(manager, `${day} 06:15`);
  await expect(accepted).toContainText('Zaakceptowana');
  await expect(accepted).toContainText('Zaakceptował(a): Marta Menedżer');
  await expect(accepted.getByRole('button', { name: /^Akceptuj/ })).toHaveCount(0);

  const rejected = work(manager, `${day} 06:45`);
  await expect(rejected).toContainText('Wewnętrzne');
  await rejected.getByRole('button', { name: `Odrzuć prace planowane na ${day} 06:45` }).click();
  await expect(toast(manager, 'Prace planowane zostały odrzucone')).toBeVisible();
  await expect(rejected).toContainText('Odrzucona');
  await expect(rejected).toContainText('Odrzucił(a): Marta Menedżer');

  // The top bar lists what is not rejected.
  const managerMenu = await topBarPlannedWorks(manager);
  await expect(managerMenu.getByRole('menuitem', { name: new RegExp(`^${day} 06:15 · ${ticket.fullid}`) })).toBeVisible();
  await expect(managerMenu.getByRole('menuitem', { name: new RegExp(`^${day} 06:45 · ${ticket.fullid}`) })).toHaveCount(0);
  await manager.keyboard.press('Escape');

  // Deleting asks first.
  await rejected.getByRole('button', { name: `Usuń prace planowane na ${day} 06:45` }).click();
  const confirm = manager.getByRole('alertdialog');
  await expect(confirm).toContainText(`Usunąć prace planowane na ${day} 06:45 (1 h)?`);
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(toast(manager, 'Prace planowane zostały usunięte')).toBeVisible();
  await expect(work(manager, `${day} 06:45`)).toHaveCount(0);
  await expect(manager.getByRole('tab', { name: 'Prace planowane (1)' })).toBeVisible();
  await manager.screenshot({ path: 'test-results/planned-works-manager.png', fullPage: true });
  await manager.context().close();
});

test('the planned works tab works at the mobile breakpoint', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await signIn(page, 'agent@demo.test');
  const ticket = await createTicket(page.request, `Prace mobilne ${Date.now()}`);
  await openPlannedWorks(page, ticket);
  const day = dayFromNow(2);
  await page.getByRole('button', { name: 'Zaplanuj prace' }).click();
  const form = page.getByTestId('planned-work-form');
  await form.getByLabel('Dzień rozpoczęcia').fill(day);
  await form.getByLabel('Godzina rozpoczęcia').fill('09:00');
  await form.getByLabel('Potrzebne godziny').fill('1');
  await form.getByRole('checkbox', { name: 'Prace wewnętrzne' }).check();
  await form.getByRole('button', { name: 'Zaplanuj', exact: true }).click();
  await expect(toast(page, 'Prace planowane zostały utworzone')).toBeVisible();
  const planned = work(page, `${day} 09:00`);
  await expect(planned).toContainText('Wewnętrzne');

  // Changing it: the form keeps the values; nothing is wider than the screen.
  await planned.getByRole('button', { name: `Zmień prace planowane na ${day} 09:00` }).click();
  const edit = page.getByTestId('planned-work-form');
  await expect(edit.getByLabel('Godzina rozpoczęcia')).toHaveValue('09:00');
  await edit.getByLabel('Godzina rozpoczęcia').fill('10:30');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/planned-works-mobile.png', fullPage: true });
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Prace planowane zostały zaktualizowane')).toBeVisible();
  await expect(work(page, `${day} 10:30`)).toContainText('Czeka na akceptację');
});
