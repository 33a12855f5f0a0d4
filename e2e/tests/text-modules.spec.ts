/**
 * Text modules (issue 36) against the real server: an agent answers a ticket with `::` and a module, and the message
 * sent holds the filled text; an admin's module with an unknown placeholder is refused under its field, input kept.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';

async function createAcmeTicket(request: APIRequestContext, subject: string) {
  const companies = (await (await request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((company) => company.tag === 'ACME')!;
  const created = await request.post('/api/admin/ticket', {
    data: { company_id: acme.id, subject, body: 'Nie działa VPN od rana.', priority: 'normal', status: 'new' },
    headers: await apiHeaders(request),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number; fullid: string; subject: string } }).data;
}

test('an agent answers with :: and a text module; the sent message holds the filled text', async ({ page }) => {
  test.slow();
  await signIn(page, 'agent@demo.test');
  const ticket = await createAcmeTicket(page.request, `VPN ${Date.now()}`);
  await page.goto(`/admin/ticket/show/${ticket.id}`);
  // The tickets remote's first load on a busy machine can outlast the default wait.
  await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible({ timeout: 30_000 });

  const reply = page.getByLabel('Treść odpowiedzi');
  await reply.click();
  await reply.pressSequentially('::przyj', { delay: 30 });
  const list = page.getByRole('listbox', { name: 'Moduły tekstowe' });
  await expect(list.getByRole('option').first()).toContainText('Przyjęcie zgłoszenia');
  await expect(reply).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(reply).toHaveValue(new RegExp(`zgłoszenie ${ticket.fullid} „${ticket.subject}”`));
  const filled = await reply.inputValue();
  expect(filled).not.toContain('{{');
  expect(filled).not.toContain('::przyj');

  await page.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(page.getByText('Odpowiedź została dodana', { exact: true }).first()).toBeVisible();
  const sent = page
    .getByTestId('thread')
    .locator('[data-kind="message"]')
    .filter({ hasText: `zgłoszenie ${ticket.fullid}` });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(`„${ticket.subject}”`);
});

test('an admin adds a text module: an unknown placeholder is refused under its field and the input stays', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/text-modules/create');
  const shortcut = `e2e${Date.now()}`;
  await page.getByLabel(/^Nazwa/).fill('Moduł e2e');
  await page.getByLabel(/^Skrót/).fill(shortcut);
  await page.getByLabel(/^Treść/).fill('Dzień dobry {{requester.imie}}');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page.getByText('Nieznane pola do wstawienia: {{requester.imie}}')).toBeVisible();
  await expect(page.getByLabel(/^Skrót/)).toHaveValue(shortcut);

  await page.getByLabel(/^Treść/).fill('Dzień dobry {{requester.firstname}}');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/text-modules$/);
  await page.getByLabel('Szukaj po nazwie lub skrócie').fill(shortcut);
  await expect(page.getByTestId('text-module-row')).toHaveCount(1);
  await expect(page.getByTestId('text-module-row')).toContainText(`::${shortcut}`);
});
