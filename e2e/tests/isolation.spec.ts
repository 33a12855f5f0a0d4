import { expect, test } from './fixtures.ts';
import { signInAsAdmin } from './session.ts';
import { expectSameDocument, markDocument, openMenuItem, screen, withoutBootData } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('a dead remote costs only its own pages, and retry recovers it once it is back', async ({ page }) => {
  // The reports remote's manifest and files are unreachable, as if its host were down.
  await page.route('**/remotes/reports/**', (route) => route.abort('connectionrefused'));

  await page.goto('/admin/daily-report');
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toBeVisible({ timeout: 15_000 });
  await expect(fallback).toContainText('Moduł „Raporty” jest chwilowo niedostępny');
  await markDocument(page);

  // The menu, the top bar and the other remotes keep working.
  await expect(page.getByRole('button', { name: 'Dodaj zgłoszenie' })).toBeVisible();
  await openMenuItem(page, 'CMDB');
  await expect(screen(page, 'management')).toBeVisible();
  await openMenuItem(page, 'Koszty agentów');
  await expect(screen(page, 'finance')).toBeVisible();
  await openMenuItem(page, 'Nowe');
  await expect(screen(page, 'tickets')).toBeVisible();

  // Another page of the dead remote shows the same fallback, without a new attempt per click.
  await openMenuItem(page, 'Raport agenta');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();

  // The remote comes back: retry loads it in place.
  await page.unroute('**/remotes/reports/**');
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(screen(page, 'reports').getByRole('heading', { name: 'Raport agenta' })).toBeVisible();
  await openMenuItem(page, 'Raport dzienny');
  await expect(screen(page, 'reports').getByRole('heading', { name: 'Raport dzienny' })).toBeVisible();
  await expectSameDocument(page);
});

test('the shell starts even when remotes.json cannot be read', async ({ page }) => {
  // A back end that does not put the remote locations into the HTML, and whose remotes.json is down.
  await withoutBootData(page);
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Pulpit' })).toBeVisible();
  await openMenuItem(page, 'CMDB');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 15_000 });
});
