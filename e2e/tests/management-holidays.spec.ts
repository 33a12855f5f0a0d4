/**
 * Holidays in the browser: the admin adds a holiday on the day a ticket's resolution is due; the deadline computed
 * afterwards (a priority change recomputes it) moves past the holiday. Then the holiday is deleted again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';
import { screen } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const polishDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(iso));

async function api(page: Page, method: 'get' | 'patch', url: string, data?: unknown) {
  const response = await page.request[method](url, { headers: await apiHeaders(page.request), ...(data === undefined ? {} : { data }) });
  return { status: response.status(), body: await response.json() };
}

interface Detail {
  id: number;
  version: number;
  priority: string;
  status: string;
  company: { id: number };
  sla: { resolution: { due_at: string | null } };
}

test('the admin adds a holiday and a ticket resolution deadline moves past it', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  // A ticket whose deadline counts business hours (a 24/7 priority ignores holidays), not waiting.
  const rows = (await api(page, 'get', '/api/admin/ticket?filter=all&per_page=40')).body.data as { id: number }[];
  let ticket: Detail | null = null;
  for (const row of rows) {
    const detail = (await api(page, 'get', `/api/admin/ticket/${row.id}`)).body.data as Detail;
    if (!detail.sla.resolution.due_at || detail.status.startsWith('waiting')) continue;
    const company = (await api(page, 'get', `/api/admin/company/${detail.company.id}`)).body.data as {
      business_hours: unknown;
      priorities: { priority: string; is_24_7: boolean; active: boolean }[];
    };
    const rule = company.priorities.find((p) => p.priority === detail.priority && p.active);
    if (company.business_hours && rule && !rule.is_24_7) {
      ticket = detail;
      break;
    }
  }
  expect(ticket, 'a ticket with a business-hours deadline').toBeTruthy();
  const due = ticket!.sla.resolution.due_at!;
  const day = polishDate(due);

  await page.goto(`/admin/holiday?year=${day.slice(0, 4)}`);
  const area = screen(page, 'management');
  await expect(area.getByRole('heading', { name: 'Dni wolne', level: 1 })).toBeVisible();
  await area.getByRole('button', { name: 'Dodaj dzień wolny' }).click();
  await expect(page).toHaveURL(/\/admin\/holiday\/create$/);
  await area.getByLabel('Nazwa').fill('Święto e2e');
  await area.getByLabel('Data').fill(day);
  await area.getByRole('button', { name: 'Dodaj' }).click();
  await expect(page.locator('.fui-ToastBody', { hasText: 'Święto zostało dodane' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/holiday\\?year=${day.slice(0, 4)}$`));
  const row = area.getByRole('row').filter({ hasText: 'Święto e2e' });
  await expect(row).toContainText(day);

  // The same day again is refused under the date field.
  await page.goto('/admin/holiday/create');
  await area.getByLabel('Nazwa').fill('Drugie');
  await area.getByLabel('Data').fill(day);
  await area.getByRole('button', { name: 'Dodaj' }).click();
  await expect(area.getByText('W tym dniu jest już święto')).toBeVisible();

  // A new priority recomputes the deadlines from creation: to another priority and back.
  const other = ticket!.priority === 'low' ? 'normal' : 'low';
  const first = await api(page, 'patch', `/api/admin/ticket/${ticket!.id}`, { version: ticket!.version, priority: other });
  expect(first.status).toBe(200);
  const back = await api(page, 'patch', `/api/admin/ticket/${ticket!.id}`, {
    version: first.body.data.version,
    priority: ticket!.priority,
  });
  expect(back.status).toBe(200);
  const moved = back.body.data.sla.resolution.due_at as string;
  expect(Date.parse(moved)).toBeGreaterThan(Date.parse(due));
  expect(polishDate(moved)).not.toBe(day);

  // Deleting it leaves the calendar as it was.
  await page.goto(`/admin/holiday?year=${day.slice(0, 4)}`);
  await area.getByRole('button', { name: 'Usuń: Święto e2e' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
  await expect(page.locator('.fui-ToastBody', { hasText: 'Święto zostało usunięte' })).toBeVisible();
  await expect(area.getByRole('row').filter({ hasText: 'Święto e2e' })).toHaveCount(0);
});
