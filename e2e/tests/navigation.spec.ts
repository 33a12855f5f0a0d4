import { expect, test } from './fixtures.ts';
import { signIn, signInAsAdmin } from './session.ts';
import { expectSameDocument, markDocument, openMenuItem, screen } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('every remote renders through the shell and the menu moves between remotes without a reload', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Pulpit' })).toBeVisible();
  await markDocument(page);

  const visits = [
    { item: 'Nowe', remote: 'tickets', title: 'Zgłoszenia', path: '/admin/ticket?filter=new' },
    { item: 'CMDB', remote: 'management', title: 'CMDB — urządzenia', path: '/admin/asset' },
    { item: 'Raport dzienny', remote: 'reports', title: 'Raport dzienny', path: '/admin/daily-report' },
    { item: 'Koszty agentów', remote: 'finance', title: 'Koszty agentów', path: '/admin/agent-costs' },
    { item: 'Projekty', remote: 'tickets', title: 'Projekty', path: '/admin/project' },
  ];
  for (const visit of visits) {
    await openMenuItem(page, visit.item);
    await expect(screen(page, visit.remote).getByRole('heading', { name: visit.title })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(visit.path);
  }
  await expectSameDocument(page);
});

test('the client area is served by the client remote under the client layout', async ({ page, context }) => {
  await context.clearCookies();
  await signIn(page, 'client@demo.test');
  await page.goto('/project');
  await expect(screen(page, 'client').getByRole('heading', { name: 'Projekty' })).toBeVisible();
  await expect(page.locator('[data-layout="client"]')).toBeVisible();
  await markDocument(page);
  await openMenuItem(page, 'Zgłoszenia');
  await expect(screen(page, 'client').getByRole('heading', { name: 'Moje zgłoszenia' })).toBeVisible();
  await expectSameDocument(page);
});

test('the language switch translates the shell and the remotes alike', async ({ page }) => {
  await page.goto('/admin/asset');
  await expect(screen(page, 'management').getByRole('heading', { name: 'CMDB — urządzenia' })).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(screen(page, 'management').getByRole('heading', { name: 'CMDB — devices' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.reload();
  await expect(screen(page, 'management').getByRole('heading', { name: 'CMDB — devices' })).toBeVisible();
  // The choice is saved on the server too: wait for it, or the next test's page may load in English.
  const saved = page.waitForResponse((r) => r.url().endsWith('/profile/set-lang') && r.ok());
  await page.getByRole('button', { name: 'PL', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Pulpit' })).toBeVisible();
  await saved;
});

test('the tickets remote fetches the other language’s texts on the switch and changes with the shell', async ({ page }) => {
  await page.goto('/admin/ticket?filter=not-resolved');
  const tickets = screen(page, 'tickets');
  await expect(tickets.getByRole('heading', { name: 'Zgłoszenia' })).toBeVisible();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().includes('/remotes/tickets/')) scripts.push(request.url());
  });
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(tickets.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  await expect(tickets.getByRole('button', { name: 'Add ticket' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  await page.reload();
  await expect(screen(page, 'tickets').getByRole('heading', { name: 'Tickets' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/profile/set-lang') && r.ok());
  await page.getByRole('button', { name: 'PL', exact: true }).click();
  await expect(screen(page, 'tickets').getByRole('button', { name: 'Dodaj zgłoszenie' })).toBeVisible();
  await saved;
});

test('the management, reports and finance screens change language live with the shell', async ({ page }) => {
  const shown = [
    { path: '/admin/company', remote: 'management', pl: 'Firmy', en: 'Companies' },
    { path: '/admin/daily-report', remote: 'reports', pl: 'Raport dzienny', en: 'Daily report' },
    { path: '/admin/agent-costs', remote: 'finance', pl: 'Koszty agentów', en: 'Agent costs' },
  ];
  for (const { path, remote, pl, en } of shown) {
    await page.goto(path);
    await expect(screen(page, remote).getByRole('heading', { name: pl })).toBeVisible();
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(screen(page, remote).getByRole('heading', { name: en })).toBeVisible();
    // The choice is saved on the server too: wait for it, or the next page may load in English.
    const saved = page.waitForResponse((r) => r.url().endsWith('/profile/set-lang') && r.ok());
    await page.getByRole('button', { name: 'PL', exact: true }).click();
    await expect(screen(page, remote).getByRole('heading', { name: pl })).toBeVisible();
    await saved;
  }
});

test('the client remote’s screen changes language live with the shell', async ({ page, context }) => {
  await context.clearCookies();
  await signIn(page, 'client@demo.test');
  await page.goto('/ticket?filter=not-resolved');
  const client = screen(page, 'client');
  await expect(client.getByRole('heading', { name: 'Moje zgłoszenia' })).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(client.getByRole('heading', { name: 'My tickets' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/profile/set-lang') && r.ok());
  await page.getByRole('button', { name: 'PL', exact: true }).click();
  await expect(client.getByRole('heading', { name: 'Moje zgłoszenia' })).toBeVisible();
  await saved;
});

test('unknown routes show the not-found page with a link home', async ({ page }) => {
  await page.goto('/admin/no-such-page');
  await expect(page.getByText('Nie można odnaleźć tej strony')).toBeVisible();
  await page.goto('/admin/ticket/no/such/screen');
  await expect(page.getByText('Nie można odnaleźć tej strony')).toBeVisible();
  await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
  await expect(page.getByRole('heading', { name: 'Pulpit' })).toBeVisible();
});
