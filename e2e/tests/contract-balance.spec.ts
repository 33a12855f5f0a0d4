import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { screen } from './helpers.ts';
import { apiHeaders, signIn, signInRequest } from './session.ts';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
  new Date(),
);
const minutesOf = (text: string) => {
  const [h, m] = text.replace(/\s/g, '').split(':').map(Number) as [number, number];
  return h * 60 + m;
};

test('a VIP sees the hours left on the client portal and the figure drops live when an agent adds a time report', async ({
  page,
  baseURL,
}) => {
  // A package big enough never to run out in this test, in force from today.
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInRequest(admin, 'admin@demo.test');
  const companies = (await (await admin.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((company) => company.tag === 'ACME')!;
  const pricing = await admin.post('/api/admin/company-pricing', {
    data: {
      company_id: acme.id,
      package_hours: 10_000,
      package_price: 1000,
      overtime_price: 100,
      package_visits: 50,
      extra_visit_price: 10,
      valid_from: today,
    },
    headers: await apiHeaders(admin),
  });
  expect([201, 422]).toContain(pricing.status());
  await admin.dispose();

  await signIn(page, 'vip@demo.test');
  await page.goto('/contract');
  const area = screen(page, 'client');
  await expect(area.getByRole('heading', { level: 1, name: 'Umowa' })).toBeVisible();
  await expect(page.locator('html[data-realtime="subscribed"]')).toHaveCount(1);
  const left = area.getByTestId('balance-hours-left');
  await expect(left).toHaveText(/^\d+:\d\d$/);
  const before = minutesOf((await left.textContent())!);
  expect(before).toBeGreaterThan(60);

  const agent = await playwrightRequest.newContext({ baseURL });
  await signInRequest(agent, 'agent@demo.test');
  const created = await agent.post('/api/admin/ticket', {
    data: { company_id: acme.id, subject: `Saldo ${Date.now()}`, body: 'Praca zdalna.' },
    headers: await apiHeaders(agent),
  });
  expect(created.status()).toBe(201);
  const ticket = ((await created.json()) as { data: { id: number } }).data;
  // One hour on a fresh ticket: exactly one charged hour more.
  const report = await agent.post(`/api/admin/ticket/${ticket.id}/time-reports`, {
    data: { day: today, from_hour: '08:00', kind: 'it', minutes: 60, description: 'Konfiguracja' },
    headers: await apiHeaders(agent),
  });
  expect(report.status()).toBe(201);
  await agent.dispose();

  await expect(left).toHaveText(new RegExp(`^0*${Math.floor((before - 60) / 60)}:${String((before - 60) % 60).padStart(2, '0')}$`));
});
