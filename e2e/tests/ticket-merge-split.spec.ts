/**
 * Merge and split (issue 36 item 3) against the real server: an agent merges one ticket into another through the
 * menu's search-as-you-type picker and lands on the target, whose thread now holds the source's messages; the source
 * shows "Merged into …" and no composer. Then it splits a message off into a new ticket, linked both ways.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';

test.describe.configure({ timeout: 180_000 });

async function createAcmeTicket(request: APIRequestContext, subject: string, body: string) {
  const companies = (await (await request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((company) => company.tag === 'ACME')!;
  const created = await request.post('/api/admin/ticket', {
    data: { company_id: acme.id, subject, body, priority: 'normal', status: 'new' },
    headers: await apiHeaders(request),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number; fullid: string; subject: string } }).data;
}

async function reply(request: APIRequestContext, id: number, body: string) {
  const res = await request.post(`/api/admin/ticket/${id}/reply`, { data: { body }, headers: await apiHeaders(request) });
  expect(res.status()).toBe(201);
}

async function openTicket(page: Page, id: number, subject: string) {
  await page.goto(`/admin/ticket/show/${id}`);
  // The tickets remote's first load on a busy machine can outlast the default wait.
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible({ timeout: 30_000 });
}

test('an agent merges two tickets and splits a message off', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  const stamp = Date.now();
  const source = await createAcmeTicket(page.request, `Skaner piętro ${stamp}`, 'Skaner nie skanuje do folderu.');
  await reply(page.request, source.id, `Sprawdzamy skaner ${stamp}`);
  const target = await createAcmeTicket(page.request, `Urządzenia wielofunkcyjne ${stamp}`, 'Problemy z urządzeniami.');

  // Merge: the menu, the picker (typing words of the subject), the keyboard, confirm → the target's page.
  await openTicket(page, source.id, source.subject);
  await page.getByRole('button', { name: 'Więcej' }).click();
  await page.getByRole('menuitem', { name: 'Scal z…' }).click();
  const dialog = page.getByRole('dialog', { name: `Scal zgłoszenie ${source.fullid} z innym` });
  const picker = dialog.getByRole('combobox', { name: 'Zgłoszenie docelowe' });
  await picker.pressSequentially(`wielofunkcyjne ${stamp}`, { delay: 20 });
  const option = page.getByRole('option', { name: new RegExp(`${target.fullid} Urządzenia wielofunkcyjne`) });
  await expect(option).toBeVisible();
  // The whole search typed has answered (an earlier, shorter one may list more tickets): the target alone is left.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(`Wszystko z ${source.fullid} przejdzie do ${target.fullid}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Scal', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/ticket/show/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.subject })).toBeVisible();
  const thread = page.getByTestId('thread');
  await expect(thread).toContainText(`Sprawdzamy skaner ${stamp}`);
  await expect(thread).toContainText('Skaner nie skanuje do folderu.');
  await expect(page.getByTestId('related-tickets').getByRole('link', { name: source.fullid })).toBeVisible();

  // The source: a read-only pointer with a link to the target.
  await page.goto(`/admin/ticket/show/${source.id}`);
  const banner = page.getByTestId('merged-into');
  await expect(banner).toContainText(`Scalone z ${target.fullid}`, { timeout: 30_000 });
  await expect(page.getByLabel('Treść odpowiedzi')).toHaveCount(0);
  await banner.getByRole('link', { name: target.fullid }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/ticket/show/${target.id}$`));

  // Split: tick the moved reply, confirm → a new ticket holding it, linked back.
  await expect(page.getByRole('heading', { level: 1, name: target.subject })).toBeVisible();
  await page.getByRole('button', { name: 'Więcej' }).click();
  await page.getByRole('menuitem', { name: 'Wydziel…' }).click();
  const split = page.getByRole('dialog', { name: `Wydziel wiadomości ze zgłoszenia ${target.fullid}` });
  await split.getByRole('checkbox', { name: new RegExp(`Sprawdzamy skaner ${stamp}`) }).check();
  await split.getByRole('button', { name: 'Wydziel zaznaczone (1)' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/admin/ticket/show/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.subject })).toBeVisible();
  await expect(page.getByTestId('thread')).toContainText(`Sprawdzamy skaner ${stamp}`);
  const back = page.getByTestId('related-tickets').getByRole('link', { name: target.fullid });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/admin/ticket/show/${target.id}$`));
  await expect(page.getByTestId('thread')).not.toContainText(`Sprawdzamy skaner ${stamp}`);
  await expect(page.getByTestId('related-tickets')).toContainText('Wydzielone zgłoszenia:');
});
