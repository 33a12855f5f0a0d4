/** Issue 6: a monitoring alert raises the monitoring counter live, and its ticket appears (linked from the log). */
import { test, expect } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';

test('a posted alert raises the monitoring counter live and opens a monitoring ticket', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const request = page.context().request;
  const companies = (await (await request.get('/api/admin/lookups/companies')).json()).data as { id: number; tag: string }[];
  const acme = companies.find((c) => c.tag === 'ACME')!;
  const issued = await request.post('/api/admin/monitoring-token', { data: { company_id: acme.id }, headers: await apiHeaders(request) });
  expect(issued.status()).toBe(201);
  const token = (await issued.json()).data.token as string;

  await page.goto('/admin/monitoring-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Logi monitoringu' })).toBeVisible();
  // Subscribed to the public counters channel before anything is posted.
  await expect(page.locator('html[data-realtime="subscribed"]')).toHaveCount(1);
  await expect(page.getByTestId('monitoring-log-row').first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: /Menu główne|Main menu/ });
  const link = nav.getByRole('link', { name: /^Logi monitoringu( \d+)?$/ });
  await expect(link).toHaveAccessibleName(/ \d+$/);
  const before = Number(/(\d+)$/.exec((await link.textContent()) ?? '')?.[1] ?? 0);

  const title = `E2E dysk pełny ${Date.now()}`;
  const alert = await request.post('/api/monitoring/alerts', {
    headers: { authorization: `Bearer ${token}` },
    data: { check: `e2e/${title}`, title, message: 'Wolne 1 GB', host: 'srv-e2e-01', severity: 'high', sender: 'Zabbix' },
  });
  expect(alert.status()).toBe(202);
  const { ticket } = (await alert.json()).data as { ticket: { id: number; fullid: string } };

  await expect(link).toHaveAccessibleName(new RegExp(` ${before + 1}$`));
  const row = page.getByTestId('monitoring-log-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: ticket.fullid }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/ticket/show/${ticket.id}$`));
  await expect(page.getByText(`[Monitoring] ${title}`).first()).toBeVisible();
});
