import { expect, type Page } from '@playwright/test';

/** Marks the current document; `expectSameDocument` fails if a navigation reloaded the page. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument: boolean }).__e2eDocument = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: boolean }).__e2eDocument)).toBe(true);
}

/** The placeholder screen of a remote, by its heading. */
export function screen(page: Page, remote: string) {
  return page.locator(`[data-testid="screen"][data-remote="${remote}"]`);
}

export async function openMenuItem(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: /Menu główne|Main menu/ }).getByRole('link', { name, exact: true }).click();
}
