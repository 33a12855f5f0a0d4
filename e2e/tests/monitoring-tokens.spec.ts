/**
 * Issue 6: an agent issues a monitoring token for one of their companies from the monitoring log, copies it, a
 * monitoring system posts an alert with it (the counter rises live, the log links the new ticket), then the
 * agent revokes it after confirmation and the same token is refused with 401.
 */
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';

test('a token issued in the UI lets alerts in; once revoked they get 401', async ({ page, context }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'agent@demo.test');
  const request = page.context().request;
  const companies = (await (await request.get('/api/admin/lookups/companies')).json()).data as {
    id: number;
    tag: string;
    short_name: string;
  }[];
  const klin = companies.find((company) => company.tag === 'KLIN')!;
  const label = `${klin.tag} · ${klin.short_name}`;
  // Start from no token for the company (another run may have left one): 204 or 404.
  await request.delete(`/api/admin/monitoring-token/${klin.id}`, { headers: await apiHeaders(request) });

  await page.goto('/admin/monitoring-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Logi monitoringu' })).toBeVisible();
  await expect(page.locator('html[data-realtime="subscribed"]')).toHaveCount(1);
  const nav = page.getByRole('navigation', { name: /Menu główne|Main menu/ });
  const counter = nav.getByRole('link', { name: /^Logi monitoringu( \d+)?$/ });
  await expect(counter).toBeVisible();

  await page.getByRole('button', { name: 'Tokeny i integracja' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tokeny monitoringu' });
  await expect(dialog).toBeVisible();
  // The agent's companies only (assigned to ACME, BUDX and KLIN).
  const options = await dialog.getByLabel('Firma').locator('option').allTextContents();
  expect(options.map((option) => option.split(' · ')[0])).toEqual(['Wybierz firmę', 'ACME', 'BUDX', 'KLIN']);
  await dialog.getByLabel('Firma').selectOption({ label });
  await dialog.getByRole('button', { name: 'Wydaj nowy token', exact: true }).click();

  const issued = dialog.getByTestId('issued-token');
  await expect(issued).toContainText(`Nowy token dla ${label}`);
  await expect(issued).toContainText('Token widać tylko teraz');
  const field = issued.getByRole('textbox', { name: 'Token' });
  await expect(field).toBeFocused();
  const token = await field.inputValue();
  expect(token).toMatch(/^mon_/);
  await expect(issued.getByTestId('token-example-json-code')).toContainText(`Authorization: Bearer ${token}`);
  await expect(issued.getByTestId('token-example-webhook-code')).toContainText(`/api/monitoring/webhook?token=${token}`);
  await issued.getByRole('button', { name: 'Kopiuj token' }).click();
  await expect(page.getByText('Skopiowano do schowka', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  const row = dialog.getByTestId('monitoring-tokens').locator(`[data-company="${klin.tag}"]`);
  await expect(row).toContainText(`mon_…${token.slice(-4)}`);
  await page.screenshot({ path: 'test-results/monitoring-token-issued.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await expect(dialog).toBeHidden();

  const before = Number(/(\d+)$/.exec((await counter.textContent()) ?? '')?.[1] ?? 0);
  const title = `E2E token UI ${Date.now()}`;
  const alert = await page.request.post('/api/monitoring/alerts', {
    headers: { authorization: `Bearer ${token}` },
    data: { check: `e2e/${title}`, title, host: 'klin-nas-01', severity: 'high', sender: 'Zabbix' },
  });
  expect(alert.status()).toBe(202);
  const { ticket } = (await alert.json()).data as { ticket: { id: number; fullid: string } };
  expect(ticket.fullid).toMatch(/^KLIN-/);
  await expect(counter).toHaveAccessibleName(new RegExp(` ${before + 1}$`));
  const logRow = page.getByTestId('monitoring-log-row').filter({ hasText: title });
  await expect(logRow.getByRole('link', { name: ticket.fullid })).toBeVisible();

  // Revoking asks first; the same token is then refused, in both the JSON and the webhook form.
  await page.getByRole('button', { name: 'Tokeny i integracja' }).click();
  await expect(dialog.getByTestId('issued-token')).toHaveCount(0);
  await dialog.getByRole('button', { name: `Unieważnij token firmy ${label}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Unieważnić token firmy ${label}?`);
  await confirm.getByRole('button', { name: 'Unieważnij' }).click();
  await expect(page.getByText(`Token firmy ${label} został unieważniony`, { exact: true }).first()).toBeVisible();
  await expect(dialog.getByTestId('monitoring-tokens').locator(`[data-company="${klin.tag}"]`)).toHaveCount(0);

  const refused = await page.request.post('/api/monitoring/alerts', {
    headers: { authorization: `Bearer ${token}` },
    data: { check: `e2e/${title}`, title },
  });
  expect(refused.status()).toBe(401);
  const refusedWebhook = await page.request.post(`/api/monitoring/webhook?token=${token}&host=nas-01&sensor=Ping&status=Down`);
  expect(refusedWebhook.status()).toBe(401);
});
