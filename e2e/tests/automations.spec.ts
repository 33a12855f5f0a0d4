/**
 * Automation rules (issue 36 item 4) against the real server: an admin makes a rule "e-mails from a domain → assign
 * to an agent" on the rule form, an e-mail arrives through the intake endpoint a mail relay posts to, and the ticket it
 * opens shows the agent and, in its history, the rule that assigned it; the rule's page lists the run and links the ticket.
 */
import { expect, test } from './fixtures.ts';
import { postInboundMail } from './helpers.ts';
import { apiHeaders, signIn } from './session.ts';

test('an admin makes a rule that assigns e-mails from a domain, and sees it fire on the next e-mail', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin@demo.test');
  const agents = (await (await page.request.get('/api/admin/lookups/agents')).json()) as { data: { id: number; name: string }[] };
  const agent = agents.data[0]!;
  // A token of its own in the subject keeps the rule off every other test's e-mails.
  const token = `reguła${Date.now()}`;
  const name = `Poczta z demo.test ${token}`;

  await page.goto('/admin/automations/create');
  const form = page;
  await expect(form.getByRole('heading', { level: 1, name: 'Nowa reguła automatyzacji' })).toBeVisible({ timeout: 30_000 });
  await form.getByLabel(/^Nazwa/).fill(name);
  await form.getByLabel(/^Kiedy działa/).selectOption('email_received');
  await form.getByRole('button', { name: 'Dodaj warunek' }).click();
  await form.getByLabel('Warunek 1', { exact: true }).selectOption('requester_domain');
  await form.getByLabel(/^Domeny/).fill('demo.test');
  await form.getByRole('button', { name: 'Dodaj warunek' }).click();
  await expect(form.getByTestId('automation-condition')).toHaveCount(2);
  await form.getByLabel('Warunek 2', { exact: true }).selectOption('subject_contains');
  await form.getByLabel(/^Tekst/).fill(token);
  await form.getByRole('button', { name: 'Sprawdź na otwartych zgłoszeniach' }).click();
  await expect(form.getByTestId('automation-dry-run-count')).toHaveText('Teraz nie pasuje żadne otwarte zgłoszenie.');
  await expect(form.getByTestId('automation-action').getByRole('option', { name: agent.name })).toHaveCount(1);
  await form
    .getByTestId('automation-action')
    .getByLabel(/^Agent/)
    .selectOption({ label: agent.name });
  await form.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/automations$/);
  const row = page.getByTestId('automation-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('switch', { name: `Reguła „${name}” włączona` })).toBeChecked();

  const subject = `${token} skaner nie skanuje`;
  const mail = await postInboundMail(page.request, {
    fromName: 'Celina Klient',
    from: 'client@demo.test',
    subject,
    body: 'Dzien dobry, skaner w biurze nie skanuje.',
  });
  expect(mail.status()).toBe(202);
  const filed = ((await mail.json()) as { data: { outcome: string; ticket_id: number } }).data;
  expect(filed.outcome).toBe('ticket');

  await page.goto(`/admin/ticket/show/${filed.ticket_id}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('field-assignee')).toContainText(agent.name);
  await page.getByRole('tab', { name: /Historia/ }).click();
  // Newest first: the rule's change, after the creation.
  const entry = page.getByTestId('history').locator('li').first();
  await expect(entry).toContainText('Reguła automatyzacji');
  await expect(entry).toContainText(name);
  await expect(entry).toContainText(agent.name);

  // The rule's page lists the run: the ticket it fired on, applied, what it did; the link opens the ticket.
  const rules = (await (await page.request.get('/api/admin/automations')).json()) as { data: { id: number; name: string }[] };
  const made = rules.data.find((r) => r.name === name)!;
  const ticket = (await (await page.request.get(`/api/admin/ticket/${filed.ticket_id}`)).json()) as { data: { fullid: string } };
  await page.goto(`/admin/automations/edit/${made.id}`);
  const runs = page.getByRole('region', { name: 'Przebiegi' });
  const run = runs.getByTestId('automation-run').first();
  await expect(run).toBeVisible({ timeout: 30_000 });
  await expect(run).toContainText('Otrzymanie e-maila');
  await expect(run).toContainText('Zastosowana');
  await expect(run).toContainText('Przypisz agenta');
  await runs.getByRole('checkbox', { name: 'Tylko nieudane' }).check();
  await expect(runs.getByText('Brak nieudanych przebiegów.')).toBeVisible();
  await runs.getByRole('checkbox', { name: 'Tylko nieudane' }).uncheck();
  await run.getByRole('link', { name: ticket.data.fullid }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/ticket/show/${filed.ticket_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible({ timeout: 30_000 });

  // Out of the way of the other tests.
  expect((await page.request.delete(`/api/admin/automations/${made.id}`, { headers: await apiHeaders(page.request) })).status()).toBe(200);
});

test('at 390 px the rule list and the rule form fit the phone: no page overflow', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/automations');
  await expect(page.getByRole('switch', { name: /^Reguła „Ostrzeżenie SLA/ })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('automations-390.png'), fullPage: true });

  await page.goto('/admin/automations/create');
  await page.getByRole('button', { name: 'Dodaj warunek' }).click();
  await expect(page.getByTestId('automation-condition')).toHaveCount(1);
  await expect(page.getByTestId('automation-action')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('automation-form-390.png'), fullPage: true });

  // A rule's page with its runs section below the form.
  const rules = (await (await page.request.get('/api/admin/automations')).json()) as { data: { id: number }[] };
  await page.goto(`/admin/automations/edit/${rules.data[0]!.id}`);
  await expect(page.getByRole('region', { name: 'Przebiegi' }).getByRole('checkbox', { name: 'Tylko nieudane' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('automation-runs-390.png'), fullPage: true });
});
