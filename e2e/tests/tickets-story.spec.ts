/**
 * Issue 5's acceptance story in one run, two people at once: an agent adds an ACME ticket from a saved draft in the
 * staff screens while client@demo.test, the requester, watches the client area; the ticket appears there without a
 * reload, and so does the agent's reply that sets it waiting for the client. The agent then reports time, trashes
 * and restores the ticket. (Each step has its own finer test in tickets-list, ticket-show and client-area.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectSameDocument, markDocument, screen } from './helpers.ts';
import { signIn } from './session.ts';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('an agent adds a ticket from a draft; the client sees it and the reply live; time, trash and restore', async ({ page, browser }) => {
  test.slow();
  const subject = `Skaner w księgowości ${Date.now()}`;

  // The client, in a browser of their own, keeps the list of all their tickets open.
  const clientContext = await browser.newContext({ locale: 'pl-PL' });
  await clientContext.addInitScript(() => localStorage.setItem('helpdesk.pushConsent', 'declined'));
  const client = await clientContext.newPage();
  await signIn(client, 'client@demo.test');
  await client.goto('/ticket?filter=all');
  await expect(client.locator('html[data-realtime="subscribed"]')).toHaveCount(1);
  await markDocument(client);

  // The agent saves a draft, leaves, comes back to it through the drafts bar and adds the ticket.
  await signIn(page, 'agent@demo.test');
  await page.goto('/admin/ticket/create');
  const form = screen(page, 'tickets');
  await form.locator('select[name="company_id"]').selectOption({ label: 'ACME — Acme Sp. z o.o.' });
  await form.locator('select[name="requester_id"]').selectOption({ label: 'Celina Klient <client@demo.test>' });
  await form.locator('input[name="subject"]').fill(subject);
  await form.locator('textarea[name="body"]').fill('Skaner nie wysyła plików na pocztę.');
  await form.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(page).toHaveURL(/\/admin\/ticket\/create\?draft=\d+$/);
  await page.goto('/admin/ticket?filter=all');
  await page
    .getByTestId('drafts-bar')
    .getByRole('button', { name: /^ACME Skaner/ })
    .click();
  await expect(form.locator('input[name="subject"]')).toHaveValue(subject);
  await form.getByRole('button', { name: 'Dodaj zgłoszenie' }).click();
  await expect(page).toHaveURL(/\/admin\/ticket\/show\/\d+$/);
  await expect(toast(page, 'Zgłoszenie zostało utworzone')).toBeVisible();

  const clientArea = screen(client, 'client');
  const row = clientArea.getByText(subject).first();
  await expect(row).toBeVisible();
  await expectSameDocument(client);

  // The client opens it; the agent's reply (waiting for the client) arrives on their screen live.
  await row.click();
  await expect(clientArea.getByRole('heading', { level: 1 })).toContainText(subject);
  await expect(client.locator('html[data-realtime="subscribed"]')).toHaveCount(1);
  await page.getByLabel('Treść odpowiedzi').fill('Proszę sprawdzić ustawienia SMTP w skanerze.');
  await page.getByLabel('Status po wysłaniu').selectOption({ label: 'Oczekuje na klienta' });
  await page.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(toast(page, 'Odpowiedź została dodana')).toBeVisible();
  await expect(clientArea.getByTestId('thread').getByText('Proszę sprawdzić ustawienia SMTP w skanerze.')).toBeVisible();
  await expect(clientArea.getByTestId('ticket-facts')).toContainText('Oczekuje na klienta');
  await expectSameDocument(client);

  // Time report, then trash and restore.
  await page.getByRole('tab', { name: /Czas pracy/ }).click();
  await page.getByRole('button', { name: 'Dodaj raport czasu' }).click();
  await page.getByLabel(/Czas trwania/).fill('30');
  await page.getByLabel('Krótki opis').fill('Konfiguracja skanera');
  await page.getByRole('button', { name: 'Dodaj raport', exact: true }).click();
  await expect(toast(page, 'Raport czasu został dodany')).toBeVisible();
  await expect(page.getByTestId('time-reports')).toContainText('Konfiguracja skanera');

  await page.getByRole('button', { name: 'Przenieś do kosza' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Przenieś do kosza' }).click();
  await expect(toast(page, 'Zgłoszenie zostało usunięte')).toBeVisible();
  await expect(page.getByTestId('trashed')).toBeVisible();
  await page.getByRole('button', { name: 'Przywróć' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Przywróć' }).click();
  await expect(toast(page, 'Zgłoszenie zostało przywrócone')).toBeVisible();
  await expect(page.getByTestId('trashed')).toHaveCount(0);

  await clientContext.close();
});
