/**
 * Issue 5 items 9 and 10 in Chromium: the staff ticket list (totals, pagination, filter, search, bulk change)
 * and adding a ticket from a saved draft.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn, signInAsAdmin } from './session.ts';
import { screen } from './helpers.ts';

interface ListAnswer {
  data: { id: number; fullid: string; status: string }[];
  meta: { total: number };
}

const list = async (request: APIRequestContext, query: string): Promise<ListAnswer> =>
  (await (await request.get(`/api/admin/ticket?${query}`)).json()) as ListAnswer;

const total = (page: Page) => page.getByTestId('list-total');
/** A toast's text (the toaster also repeats it for screen readers). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('the list pages through the exact total, and the URL keeps the page for reload and back', async ({ page }) => {
  await signInAsAdmin(page);
  const { meta } = await list(page.request, 'filter=all&per_page=20');
  expect(meta.total).toBeGreaterThan(40);

  await page.goto('/admin/ticket?filter=all');
  const tickets = screen(page, 'tickets');
  await expect(tickets.getByRole('heading', { level: 1, name: 'Zgłoszenia' })).toBeVisible();
  await expect(total(page)).toHaveText(`1–20 z ${meta.total}`);
  await expect(tickets.locator('tbody tr')).toHaveCount(20);

  await tickets.getByRole('button', { name: 'Następna strona' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(total(page)).toHaveText(`21–40 z ${meta.total}`);
  await page.reload();
  await expect(total(page)).toHaveText(`21–40 z ${meta.total}`);
  await page.goBack();
  await expect(total(page)).toHaveText(`1–20 z ${meta.total}`);

  await tickets.getByLabel('Na stronie', { exact: true }).selectOption('50');
  await expect(total(page)).toHaveText(`1–50 z ${meta.total}`);
  await expect(tickets.locator('tbody tr')).toHaveCount(50);
});

test('a filter and a search narrow the list to what the API counts', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/ticket?filter=all');
  const tickets = screen(page, 'tickets');
  const all = await list(page.request, 'filter=all');
  await expect(total(page)).toHaveText(`1–20 z ${all.meta.total}`);

  await tickets.getByLabel('Widok').selectOption('new');
  await expect(page).toHaveURL(/filter=new/);
  const fresh = await list(page.request, 'filter=new');
  expect(fresh.meta.total).toBeLessThan(all.meta.total);
  await expect(total(page)).toContainText(` z ${fresh.meta.total}`);
  for (const status of await tickets.locator('tbody tr').allTextContents()) expect(status).toContain('Nowe');

  // Search for one ticket by its number, in the whole list.
  const target = all.data[3]!;
  await tickets.getByLabel('Widok').selectOption('all');
  await tickets.getByRole('searchbox', { name: 'Szukaj zgłoszeń' }).fill(target.fullid);
  await expect(page).toHaveURL(new RegExp(`search=${target.fullid}`));
  const found = await list(page.request, `filter=all&search=${target.fullid}`);
  expect(found.meta.total).toBeLessThan(all.meta.total);
  await expect(total(page)).toContainText(` z ${found.meta.total}`);
  await expect(tickets.getByRole('link', { name: target.fullid, exact: true })).toBeVisible();

  await tickets.getByRole('searchbox', { name: 'Szukaj zgłoszeń' }).fill('zzqxnotfoundqq');
  await expect(page.getByTestId('list-empty')).toContainText('Nic nie pasuje do „zzqxnotfoundqq”');
});

test('an agent saves a draft for ACME, opens it from the drafts bar and adds the ticket from it', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await page.goto('/admin/ticket/create');
  const form = screen(page, 'tickets');
  await expect(form.getByRole('heading', { level: 1, name: 'Nowe zgłoszenie' })).toBeVisible();
  const company = form.locator('select[name="company_id"]');
  // The agent picks among its assigned companies only.
  await expect(company.locator('option')).toHaveText(['', /^ACME/, /^BUDX/, /^KLIN/]);
  await company.selectOption({ label: 'ACME — Acme Sp. z o.o.' });
  await form.locator('select[name="requester_id"]').selectOption({ label: 'Celina Klient <client@demo.test>' });
  await form.locator('input[name="subject"]').fill('Wymiana tonera w recepcji');
  await form.locator('textarea[name="body"]').fill('Toner się skończył.\nProszę o wymianę.');
  await form.locator('select[name="priority"]').selectOption('high');
  await form.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(page).toHaveURL(/\/admin\/ticket\/create\?draft=\d+$/);
  const draftId = Number(new URL(page.url()).searchParams.get('draft'));

  const drafts = page.getByTestId('drafts-bar');
  const draftButton = drafts.getByRole('button', { name: 'ACME Wymiana…', exact: true });
  await expect(draftButton).toBeVisible();

  // Leave, then come back through the drafts bar: the form is restored.
  await page.goto('/admin/ticket?filter=all');
  await expect(total(page)).toBeVisible();
  await draftButton.click();
  await expect(page).toHaveURL(`/admin/ticket/create?draft=${draftId}`);
  await expect(form.locator('input[name="subject"]')).toHaveValue('Wymiana tonera w recepcji');
  await expect(form.locator('textarea[name="body"]')).toHaveValue('Toner się skończył.\nProszę o wymianę.');
  await expect(form.locator('select[name="priority"]')).toHaveValue('high');
  await expect(form.locator('select[name="requester_id"]')).toHaveValue(/\d+/);

  await form.locator('select[name="status"]').selectOption('in-progress');
  await form.getByRole('button', { name: 'Dodaj zgłoszenie' }).click();
  await expect(page).toHaveURL(/\/admin\/ticket\/show\/\d+$/);
  await expect(toast(page, 'Zgłoszenie zostało utworzone')).toBeVisible();
  await expect(drafts.getByRole('button', { name: 'ACME Wymiana…', exact: true })).toHaveCount(0);

  const id = page.url().split('/').pop();
  const ticket = (await (await page.request.get(`/api/admin/ticket/${id}`)).json()).data;
  expect(ticket).toMatchObject({
    subject: 'Wymiana tonera w recepcji',
    status: 'in-progress',
    priority: 'high',
    company: { tag: 'ACME' },
    requester: { name: 'Celina Klient' },
  });
  const left = (await (await page.request.get('/api/admin/ticket-drafts')).json()).data as { id: number }[];
  expect(left.map((d) => d.id)).not.toContain(draftId);
});

test('bulk status change asks once, changes every selected ticket and sums up', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/ticket?filter=new');
  const tickets = screen(page, 'tickets');
  await expect(tickets.locator('tbody tr').first()).toBeVisible();
  const shown = await list(page.request, 'filter=new&per_page=20');
  const chosen = shown.data.slice(0, 2);

  // Keyboard: j moves to the first row, x selects it; the next one too.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('Zaznaczono: 2');

  await bar.getByRole('button', { name: 'Zmień status' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(chosen.map((t) => t.fullid).join(', '));
  await dialog.getByLabel('Nowy status').selectOption('in-progress');
  await dialog.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(toast(page, 'Zmieniono zgłoszenia: 2 z 2.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(bar).toHaveCount(0);

  for (const ticket of chosen) {
    const detail = (await (await page.request.get(`/api/admin/ticket/${ticket.id}`, { headers: await apiHeaders(page.request) })).json())
      .data;
    expect(detail.status).toBe('in-progress');
  }
  // They left the "new" view.
  await expect(tickets.locator('tbody')).not.toContainText(chosen[0]!.fullid);
});
