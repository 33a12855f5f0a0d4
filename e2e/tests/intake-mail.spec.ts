/**
 * Issue 6: a raw e-mail posted to the intake endpoint (as a mail relay would) raises the unassigned counter in
 * the sidebar live, and the agent turns the e-mail into a ticket.
 */
import { test, expect } from './fixtures.ts';
import { postInboundMail } from './helpers.ts';
import { signIn } from './session.ts';

test('a posted e-mail raises the unassigned counter live; the agent makes a ticket of it', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await page.goto('/admin/unassigned-email');
  await expect(page.getByRole('heading', { level: 1, name: 'Nieprzypisane e-maile' })).toBeVisible();
  // Subscribed to the public counters channel before anything is posted.
  await expect(page.locator('html[data-realtime="subscribed"]')).toHaveCount(1);
  const nav = page.getByRole('navigation', { name: /Menu główne|Main menu/ });
  const link = nav.getByRole('link', { name: /^Nieprzypisane e-maile( \d+)?$/ });
  await expect(link).toHaveAccessibleName(/ \d+$/);
  const before = Number(/(\d+)$/.exec((await link.textContent()) ?? '')?.[1] ?? 0);
  await expect(page.getByTestId('unassigned-email-row').first()).toBeVisible();

  const subject = `E2E zapytanie ${Date.now()}`;
  const res = await postInboundMail(page.request, {
    fromName: 'Jan Obcy',
    from: 'jan.obcy@gmail.example',
    subject,
    body: 'Dzien dobry, prosze o kontakt w sprawie serwisu.',
  });
  expect(res.status()).toBe(202);
  expect((await res.json()).data.outcome).toBe('unassigned');

  // Live: the counters channel refreshes the sidebar counter and the list without a reload.
  await expect(link).toHaveAccessibleName(new RegExp(` ${before + 1}$`));
  const row = page.getByTestId('unassigned-email-row').filter({ hasText: subject });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: subject }).click();
  const view = page.getByRole('dialog');
  await expect(view.getByTestId('unassigned-email-body')).toContainText('prosze o kontakt');
  await view.getByRole('button', { name: 'Utwórz zgłoszenie' }).click();
  const form = page.getByRole('dialog');
  const company = form.getByLabel(/Firma/);
  await expect(company.locator('option', { hasText: /^ACME/ })).toHaveCount(1);
  await company.selectOption({ label: (await company.locator('option', { hasText: /^ACME/ }).textContent())! });
  await form.getByRole('button', { name: 'Utwórz zgłoszenie' }).click();
  await expect(page).toHaveURL(/\/admin\/ticket\/show\/\d+$/);
  await expect(page.getByText(subject).first()).toBeVisible();
  await expect(link).toHaveAccessibleName(new RegExp(` ${before}$`));
});
