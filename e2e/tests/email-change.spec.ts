/**
 * Issue 11 item 12 in Chromium: a VIP changes a colleague's e-mail; it takes effect only when the link mailed to the
 * new address is opened, on the shell's public confirmation page.
 */
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';

test('a changed e-mail waits for the link mailed to the new address, opened on the public confirmation page', async ({ page, browser }) => {
  await signIn(page, 'vip@demo.test');
  const request = page.context().request;
  // Unique per run: the server keeps what earlier runs added.
  const stamp = Date.now();
  const created = await request.post('/api/client/employees', {
    data: { firstname: 'Zofia', lastname: 'Zmiana', email: `e2e.before.${stamp}@acme.test`, role: 'client', lang: 'pl' },
    headers: await apiHeaders(request),
  });
  expect(created.status()).toBe(202);
  const found = await request.get(`/api/client/employees?search=e2e.before.${stamp}@acme.test`);
  const { id } = ((await found.json()).data as { id: number }[])[0]!;
  const newEmail = `e2e.after.${stamp}@acme.test`;

  await page.goto(`/client/edit/${id}`);
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(`e2e.before.${stamp}@acme.test`);
  await page.getByLabel(/^E-mail/).fill(newEmail);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(
    page.getByText(`Zapisano. Wysłaliśmy link potwierdzający na adres ${newEmail}; adres zmieni się po jego otwarciu.`).first(),
  ).toBeVisible();
  await page.goto(`/client/edit/${id}`);
  await expect(page.getByText(`Nowy adres ${newEmail} czeka na potwierdzenie`, { exact: false })).toBeVisible();
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(`e2e.before.${stamp}@acme.test`);

  const outbox = (await (await request.get('/dev/outbox')).json()) as { data: { channel: string; to: string; body: string }[] };
  const link = /(\/email\/confirm\?token=\S+)/.exec(outbox.data.find((m) => m.channel === 'mail' && m.to === newEmail)?.body ?? '')?.[1];
  expect(link).toBeTruthy();

  // Whoever reads the new mailbox opens the link, signed in or not.
  const stranger = await browser.newPage();
  await stranger.goto(link!);
  await expect(stranger.getByRole('heading', { name: 'Potwierdzenie adresu e-mail' })).toBeVisible();
  await expect(stranger.getByRole('status')).toHaveText(`Adres e-mail został zmieniony na ${newEmail}.`);
  await stranger.close();

  await page.reload();
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(newEmail);
  await expect(page.getByText('czeka na potwierdzenie', { exact: false })).toHaveCount(0);
});
