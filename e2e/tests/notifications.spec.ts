import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn, signInRequest } from './session.ts';

test('a notification created on the server arrives live in the bell and as a toast', async ({ page, baseURL }) => {
  await signIn(page, 'agent@demo.test');
  await page.goto('/admin');
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toBeVisible();
  // The user's private channel is subscribed: from here on a notification cannot slip by.
  await expect(page.locator('html[data-realtime="subscribed"]')).toHaveCount(1);
  const unreadBefore = Number(
    (await page
      .getByTestId('notifications-unread')
      .textContent({ timeout: 2_000 })
      .catch(() => '0')) ?? 0,
  );

  const me = (await (await page.request.get('/api/user')).json()) as { data: { id: number } };
  const companies = (await (await page.request.get('/api/admin/agent/assigned-companies')).json()) as {
    data: { id: number; name: string }[];
  };
  const acme = companies.data.find((company) => company.name.startsWith('Acme'))!;

  // The admin, elsewhere, assigns a new ticket to this agent.
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInRequest(admin, 'admin@demo.test');
  const created = await admin.post('/api/admin/ticket', {
    data: {
      company_id: acme.id,
      subject: 'Serwer plików nie odpowiada',
      body: 'Od rana brak dostępu do udziału.',
      assignee_id: me.data.id,
    },
    headers: await apiHeaders(admin),
  });
  expect(created.status()).toBe(201);
  const ticket = (await created.json()) as { data: { id: number; fullid: string } };
  await admin.dispose();

  // Live, without a reload: the toast (top-right) and the unread badge.
  await expect(page.getByText(ticket.data.fullid).first()).toBeVisible();
  await expect(page.getByTestId('notifications-unread')).toHaveText(String(unreadBefore + 1));
  await bell.click();
  const list = page.getByTestId('notifications-list');
  await expect(list.getByText(ticket.data.fullid).first()).toBeVisible();
  // Opening the bell marks everything read (locally 2 s after the call).
  await expect(page.getByTestId('notifications-unread')).toHaveCount(0, { timeout: 5_000 });
});
