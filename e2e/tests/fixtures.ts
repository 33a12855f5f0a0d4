/**
 * The test fixture every spec uses: a browser where the push-notification question was already answered
 * ('Nie teraz'), so the consent modal does not cover the page. dialogs.spec.ts asks the question for real.
 */
import { test as base } from '@playwright/test';

export const test = base.extend<{ pushConsentAnswered: boolean }>({
  pushConsentAnswered: [true, { option: true }],
  page: async ({ page, pushConsentAnswered }, use) => {
    if (pushConsentAnswered) {
      await page.addInitScript(() => localStorage.setItem('helpdesk.pushConsent', 'declined'));
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
