/**
 * Issue 7: a VIP reads the company's monitoring logs — one by its row's button, one by opening it — and the client
 * menu's unread counter drops each time without a reload; what another person of the company reads (the read state
 * is the company's) drops it too, live, through the counters channel.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectSameDocument, markDocument, screen } from './helpers.ts';
import { SERVER_ORIGIN } from './ports.ts';
import { apiHeaders, signIn, signInRequest } from './session.ts';

const menuLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: /^Logi monitoringu( \d+)?$/ });
const named = (count: number) => (count > 0 ? `Logi monitoringu ${count}` : 'Logi monitoringu');

test('a VIP marks monitoring logs read and the menu counter drops without a reload', async ({ page, playwright }) => {
  await signIn(page, 'vip@demo.test');
  const request = page.context().request;
  // At least three unread, whatever earlier specs read.
  const logs = (await (await request.get('/api/client/monitoring-log?per_page=3')).json()).data as { id: number }[];
  expect(logs).toHaveLength(3);
  for (const log of logs)
    expect((await request.post(`/api/client/monitoring-log/${log.id}/unread`, { headers: await apiHeaders(request) })).status()).toBe(200);
  const unread = (await (await request.get('/api/client/monitoring-log/unread-counter')).json()).data.count as number;
  expect(unread).toBeGreaterThanOrEqual(3);

  await page.goto('/monitoring-log');
  const client = screen(page, 'client');
  await expect(client.getByRole('heading', { level: 1, name: 'Logi monitoringu' })).toBeVisible();
  await expect(page.locator('html[data-realtime="subscribed"]')).toHaveCount(1);
  await markDocument(page);
  await expect(menuLink(page)).toHaveAccessibleName(named(unread));

  // One log by its row's button.
  const firstUnread = client.locator('[data-testid="monitoring-log-row"][data-read="false"]').first();
  const firstId = await firstUnread.getAttribute('data-log-id');
  await firstUnread.getByRole('button', { name: /^Oznacz jako przeczytany:/ }).click();
  await expect(client.locator(`[data-log-id="${firstId}"]`)).toHaveAttribute('data-read', 'true');
  await expect(menuLink(page)).toHaveAccessibleName(named(unread - 1));

  // One by opening it: its text shows, and opening reads it.
  const next = client.locator('[data-testid="monitoring-log-row"][data-read="false"]').first();
  const nextId = await next.getAttribute('data-log-id');
  await next.getByRole('cell').nth(1).getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('monitoring-log-body')).toBeVisible();
  // (The modal hides the rest of the page from the accessibility tree while it is open.)
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await expect(client.locator(`[data-log-id="${nextId}"]`)).toHaveAttribute('data-read', 'true');
  await expect(menuLink(page)).toHaveAccessibleName(named(unread - 2));

  // The VIP reads the rest in another session (the company's monitoring account may not: client-vip only): the
  // counter and the list follow live.
  const other = await playwright.request.newContext({ baseURL: SERVER_ORIGIN });
  await signInRequest(other, 'vip@demo.test');
  const all = await other.post('/api/client/monitoring-log/read-all', { headers: await apiHeaders(other) });
  expect(all.status()).toBe(200);
  await other.dispose();
  await expect(menuLink(page)).toHaveAccessibleName('Logi monitoringu');
  await expect(client.locator('[data-testid="monitoring-log-row"][data-read="false"]')).toHaveCount(0);
  await expectSameDocument(page);
});

test('"mark all read" clears the counter at once', async ({ page }) => {
  await signIn(page, 'vip@demo.test');
  const request = page.context().request;
  const [log] = (await (await request.get('/api/client/monitoring-log?per_page=1')).json()).data as { id: number }[];
  await request.post(`/api/client/monitoring-log/${log!.id}/unread`, { headers: await apiHeaders(request) });

  await page.goto('/monitoring-log');
  const client = screen(page, 'client');
  await expect(menuLink(page)).toHaveAccessibleName(/ \d+$/);
  await client.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }).click();
  await expect(menuLink(page)).toHaveAccessibleName('Logi monitoringu');
  await client.getByRole('tab', { name: 'Nieprzeczytane' }).click();
  await expect(client.getByTestId('list-empty')).toHaveText('Wszystkie logi są przeczytane.');
});
