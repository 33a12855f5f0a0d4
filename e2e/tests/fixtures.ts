/**
 * The test fixture every spec uses: a browser where the push-notification question was already answered
 * ('Nie teraz'), so the consent modal does not cover the page. dialogs.spec.ts asks the question for real.
 *
 * Every page also runs under the server's Content-Security-Policy: a CSP violation — a script, style,
 * connection or image the policy refuses — fails the test that caused it. A server-rendered page that does not
 * hydrate as rendered (React's hydration errors, which the shell logs with their component stack) fails it too.
 */
import { test as base, expect } from '@playwright/test';

const CSP_MARK = '[csp-violation]';
/** The shell's own report of a hydration error, and React's (minified: errors 418, 419, 423, 425). */
const HYDRATION = /\[helpdesk\] hydration:|[Hh]ydration failed|didn't match the client|react\.dev\/errors\/(418|419|423|425)/;

export const test = base.extend<{ pushConsentAnswered: boolean }>({
  pushConsentAnswered: [true, { option: true }],
  page: async ({ page, pushConsentAnswered }, use) => {
    const violations: string[] = [];
    const hydration: string[] = [];
    page.on('console', (msg) => {
      const text = msg.text();
      if (text.startsWith(CSP_MARK) || (msg.type() === 'error' && /Content Security Policy/i.test(text))) violations.push(text);
      if (msg.type() === 'error' && HYDRATION.test(text)) hydration.push(text);
    });
    page.on('pageerror', (error) => {
      if (HYDRATION.test(error.message)) hydration.push(error.message);
    });
    await page.addInitScript((mark) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`);
      });
    }, CSP_MARK);
    if (pushConsentAnswered) {
      await page.addInitScript(() => localStorage.setItem('helpdesk.pushConsent', 'declined'));
    }
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(hydration, 'hydration errors').toEqual([]);
  },
});

export { expect };
