import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { latestCode, PASSWORD, signIn } from './session.ts';

async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

test('an anonymous visitor is sent to login and comes back to the page after the SMS code', async ({ page }) => {
  await page.goto('/admin/ticket?filter=new');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Fticket%3Ffilter%3Dnew');
  await fillLogin(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/code\?redirect=/);
  await page.getByLabel('Kod z SMS').fill(await latestCode(page.request, 'manager@demo.test'));
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page).toHaveURL('/admin/ticket?filter=new');
  await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();
});

test('wrong credentials keep what was typed and say why', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'admin@demo.test', 'not-the-password');
  await expect(page.getByText('Podane dane logowania są nieprawidłowe.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('admin@demo.test');
  await page.getByLabel('E-mail').fill('');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('To pole jest wymagane')).toBeVisible();
});

test('a client lands on their not-resolved tickets and is kept out of the staff area', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'client@demo.test');
  await expect(page).toHaveURL('/ticket?filter=not-resolved');
  await expect(page.getByRole('heading', { name: 'Moje zgłoszenia' })).toBeVisible();
  await page.goto('/admin/asset');
  await expect(page).toHaveURL('/error');
  await expect(page.getByText('Brak uprawnień')).toBeVisible();
});

test('an agent without the SMS code cannot open the staff area; an agent is kept out of the client area', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'agent@demo.test');
  await expect(page).toHaveURL(/\/code/);
  await page.goto('/admin');
  await expect(page).toHaveURL('/code?redirect=%2Fadmin');
  await page.getByLabel('Kod z SMS').fill(await latestCode(page.request, 'agent@demo.test'));
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page).toHaveURL('/admin');
  await page.goto('/ticket?filter=all');
  await expect(page).toHaveURL('/error');
});

test('public pages open without login; a redirect to another site is ignored', async ({ page }) => {
  for (const path of ['/help', '/forgot', '/reset', '/evaluation']) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
  }
  await page.goto('/login?redirect=//evil.example/phish');
  await fillLogin(page, 'client@demo.test');
  await expect(page).toHaveURL('/ticket?filter=not-resolved');
});

test('a 401 from any call logs the user out to the login page', async ({ page, context }) => {
  await signIn(page, 'vip@demo.test');
  await page.goto('/project');
  await expect(page.locator('[data-layout="client"]')).toBeVisible();
  // The session ends behind the app's back (expired, or revoked on the server); the next call the app makes
  // (saving the language) is refused and the shell logs out without a page reload.
  await page.evaluate(() => ((window as unknown as { __e2eDocument: boolean }).__e2eDocument = true));
  await context.clearCookies();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fproject');
  expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: boolean }).__e2eDocument)).toBe(true);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a code that could not be sent says why on the code screen, with a keyboard-reachable "Send again"', async ({ page }) => {
    // The gateway's refusal, as GET /api/two-factor/status reports it (the log driver here never fails).
    await page.route('**/api/two-factor/status', (route) =>
      route.fulfill({
        json: {
          channel: 'sms',
          destination: '+48 *** *** 102',
          status: 'failed',
          reason: 'Numer telefonu jest nieprawidłowy albo bramka SMS go odrzuciła.',
        },
      }),
    );
    await page.goto('/login');
    await fillLogin(page, 'agent@demo.test');
    await expect(page).toHaveURL(/\/code/);
    const alert = page.getByRole('alert').filter({ hasText: 'Nie udało się wysłać kodu SMS-em na +48 *** *** 102' });
    await expect(alert).toContainText('bramka SMS go odrzuciła');
    const again = alert.getByRole('button', { name: 'Wyślij ponownie' });
    await expect(again).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // From the code field, Shift+Tab reaches the button; Enter asks the real server, which holds to its cooldown (its
    // own record says the code went out).
    await expect(page.getByLabel('Kod z SMS')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(again).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Nowy kod można wysłać za \d+ s\.$/)).toBeVisible();
  });
});
