/**
 * Passkeys (issue 35): an agent registers a passkey from the profile on Chromium's virtual authenticator (CDP WebAuthn
 * domain), signs out, and confirms the next sign-in with it instead of the SMS code.
 */
import { expect, test } from './fixtures.ts';
import { virtualAuthenticator } from './helpers.ts';
import { PASSWORD, signIn } from './session.ts';

const EMAIL = 'agent@demo.test';

test('an agent registers a passkey, signs out and signs in with it', async ({ page }) => {
  await virtualAuthenticator(page);

  await signIn(page, EMAIL);
  await page.goto('/admin/profile');
  const card = page.locator('[aria-labelledby="profile-sign-in-security-title"]');
  await card.getByLabel('Nazwa nowego klucza').fill('Laptop testowy');
  await card.getByRole('button', { name: 'Dodaj klucz dostępu' }).click();
  await expect(card.getByTestId('passkey-list').getByText('Laptop testowy')).toBeVisible();

  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/code/);
  await page.getByRole('radio', { name: 'Klucz dostępu' }).check();
  await page.getByRole('button', { name: 'Użyj klucza dostępu' }).click();
  await expect(page).not.toHaveURL(/\/code/);
  await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();

  // Left as found for the other specs.
  await page.goto('/admin/profile');
  await card.getByRole('button', { name: 'Usuń klucz „Laptop testowy”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Usunąć klucz „Laptop testowy”?' });
  await confirm.getByLabel('Hasło do konta').fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Usuń klucz' }).click();
  await expect(card.getByTestId('passkey-list')).toHaveCount(0);
});
