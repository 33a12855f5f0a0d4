/**
 * The staff ticket page (/admin/ticket/show/:id) against the real server: reply with a status,
 * a time report and its summary, a private note, trash and restore, presence of a second agent, and a stale
 * change answered with 409. (A client opening their ticket goes through the client area: another screen.)
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn, signInRequest } from './session.ts';

interface CreatedTicket {
  id: number;
  fullid: string;
  subject: string;
  version: number;
}

/** A fresh ACME ticket for one test, created over the API by whoever `request` is signed in as. */
async function createTicket(request: APIRequestContext, subject: string): Promise<CreatedTicket> {
  const companies = (await (await request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((company) => company.tag === 'ACME')!;
  const created = await request.post('/api/admin/ticket', {
    data: { company_id: acme.id, subject, body: 'Drukarka w sekretariacie nie drukuje od rana.', priority: 'normal', status: 'new' },
    headers: await apiHeaders(request),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: CreatedTicket }).data;
}

async function openTicket(page: Page, ticket: CreatedTicket): Promise<void> {
  await page.goto(`/admin/ticket/show/${ticket.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('an agent replies waiting for the client, reports time, adds a private note, trashes and restores', async ({ page }) => {
  // One long journey through the page: well within 30 s alone, not on a busy machine.
  test.slow();
  await signIn(page, 'admin@demo.test');
  const ticket = await createTicket(page.request, `Drukarka ${Date.now()}`);
  await openTicket(page, ticket);
  await expect(page.getByTestId('fullid')).toHaveText(ticket.fullid);

  // A draft survives a reload (sessionStorage).
  const reply = page.getByLabel('Treść odpowiedzi');
  await reply.fill('Proszę wyłączyć i włączyć drukarkę, a potem dać znać.');
  await page.reload();
  await expect(page.getByLabel('Treść odpowiedzi')).toHaveValue('Proszę wyłączyć i włączyć drukarkę, a potem dać znać.');

  await page.getByLabel('Status po wysłaniu').selectOption({ label: 'Oczekuje na klienta' });
  await page.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(toast(page, 'Odpowiedź została dodana')).toBeVisible();
  const thread = page.getByTestId('thread');
  await expect(thread.locator('[data-kind="message"]').filter({ hasText: 'Proszę wyłączyć i włączyć drukarkę' })).toBeVisible();
  await expect(page.getByTestId('field-status')).toContainText('Oczekuje na klienta');
  await expect(page.getByTestId('sla-resolution')).toHaveAttribute('data-state', /paused|none/);
  await expect(page.getByLabel('Treść odpowiedzi')).toHaveValue('');

  // A private note, marked as internal in the thread.
  await page.getByRole('tab', { name: 'Notatka wewnętrzna' }).click();
  await page.getByLabel(/Treść notatki/).fill('Klient ma stary model, rozważyć wymianę.');
  await page.getByRole('button', { name: 'Dodaj notatkę' }).click();
  await expect(toast(page, 'Notatka została dodana')).toBeVisible();
  const note = thread.locator('[data-kind="note"]').filter({ hasText: 'Klient ma stary model' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('Notatka wewnętrzna');

  // A colleague mentioned in a note: @ opens the agents, the keyboard picks one, the thread highlights the mention.
  const noteBox = page.getByLabel(/Treść notatki/);
  await noteBox.pressSequentially('Sprawdzisz kopie, @jan');
  await expect(page.getByRole('option', { name: 'Jan Kowalski' })).toBeVisible();
  await noteBox.press('Enter');
  await expect(noteBox).toHaveValue('Sprawdzisz kopie, @Jan Kowalski ');
  await page.getByRole('button', { name: 'Dodaj notatkę' }).click();
  const mentioned = thread.locator('[data-kind="note"]').filter({ hasText: 'Sprawdzisz kopie' });
  await expect(mentioned.locator('span[data-mention]')).toHaveText('@Jan Kowalski');

  // A time report with overtime: the summary charges the whole started hour.
  await page.getByRole('tab', { name: /Czas pracy/ }).click();
  await page.getByRole('button', { name: 'Dodaj raport czasu' }).click();
  await page.getByLabel(/Czas trwania/).fill('75');
  await page.getByLabel('Krótki opis').fill('Diagnoza zdalna');
  await page.getByLabel('Nadgodziny').selectOption('50');
  await expect(page.getByRole('checkbox', { name: 'Wymaga akceptacji' })).toBeChecked();
  await page.getByRole('button', { name: 'Dodaj raport', exact: true }).click();
  await expect(toast(page, 'Raport czasu został dodany')).toBeVisible();
  const summary = page.getByTestId('time-summary');
  await expect(summary.locator('[data-figure="total"]')).toContainText('01:15');
  await expect(summary.locator('[data-figure="charged"]')).toContainText('02:00');
  await expect(summary.locator('[data-figure="overtime-50"]')).toContainText('01:15');
  await expect(page.getByTestId('time-reports')).toContainText('Diagnoza zdalna');
  await expect(page.getByRole('tab', { name: 'Czas pracy (01:15)' })).toBeVisible();

  // Trash, then restore; both ask first.
  await page.getByRole('button', { name: 'Przenieś do kosza' }).click();
  const trashDialog = page.getByRole('alertdialog');
  await expect(trashDialog).toContainText(`Przenieść zgłoszenie ${ticket.fullid} do kosza?`);
  await trashDialog.getByRole('button', { name: 'Przenieś do kosza' }).click();
  await expect(toast(page, 'Zgłoszenie zostało usunięte')).toBeVisible();
  await expect(page.getByTestId('trashed')).toBeVisible();

  await page.getByRole('button', { name: 'Przywróć' }).click();
  const restoreDialog = page.getByRole('alertdialog');
  await restoreDialog.getByRole('button', { name: 'Przywróć' }).click();
  await expect(toast(page, 'Zgłoszenie zostało przywrócone')).toBeVisible();
  await expect(page.getByTestId('trashed')).toHaveCount(0);

  // Everything left a line in the history.
  await page.getByRole('tab', { name: /Historia/ }).click();
  const history = page.getByTestId('history');
  for (const action of [
    'Przywrócenie z kosza',
    'Przeniesienie do kosza',
    'Dodanie raportu czasu',
    'Notatka wewnętrzna',
    'Odpowiedź',
    'Utworzenie zgłoszenia',
  ]) {
    await expect(history.getByText(action, { exact: true }).first()).toBeVisible();
  }
  await expect(history).toContainText('Status: Nowe → Oczekuje na klienta');
});

test('a second agent opening the same ticket sees the first one viewing and typing', async ({ page, browser }) => {
  test.slow();
  await signIn(page, 'admin@demo.test');
  const ticket = await createTicket(page.request, `Obecność ${Date.now()}`);
  await openTicket(page, ticket);

  const managerContext = await browser.newContext({ locale: 'pl-PL' });
  await managerContext.addInitScript(() => localStorage.setItem('helpdesk.pushConsent', 'declined'));
  const manager = await managerContext.newPage();
  await signIn(manager, 'manager@demo.test');
  await openTicket(manager, ticket);

  const me = (await (await page.request.get('/api/user')).json()) as { data: { firstname: string; lastname: string } };
  const adminName = `${me.data.firstname} ${me.data.lastname}`;
  await expect(manager.getByTestId('presence')).toContainText(`Również przegląda: ${adminName}`);

  // Typing in the reply box shows on the other screen, and stops showing after a pause.
  await page.getByLabel('Treść odpowiedzi').pressSequentially('Sprawdzam', { delay: 30 });
  await expect(manager.getByTestId('presence')).toContainText(`${adminName} pisze…`);
  await expect(manager.getByTestId('presence')).not.toContainText('pisze…', { timeout: 10_000 });

  await managerContext.close();
});

test('a change made meanwhile by someone else comes back as "changed meanwhile" and can be re-applied', async ({ page, baseURL }) => {
  await signIn(page, 'admin@demo.test');
  const ticket = await createTicket(page.request, `Konflikt ${Date.now()}`);
  await openTicket(page, ticket);

  // The agent starts changing the priority…
  await page.getByRole('button', { name: 'Zmień: Priorytet' }).click();
  // …while a manager elsewhere raises it.
  const other = await playwrightRequest.newContext({ baseURL });
  await signInRequest(other, 'manager@demo.test');
  const changed = await other.patch(`/api/admin/ticket/${ticket.id}`, {
    data: { version: ticket.version, priority: 'critical' },
    headers: await apiHeaders(other),
  });
  expect(changed.status()).toBe(200);
  await other.dispose();

  await page.getByRole('combobox', { name: 'Priorytet' }).selectOption({ label: 'Wysoki' });
  await page.getByRole('button', { name: 'Zapisz' }).click();
  const conflict = page.getByTestId('conflict');
  await expect(conflict).toContainText('Zgłoszenie zostało w międzyczasie zmienione');
  await expect(conflict).toContainText('Priorytet → Wysoki');
  // Nothing was overwritten: the screen shows the manager's priority.
  await expect(page.getByTestId('field-priority')).toContainText('Krytyczny');

  await conflict.getByRole('button', { name: 'Zastosuj moją zmianę ponownie' }).click();
  await expect(toast(page, 'Priorytet został zmieniony')).toBeVisible();
  await expect(page.getByTestId('field-priority')).toContainText('Wysoki');
  await expect(page.getByTestId('conflict')).toHaveCount(0);
});

test('an unknown ticket says it was not found', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/ticket/show/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono zgłoszenia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lista zgłoszeń' })).toBeVisible();
});
