import { resolve } from 'node:path';
import { expect, test } from '../tests/fixtures.ts';
import { apiHeaders, signIn } from '../tests/session.ts';

/**
 * Captures the ticket list, the management, reports and finance screens at the desktop and the spec's mobile width in both languages,
 * for review (not committed): SCREENS_DIR, default e2e/test-results/screens.
 */
const OUT = process.env.SCREENS_DIR ?? resolve(import.meta.dirname, '../test-results/screens');
const SIZES = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const ALL_SCREENS = [
  '/admin/ticket',
  '/admin/company',
  '/admin/client',
  '/admin/agent',
  '/admin/asset',
  '/admin/leave',
  '/admin/time-accept',
  '/admin/internal-time',
  '/admin/agent-report',
  '/admin/daily-report',
  '/admin/company-report',
  '/admin/general-report',
  '/admin/agent-stats',
  '/admin/invoicing',
  '/admin/profitability',
  '/admin/agent-profitability',
  '/admin/company-pricing',
  '/admin/profile',
];
/** SCREENS=time-accept,profitability captures only those. */
const SCREENS = process.env.SCREENS
  ? ALL_SCREENS.filter((path) => process.env.SCREENS!.split(',').some((name) => path.endsWith(`/${name}`)))
  : ALL_SCREENS;

for (const lang of ['pl', 'en'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`screens ${lang} ${size}`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await signIn(page, 'admin@demo.test');
      const request = page.context().request;
      await request.post('/api/profile/set-lang', { data: { lang }, headers: await apiHeaders(request) });
      await page.addInitScript((language) => {
        localStorage.setItem('helpdesk.pushConsent', 'declined');
        localStorage.setItem('helpdesk.lang', language);
      }, lang);
      for (const path of SCREENS) {
        await page.goto(path);
        await expect(page.locator('main#content h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const name = path.replace(/^\/admin\//, '').replace(/\W+/g, '-');
        await page.screenshot({ path: `${OUT}/${name}-${lang}-${size}.png`, fullPage: size === 'mobile' });
      }
      await request.post('/api/profile/set-lang', { data: { lang: 'pl' }, headers: await apiHeaders(request) });
    });
  }
}
