import { resolve } from 'node:path';
import { expect, test } from '../tests/fixtures.ts';
import { signIn } from '../tests/session.ts';

const OUT = resolve(import.meta.dirname, '../../docs/screenshots');
const SIZES = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`staff layout, ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'admin@demo.test');
    await page.goto('/admin/ticket?filter=not-resolved');
    await expect(page.locator('main#content h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/staff-${size}.png` });
  });

  test(`client layout, ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'vip@demo.test');
    await page.goto('/ticket?filter=not-resolved');
    await expect(page.locator('main#content h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/client-${size}.png` });
  });
}
