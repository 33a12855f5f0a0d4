import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn, signInRequest } from './session.ts';

test('a ticket an agent opens for a client appears in the client area live, without a reload', async ({ page, baseURL }) => {
  await signIn(page, 'client@demo.test');
  await page.goto('/ticket?filter=all');
  await expect(page.locator('html[data-realtime="subscribed"]')).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { __e2eDocument: boolean }).__e2eDocument = true));

  const agent = await playwrightRequest.newContext({ baseURL });
  await signInRequest(agent, 'agent@demo.test');
  const companies = (await (await agent.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((company) => company.tag === 'ACME')!;
  const people = (await (await agent.get(`/api/admin/lookups/companies/${acme.id}/people`)).json()) as {
    data: { id: number; email: string }[];
  };
  const client = people.data.find((person) => person.email === 'client@demo.test')!;
  const subject = `Nie działa VPN ${Date.now()}`;
  const created = await agent.post('/api/admin/ticket', {
    data: { company_id: acme.id, subject, body: 'Zgłoszone telefonicznie.', requester_id: client.id },
    headers: await apiHeaders(agent),
  });
  expect(created.status()).toBe(201);
  await agent.dispose();

  await expect(page.getByText(subject).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: boolean }).__e2eDocument)).toBe(true);
});
