/**
 * Accessibility sweep (axe, WCAG 2.1 A/AA) of what opens over a screen: the new-ticket form with its errors, the
 * reply editor, the time-report and planned-work forms, a confirm dialog, the top bar's popovers and the mobile
 * menu drawer — in Polish on the light sidebar and in English on the dark one. Nothing is saved: every dialog is
 * cancelled.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { applyPass, expectNoSeriousViolations, firstId, openSweepPage, PASSES, restoreLanguage, waitForScreen } from './a11y-sweep.ts';

/** A manager of the demo data that no route sweep signs in as, so its language can change freely. */
const USER = { name: 'admin', email: 'tomasz.mazur@msp.test', area: 'staff' } as const;

let page: Page;
let ticketId: number;

test.beforeAll(async ({ browser }) => {
  page = await openSweepPage(browser, USER);
  ticketId = await firstId(page.context().request, '/api/admin/ticket?filter=not-resolved&per_page=1');
});

test.afterAll(async () => {
  await restoreLanguage(page);
  await page.context().close();
});

for (const pass of PASSES) {
  test.describe(`dialogs · ${pass.lang} · ${pass.theme} sidebar`, () => {
    const where = (what: string) => `${what} (${pass.lang}, ${pass.theme} sidebar)`;

    test.beforeAll(async () => {
      await applyPass(page, pass, true);
    });

    test.beforeEach(async ({}, testInfo) => {
      testInfo.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(testInfo.title.startsWith('the new-ticket') ? '/admin/ticket/create' : `/admin/ticket/show/${ticketId}`);
      await waitForScreen(page);
      await expect(page.locator('html')).toHaveAttribute('lang', pass.lang);
    });

    test('the new-ticket form showing its errors', async () => {
      await page
        .getByRole('button', { name: /^(Dodaj zgłoszenie|Add ticket)$/ })
        .last()
        .click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoSeriousViolations(page, where('the new-ticket form with errors'));
    });

    test('the reply editor with a reply typed', async () => {
      await page.getByLabel(/^(Treść odpowiedzi|Reply)$/).fill('Sprawdzam / checking');
      await expectNoSeriousViolations(page, where('the reply editor'));
    });

    test('the time-report form', async () => {
      await page.getByRole('tab', { name: /Czas pracy|Working time/ }).click();
      await page.getByRole('button', { name: /^(Dodaj raport czasu|Add time report)$/ }).click();
      await expect(page.getByRole('button', { name: /^(Dodaj raport|Add report)$/ })).toBeVisible();
      await expectNoSeriousViolations(page, where('the time-report form'));
    });

    test('the planned-work form', async () => {
      await page.getByRole('tab', { name: /Prace planowane|Planned works/ }).click();
      await page.getByRole('button', { name: /^(Zaplanuj prace|Plan work)$/ }).click();
      await expect(page.getByRole('button', { name: /^(Zaplanuj|Plan)$/ })).toBeVisible();
      await expectNoSeriousViolations(page, where('the planned-work form'));
    });

    test('a confirm dialog (move to trash, cancelled)', async () => {
      await page.getByRole('button', { name: /^(Przenieś do kosza|Move to trash)$/ }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page, where('the trash confirm dialog'));
      await dialog.getByRole('button', { name: /^(Anuluj|Cancel)$/ }).click();
      await expect(dialog).toBeHidden();
    });

    test('the notifications popover and the planned-works menu', async () => {
      await page.getByTestId('notifications-bell').click();
      await expect(page.getByTestId('notifications-list').or(page.getByText(/^(Brak powiadomień|No notifications)$/))).toBeVisible();
      await expectNoSeriousViolations(page, where('the notifications popover'));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^(Zaplanowane prace|Planned works)/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, where('the planned-works menu'));
      await page.keyboard.press('Escape');
    });

    test('the menu drawer at the mobile breakpoint', async () => {
      await page.setViewportSize({ width: 800, height: 900 });
      await page.getByRole('button', { name: /^(Pokaż lub ukryj menu|Show or hide the menu)$/ }).click();
      await expect(page.getByRole('navigation', { name: /Menu główne|Main menu/ })).toBeVisible();
      await expectNoSeriousViolations(page, where('the mobile menu drawer'));
    });
  });
}
