/**
 * Layout modes (spec §2, §9): an admin collapses the sidebar on the profile; it is 70 px of icons whose labels show
 * as tooltips, and it stays so after a reload (kept on the account). "My tickets" opens the filtered ticket list.
 */
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';

test.afterEach(async ({ page }) => {
  // Back to the defaults, so the other specs see the layout they expect.
  const request = page.context().request;
  await request.post('/api/profile/set-layout', { data: { sidebar: 'default', width: 'fluid' }, headers: await apiHeaders(request) });
});

test('an admin collapses the sidebar, reloads, still collapsed, with tooltips on its icons; "my tickets" opens the filtered list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/profile');
  const nav = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(nav.getByRole('link', { name: 'Pulpit', exact: true })).toBeVisible();
  expect(Math.round((await nav.boundingBox())!.width)).toBe(250);

  await page.getByRole('radio', { name: 'Zwinięte do ikon (70 px)' }).check();
  await expect(page.locator('[data-layout="staff"]')).toHaveAttribute('data-sidebar-mode', 'collapsed');
  await expect.poll(async () => Math.round((await nav.boundingBox())!.width)).toBe(70);

  await page.reload();
  await expect(page.locator('[data-layout="staff"]')).toHaveAttribute('data-sidebar-mode', 'collapsed');
  await expect.poll(async () => Math.round((await nav.boundingBox())!.width)).toBe(70);
  const dashboard = nav.getByRole('link', { name: 'Pulpit', exact: true });
  await expect(dashboard.locator('svg')).toBeVisible();
  // The label's text is not shown: the icon is, and hovering (or focusing) it shows the label as a tooltip.
  await expect(dashboard.getByText('Pulpit', { exact: true })).toBeHidden();
  // (The tooltip's code loads once the page is idle: a pointer already resting on the icon gets it on its next entry.)
  await expect(async () => {
    await page.mouse.move(700, 450);
    await dashboard.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Pulpit', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // It opens beside the rail, so it never covers the neighbouring icons (the company button sits just above).
  await expect(page.getByRole('tooltip')).toHaveAttribute('data-popper-placement', 'right');
  // The company filter stays one click away: an icon button named after the chosen company opens the picker.
  await nav.getByRole('button', { name: /^Firma: / }).click();
  await expect(page.getByRole('combobox', { name: 'Firma' })).toBeVisible();
  await page.keyboard.press('Escape');

  await nav.getByRole('button', { name: 'Zgłoszenia', exact: true }).click();
  await nav.getByRole('link', { name: /^Moje zgłoszenia( \d+)?$/ }).click();
  await expect(page).toHaveURL(/\/admin\/ticket\?filter=assigned-to-me$/);
  await expect(page.locator('[data-remote-root="tickets"]').getByLabel('Widok')).toHaveValue('assigned-to-me');
});
