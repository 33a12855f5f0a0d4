/**
 * Time-report acceptance end to end: the admin rejects an agent's overtime report (first without a reason — the
 * message shows), the agent hears of it live, corrects it on the ticket page, the report returns to the queue
 * showing what changed, the admin accepts it, and the sidebar counter follows each step.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';

const counter = (page: Page) => page.locator('[data-counter="timeAccept"]');
const count = async (page: Page) => ((await counter(page).count()) === 0 ? 0 : Number(await counter(page).first().textContent()));

test('admin rejects (reason required), the agent corrects live, the admin accepts; the counter follows', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The agent, in its own browser, with live notifications subscribed.
  const agentContext = await browser.newContext();
  await agentContext.addInitScript(() => localStorage.setItem('helpdesk.pushConsent', 'declined'));
  const agent = await agentContext.newPage();
  await signIn(agent, 'agent@demo.test');
  const companies = (await (await agent.request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((c) => c.tag === 'ACME')!;
  const tickets = (await (await agent.request.get(`/api/admin/ticket?filter=all&company_id=${acme.id}`)).json()) as {
    data: { id: number; fullid: string }[];
  };
  const ticket = tickets.data[0]!;
  const description = `Aktualizacja serwera po godzinach ${Date.now()}`;
  const day = new Date().toISOString().slice(0, 10);
  const added = await agent.request.post(`/api/admin/ticket/${ticket.id}/time-reports`, {
    data: { day, from_hour: '19:00', kind: 'it', minutes: 120, description, overtime: 50 },
    headers: await apiHeaders(agent.request),
  });
  expect(added.status()).toBe(201);
  const reportId = ((await added.json()) as { data: { id: number } }).data.id;
  await agent.goto('/admin');
  await expect(agent.locator('html[data-realtime="subscribed"]')).toHaveCount(1);

  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/time-accept');
  await expect(page.getByRole('heading', { level: 1, name: 'Akceptacja czasu' })).toBeVisible();
  // The queue is paginated, oldest day first: today's report is found with the period filter.
  await page.getByRole('textbox', { name: 'Od', exact: true }).fill(day);
  const row = page.getByTestId('time-accept-row').filter({ hasText: description });
  await expect(row).toHaveCount(1);
  await expect(counter(page)).toBeVisible();
  const waiting = await count(page);
  expect(waiting).toBeGreaterThan(0);

  // Without a reason: the rule's message, nothing rejected.
  await row.getByRole('button', { name: /^Odrzuć raport/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Odrzuć' }).click();
  await expect(dialog.getByText('Musisz podać powód odrzucenia.')).toBeVisible();
  const reason = 'Brak zgody klienta na nadgodziny';
  await dialog.getByRole('textbox', { name: /Powód odrzucenia/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Odrzuć' }).click();
  await expect(page.getByText('Raport czasu został odrzucony').first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(() => count(page)).toBe(waiting - 1);

  // The agent hears of it live (toast and bell), without a reload.
  await expect(agent.getByText(new RegExp(`odrzucony: ${reason}`)).first()).toBeVisible();
  await expect(agent.getByTestId('notifications-unread')).toBeVisible();

  // The agent corrects it on the ticket page.
  await agent.goto(`/admin/ticket/show/${ticket.id}`);
  await agent.getByRole('tab', { name: /Czas pracy/ }).click();
  const report = agent.locator(`[data-report="${reportId}"]`);
  await expect(report.getByText(`Powód odrzucenia: ${reason}`)).toBeVisible();
  await report.getByRole('button', { name: /^Popraw raport czasu/ }).click();
  const form = agent.getByTestId('time-report-form');
  await expect(form.getByText('Raport został odrzucony: po zapisaniu wróci do akceptacji.')).toBeVisible();
  await form.getByLabel(/Czas trwania/).fill('90');
  await form.getByRole('button', { name: 'Zapisz poprawkę' }).click();
  await expect(agent.getByText('Raport czasu został zaktualizowany').first()).toBeVisible();

  // Back in the admin's queue, live, with what changed; the counter is up again.
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Poprawiony')).toBeVisible();
  await expect(row.getByText('Czas: 02:00 → 01:30')).toBeVisible();
  await expect.poll(() => count(page)).toBe(waiting);

  await row.getByRole('button', { name: /^Akceptuj raport/ }).click();
  await expect(page.getByText('Raport czasu został zaakceptowany').first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(() => count(page)).toBe(waiting - 1);
  await agentContext.close();
});
