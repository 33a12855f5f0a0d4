/**
 * Accessibility sweep (axe, WCAG 2.1 A/AA) of the shell's own pages outside both areas, in Polish and in English:
 * the public ones signed out, and the login-only ones (home, SMS code, error, utility pages) as an agent who has
 * given the password but not yet the SMS code.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { allRoutePatterns, urlsOf, type IdSource } from './a11y-routes.ts';
import { applyPass, expectNoSeriousViolations, openSweepPage, PASSES, restoreLanguage, waitForScreen } from './a11y-sweep.ts';
import { apiHeaders, PASSWORD } from './session.ts';

/** The shell's public paths (shell/src/session/access.ts PUBLIC_PATHS): no login needed. */
const SIGNED_OUT = new Set(['/login', '/forgot', '/reset', '/help', '/evaluation', '/email/confirm']);
/** An agent of the demo data no other sweep signs in as, so its language can change freely. */
const HALF_SIGNED_IN = 'jan.kowalski@msp.test';

const routes = allRoutePatterns().filter((route) => route.area === 'public');
const noIds: IdSource = {
  ownId: 0,
  first: () => Promise.reject(new Error('public pages have no ids')),
  otherAgentId: () => Promise.reject(new Error('public pages have no ids')),
};

let signedOut: Page;
let halfSignedIn: Page;

test.beforeAll(async ({ browser }) => {
  signedOut = await openSweepPage(browser, null);
  halfSignedIn = await openSweepPage(browser, null);
  const request = halfSignedIn.context().request;
  await request.get('/sanctum/csrf-cookie');
  const login = await request.post('/login', { data: { email: HALF_SIGNED_IN, password: PASSWORD }, headers: await apiHeaders(request) });
  expect(await login.text(), 'the agent still owes the SMS code').toContain('two_factor');
});

test.afterAll(async () => {
  await restoreLanguage(halfSignedIn);
  await signedOut.context().close();
  await halfSignedIn.context().close();
});

test('the public and login-only routes are the ones the sweep knows how to open', () => {
  expect(
    routes
      .map((route) => route.pattern)
      .filter((pattern) => SIGNED_OUT.has(pattern))
      .sort(),
  ).toEqual([...SIGNED_OUT].sort());
});

for (const pass of PASSES) {
  test.describe(`public · ${pass.lang}`, () => {
    test.beforeAll(async () => {
      await applyPass(signedOut, pass, false);
      // A session still owing the SMS code may be refused the language save (403): then its pages stay in the
      // agent's saved language, and only the signed-out pages are checked for the pass's language.
      await applyPass(halfSignedIn, pass, false);
      const request = halfSignedIn.context().request;
      await request.post('/api/profile/set-lang', { data: { lang: pass.lang }, headers: await apiHeaders(request) });
      await signedOut.goto('/login');
      await halfSignedIn.goto('/code');
    });

    for (const route of routes) {
      test(route.pattern, async () => {
        const page = SIGNED_OUT.has(route.pattern) ? signedOut : halfSignedIn;
        for (const url of await urlsOf(route, noIds, 'admin')) {
          await page.goto(url);
          // The error page is a bare message without a heading.
          await waitForScreen(page, false);
          if (page === signedOut) await expect(page.locator('html')).toHaveAttribute('lang', pass.lang);
          await expectNoSeriousViolations(
            page,
            `${url} (${pass.lang}, ${SIGNED_OUT.has(route.pattern) ? 'signed out' : 'before the SMS code'})`,
          );
        }
      });
    }
  });
}
