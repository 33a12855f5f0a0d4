import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

test.describe('the push-notification question', () => {
  test.use({ pushConsentAnswered: false });

  test('is asked once and the answer is remembered', async ({ page }) => {
    await signIn(page, 'client@demo.test');
    await page.goto('/ticket?filter=not-resolved');
    const dialog = page.getByRole('alertdialog', { name: 'Powiadomienia w przeglądarce' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Nie teraz' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
