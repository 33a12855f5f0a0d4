/**
 * Spec §6: a staff route the user lacks sends them to /error, decided by the route's declared ability (the shared
 * ability table). An agent and a manager typing an admin-only address (a remote's and the shell's own) get the
 * access-denied page; an admin gets the screen.
 */
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';
import { screen } from './helpers.ts';

const ADMIN_ONLY = [
  { path: '/admin/invoicing', heading: 'Fakturowanie miesięczne', remote: 'finance' },
  { path: '/admin/holiday', heading: 'Dni wolne', remote: 'management' },
  { path: '/admin/automations', heading: 'Reguły automatyzacji', remote: 'management' },
  { path: '/admin/control-center', heading: 'Centrum sterowania', remote: null },
] as const;

for (const email of ['agent@demo.test', 'manager@demo.test']) {
  test(`${email} landing on an admin-only address goes to /error`, async ({ page }) => {
    await signIn(page, email);
    for (const route of ADMIN_ONLY) {
      await page.goto(route.path);
      await expect(page).toHaveURL(/\/error$/);
      await expect(page.getByText('Brak uprawnień').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: route.heading })).toHaveCount(0);
    }
    // Nor does the menu offer them.
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: /Menu główne|Main menu/ });
    await expect(nav.getByRole('link', { name: /^Projekty/ })).toBeVisible();
    for (const name of ['Fakturowanie', 'Dni wolne', 'Reguły automatyzacji', 'Centrum sterowania'])
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
  });
}

test('an admin gets the admin-only screens', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  for (const route of ADMIN_ONLY) {
    await page.goto(route.path);
    const where = route.remote ? screen(page, route.remote) : page;
    await expect(where.getByRole('heading', { name: route.heading, level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(route.path);
  }
});
