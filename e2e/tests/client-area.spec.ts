/**
 * Issue 7 in Chromium: the client area end to end — a client's ticket and the agent's reply arriving live, the VIP's
 * company tickets, employees, company report and monitoring logs, what a regular client may not open, and rating a
 * solved ticket through the public link of the resolution e-mail.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn, signInRequest } from './session.ts';
import { expectSameDocument, markDocument, screen } from './helpers.ts';
import { SERVER_ORIGIN } from './ports.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu główne' });

async function createTicketAs(request: APIRequestContext, subject: string): Promise<{ id: number; fullid: string }> {
  const res = await request.post('/api/client/ticket', { data: { subject, body: 'Opis z testu e2e' }, headers: await apiHeaders(request) });
  expect(res.status()).toBe(201);
  return (await res.json()).data;
}

test('a client reports a problem and sees the agent’s reply arrive live', async ({ page, playwright }) => {
  await signIn(page, 'client@demo.test');
  await page.goto('/ticket/create');
  const subject = `Nie działa drukarka ${Date.now()}`;
  await page.getByLabel('Temat').fill(subject);
  await page.getByLabel('Opis problemu').fill('Drukarka w recepcji pokazuje błąd papieru.');
  await page.getByLabel('Priorytet').selectOption({ label: 'Wysoki' });
  await page.getByLabel('Kategoria').selectOption({ label: 'Drukarki' });
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();

  await expect(page).toHaveURL(/\/ticket\/show\/\d+$/);
  const client = screen(page, 'client');
  await expect(client.getByRole('heading', { level: 1 })).toContainText(subject);
  await expect(page.getByText('Zgłoszenie zostało utworzone').first()).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await markDocument(page);

  const agent = await playwright.request.newContext({ baseURL: SERVER_ORIGIN });
  await signInRequest(agent, 'agent@demo.test');
  const reply = await agent.post(`/api/admin/ticket/${id}/reply`, {
    data: { body: 'Wymieniliśmy rolkę, proszę sprawdzić.', status: 'waiting-for-client' },
    headers: await apiHeaders(agent),
  });
  expect(reply.status()).toBe(201);
  await agent.dispose();

  const thread = client.getByTestId('thread');
  await expect(thread.getByText('Wymieniliśmy rolkę, proszę sprawdzić.')).toBeVisible();
  await expect(client.getByTestId('ticket-facts')).toContainText('Oczekuje na klienta');
  await expectSameDocument(page);
});

test('a VIP sees a colleague’s ticket, adds an employee, opens the company report and monitoring logs', async ({ page, playwright }) => {
  const colleague = await playwright.request.newContext({ baseURL: SERVER_ORIGIN });
  await signInRequest(colleague, 'client@demo.test');
  const subject = `Zgłoszenie współpracownika ${Date.now()}`;
  const ticket = await createTicketAs(colleague, subject);
  await colleague.dispose();

  await signIn(page, 'vip@demo.test');
  await page.goto('/ticket?filter=not-resolved');
  await menu(page)
    .getByRole('link', { name: /^Zgłoszenia firmy/ })
    .click();
  await expect(screen(page, 'client').getByRole('heading', { name: 'Zgłoszenia firmy' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Szukaj w zgłoszeniach' }).fill(ticket.fullid);
  // Settled before the menu is used: a search still pending when the next screen loads takes the page back.
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === ticket.fullid);
  await expect(page.getByRole('link', { name: subject })).toBeVisible();
  await expect(page.locator(`[data-ticket-id="${ticket.id}"]`)).toContainText('Celina Klient');

  await menu(page)
    .getByRole('link', { name: /^Pracownicy/ })
    .click();
  await expect(screen(page, 'client').getByRole('heading', { name: 'Pracownicy' })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj pracownika' }).click();
  await expect(page).toHaveURL('/client/create');
  // Unique per run: the server keeps what earlier runs added, so the search goes by this address, not the name.
  const email = `e2e.${Date.now()}@acme.test`;
  await page.getByLabel('Imię').fill('Ewelina');
  await page.getByLabel('Nazwisko').fill('Testowa');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel('Stanowisko').fill('Księgowa');
  await page.getByLabel('Miasto').fill('Poznań');
  await page.getByRole('button', { name: 'Dodaj pracownika' }).click();
  await expect(page).toHaveURL('/client');
  await expect(page.getByText(`Zaproszenie zostało wysłane na adres ${email}`).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Szukaj pracowników' }).fill(email);
  // Until the search settles the list still shows everyone, earlier runs' Ewelinas too.
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === email);
  await expect(page.getByRole('link', { name: 'Ewelina Testowa' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Ewelina Testowa' })).toBeVisible();
  const outbox = (await (await page.request.get('/dev/outbox')).json()) as { data: { channel: string; to: string; body: string }[] };
  expect(outbox.data.some((m) => m.channel === 'mail' && m.to === email && /Hasło tymczasowe: \S{12}/.test(m.body))).toBe(true);

  await menu(page)
    .getByRole('link', { name: /^Raport firmy/ })
    .click();
  await expect(screen(page, 'client').getByRole('heading', { name: 'Raport firmy' })).toBeVisible();
  await expect(page.getByTestId('report-summary')).toBeVisible();
  await expect(page.getByTestId('report-hours')).toHaveText(/^\d{2,}:\d{2}$/);
  await expect(page.getByRole('table', { name: 'Miesiąc po miesiącu' }).getByRole('row')).toHaveCount(7);

  await menu(page)
    .getByRole('link', { name: /^Logi monitoringu/ })
    .click();
  await expect(screen(page, 'client').getByRole('heading', { name: 'Logi monitoringu' })).toBeVisible();
});

test('a regular client sees neither VIP menu item and is refused when typing their addresses', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  await page.goto('/ticket?filter=not-resolved');
  await expect(menu(page).getByRole('link', { name: /^Zgłoszenia$/ })).toBeVisible();
  for (const item of ['Zgłoszenia firmy', 'Pracownicy', 'Logi monitoringu', 'Raport firmy']) {
    await expect(menu(page).getByRole('link', { name: new RegExp(`^${item}`) })).toHaveCount(0);
  }
  for (const path of ['/client', '/client/create', '/company-report', '/monitoring-log', '/ticket/companyindex?filter=all']) {
    await page.goto(path);
    await expect(page).toHaveURL('/error');
    await expect(page.getByText('Brak uprawnień').first()).toBeVisible();
  }
  // The server refuses the data too (the UI hiding a screen is convenience, never protection).
  for (const url of ['/api/client/employees', '/api/client/company-report', '/api/client/ticket?scope=company']) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
});

test('a resolved ticket is rated with a reason through the public evaluation link', async ({ page, context }) => {
  await signIn(page, 'client@demo.test');
  const subject = `Do oceny ${Date.now()}`;
  const ticket = await createTicketAs(page.request, subject);
  await page.goto(`/ticket/show/${ticket.id}`);
  await page.getByRole('button', { name: 'Zamknij jako rozwiązane' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Zamknij zgłoszenie' }).click();
  await expect(page.getByRole('button', { name: 'Zamknij jako rozwiązane' })).toHaveCount(0);
  await expect(page.getByTestId('evaluation')).toBeVisible();

  const outbox = (await (await page.request.get('/dev/outbox')).json()) as {
    data: { channel: string; subject: string | null; body: string }[];
  };
  const mail = outbox.data.find(
    (m) => m.channel === 'mail' && m.subject?.startsWith(`[${ticket.fullid}]`) && m.body.includes('/evaluation?token='),
  );
  expect(mail, 'the resolution e-mail with the rating link').toBeTruthy();
  const link = new URL(/(https?:\/\/\S+\/evaluation\?token=\S+)/.exec(mail!.body)![1]!);

  // Logged out: the link works without a session.
  await context.clearCookies();
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Ocena obsługi' })).toBeVisible();
  await expect(page.getByText(ticket.fullid)).toBeVisible();
  await page.getByRole('radio', { name: '1 gwiazdka' }).check({ force: true });
  await page.getByRole('button', { name: 'Wyślij ocenę' }).click();
  await expect(page.getByText('Wybierz powód niskiej oceny')).toBeVisible();
  await page.getByRole('radio', { name: 'Zbyt długi czas rozwiązania' }).check();
  await page.getByLabel('Komentarz (opcjonalnie)').fill('Czekaliśmy trzy dni.');
  await page.getByRole('button', { name: 'Wyślij ocenę' }).click();
  await expect(page.getByTestId('evaluation-message')).toHaveText('Dziękujemy za ocenę!');

  // Single use: the same link now only says thank you; a tampered one is refused.
  await page.reload();
  await expect(page.getByTestId('evaluation-message')).toHaveText('To zgłoszenie zostało już ocenione. Dziękujemy!');
  const tampered = link.search.replace(/token=(\d+)/, (_, id: string) => `token=${Number(id) + 1}`);
  await page.goto(`/evaluation${tampered}`);
  await expect(page.getByTestId('evaluation-message')).toHaveText('Link do oceny jest nieprawidłowy.');

  // Back in the client area, the ticket page shows the rating.
  await signIn(page, 'client@demo.test');
  await page.goto(`/ticket/show/${ticket.id}`);
  await expect(page.getByTestId('evaluation')).toContainText('Zbyt długi czas rozwiązania');
  await expect(page.getByTestId('evaluation')).toContainText('Czekaliśmy trzy dni.');
});
