/**
 * Macros (issue 36) against the real server: an agent applies a macro to three tickets from the list's bulk bar, the
 * summary counts them, and each ticket's page shows the change and its history names the macro; an admin's macro
 * form refuses an action without its value under that action's field.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';

async function createAcmeTicket(request: APIRequestContext, subject: string) {
  const companies = (await (await request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((company) => company.tag === 'ACME')!;
  const created = await request.post('/api/admin/ticket', {
    data: { company_id: acme.id, subject, body: 'Prośba o pomoc.', priority: 'normal', status: 'new' },
    headers: await apiHeaders(request),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number; fullid: string; subject: string } }).data;
}

test('an agent applies a macro to three tickets from the list; each ticket shows the change', async ({ page }) => {
  test.slow();
  await signIn(page, 'agent@demo.test');
  const me = ((await (await page.request.get('/api/user')).json()) as { data: { firstname: string; lastname: string } }).data;
  const token = `makro${Date.now()}`;
  const tickets = [];
  for (const n of [1, 2, 3]) tickets.push(await createAcmeTicket(page.request, `${token} zgłoszenie ${n}`));

  await page.goto(`/admin/ticket?filter=all&search=${token}`);
  const rows = page.locator('tbody tr');
  // The tickets remote's first load on a busy machine can outlast the default wait.
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Zaznacz wszystkie na stronie' }).check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('Zaznaczono: 3');
  await bar.getByRole('button', { name: 'Zastosuj makro' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Makro').selectOption({ label: 'Biorę to' });
  await dialog.getByRole('button', { name: 'Zastosuj' }).click();
  await expect(page.getByTestId('macro-summary')).toContainText('Makro zastosowano do 3 z 3 zgłoszeń.');
  await expect(page.getByTestId('macro-failure')).toHaveCount(0);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Zamknij' }).click();
  await expect(bar).toHaveCount(0);

  for (const ticket of tickets) {
    await page.goto(`/admin/ticket/show/${ticket.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('field-status')).toContainText('W trakcie');
    await expect(page.getByTestId('field-assignee')).toContainText(`${me.firstname} ${me.lastname}`);
    await page.getByRole('tab', { name: /Historia/ }).click();
    const entry = page.getByTestId('history').locator('li').first();
    await expect(entry).toContainText('Makro');
    await expect(entry).toContainText('Biorę to');
  }
});

test('an admin’s macro form keeps the actions in order and refuses an action without its value', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/macros/create');
  const name = `Makro e2e ${Date.now()}`;
  await page.getByLabel(/^Nazwa/).fill(name);
  await page.getByRole('button', { name: 'Dodaj akcję' }).click();
  await page.getByLabel('Akcja 2').selectOption('add_note');
  await page.getByRole('button', { name: 'Przesuń akcję 2 w górę' }).click();
  await expect(page.getByLabel('Akcja 1')).toHaveValue('add_note');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page.getByText('To pole jest wymagane')).toBeVisible();

  await page.getByLabel(/^Treść notatki wewnętrznej/).fill('Sprawdzone przez e2e');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/macros$/);
  await page.getByLabel('Szukaj po nazwie').fill(name);
  await expect(page.getByTestId('macro-row')).toHaveCount(1);
  await expect(page.getByTestId('macro-row')).toContainText('Dodaj notatkę wewnętrzną → Ustaw status');
});
