import { expect, test } from './fixtures.ts';
import { signInAsAdmin } from './session.ts';
import { openMenuItem, screen } from './helpers.ts';
import { FINANCE_ORIGIN, OVERRIDE_ORIGIN } from './ports.ts';

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('a remote deployed on another origin is loaded through remotes.json', async ({ page }) => {
  const remoteManifests = await (await page.request.get('/remotes.json')).json();
  expect(remoteManifests.finance).toBe(`${FINANCE_ORIGIN}/mf-manifest.json`);

  const fromFinanceOrigin: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(FINANCE_ORIGIN) && response.ok()) fromFinanceOrigin.push(response.url());
  });
  await page.goto('/admin');
  await openMenuItem(page, 'Rentowność firm');
  await expect(screen(page, 'finance').getByRole('heading', { name: 'Rentowność firm' })).toBeVisible();
  expect(fromFinanceOrigin.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromFinanceOrigin.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  // …and so does the screen's own chunk (any script besides the container; production chunk names are short ids).
  expect(fromFinanceOrigin.some((url) => url.endsWith('.js') && !url.endsWith('/remoteEntry.js'))).toBe(true);
});

test('a localhost override loads the overriding entry and shows a banner that resets it', async ({ page }) => {
  await page.goto('/admin');
  await page.evaluate(
    (url) => localStorage.setItem('helpdesk.remoteOverrides', JSON.stringify({ tickets: url })),
    `${OVERRIDE_ORIGIN}/mf-manifest.json`,
  );
  const fromOverride: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(OVERRIDE_ORIGIN)) fromOverride.push(response.url());
  });
  await page.goto('/admin/ticket?filter=all');
  await expect(screen(page, 'tickets')).toBeVisible();
  const banner = page.getByTestId('override-banner');
  await expect(banner).toContainText('Lokalne nadpisanie modułu tickets');
  await expect(banner).toContainText(`${OVERRIDE_ORIGIN}/mf-manifest.json`);
  expect(fromOverride.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

  await banner.getByRole('button', { name: 'Przywróć' }).click();
  await expect(page.getByTestId('override-banner')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('helpdesk.remoteOverrides'))).toBeNull();
});

test('an override pointing outside localhost is refused with a visible message', async ({ page }) => {
  await page.goto('/admin');
  await page.evaluate(() =>
    localStorage.setItem('helpdesk.remoteOverrides', JSON.stringify({ tickets: 'https://cdn.attacker.example/mf-manifest.json' })),
  );
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('attacker.example')) foreign.push(request.url());
  });
  await page.goto('/admin/ticket?filter=all');
  await expect(screen(page, 'tickets')).toBeVisible();
  const banner = page.getByTestId('override-banner');
  await expect(banner).toContainText('Odrzucono nadpisanie modułu tickets');
  await expect(banner).toContainText('nie jest na localhost');
  expect(foreign).toEqual([]);
  await banner.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByTestId('override-banner')).toHaveCount(0);
});
