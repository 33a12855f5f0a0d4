/**
 * The shell's first screen starts from few scripts: every script element is one insertion by the chunk loader on the
 * main thread (each scanning the page's scripts) and one cache or network fetch, so the shared packages every first
 * screen needs come in one chunk (shell/rspack.config.ts `bootShared`), not one chunk per package.
 */
import { expect, test } from './fixtures.ts';
import { SERVER_ORIGIN } from './ports.ts';
import { signInAsAdmin } from './session.ts';
import { deployedApps, sharedCopies } from './shared-copies.ts';

/** The first screen's heading, in the layout's `<main>` (shell/src/layout/skip-link.tsx MAIN_CONTENT_ID). */
const FIRST_HEADING_SELECTOR = 'main#content h1';

/** The shared packages every first screen evaluates (the shell provides them; remotes consume the shell's copy). */
const FIRST_SCREEN_SHARED = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  'jotai',
  'i18next',
  'react-i18next',
  '@fluentui/react-provider',
  '@fluentui/react-tabster',
  'tabster',
  '@griffel/core',
  '@griffel/react',
];

test('the shell fetches the shared packages of its first screen in one script, and few scripts in all', async ({ page }) => {
  await signInAsAdmin(page);
  const shell = (await deployedApps(SERVER_ORIGIN)).find((app) => app.manifest.name === 'shell')!;
  const copies = new Map(sharedCopies(shell).map((copy) => [copy.pkg, [...copy.urls]]));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url().split('?')[0]!);
  });
  // When the first screen's heading appeared: what the shell loads after it waits for idle time (shell/src/app/when-idle.ts:
  // widgets, tooltips, toasts) and is not the first screen's — on a busy machine it may start before the rows arrive.
  await page.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      (window as unknown as { headingAt: number }).headingAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, FIRST_HEADING_SELECTOR);
  await page.goto('/admin/ticket?filter=not-resolved');
  await expect(page.locator('tr[data-ticket-id]').first()).toBeVisible();
  const { beforeHeading, headingAt, interactiveAt } = await page.evaluate(() => {
    const headingAt = (window as unknown as { headingAt: number }).headingAt;
    const interactiveAt = performance.getEntriesByName('helpdesk:interactive')[0]?.startTime ?? null;
    // Scripts as the browser fetched them, preloads (the boot page's hints) included.
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name.split('?')[0]!, at: entry.startTime }))
      .filter((entry) => entry.url.endsWith('.js') && entry.at <= headingAt)
      .map((entry) => entry.url);
    return { beforeHeading: scripts, headingAt, interactiveAt };
  });

  // The first screen is interactive (app/interactive.ts; what waits for idle time waits for it) with its screen, not
  // with the loading page a client boot shows while the router's first navigation loads the layout and the remote.
  expect(interactiveAt, 'the helpdesk:interactive mark').not.toBeNull();
  expect(interactiveAt!, 'the interactive mark against the heading (ms)').toBeGreaterThanOrEqual(headingAt);

  // Every package's copy is the same one file, and this load fetched it.
  const files = new Set(FIRST_SCREEN_SHARED.flatMap((pkg) => copies.get(pkg) ?? [`(no file for ${pkg})`]));
  expect([...files], "the files carrying the shell's copies of the first screen's shared packages").toHaveLength(1);
  expect(scripts).toContain([...files][0]);
  // The shell's own scripts until the heading (the remote's are its own build's): main.js, that chunk and the app's.
  const shellScripts = new Set(beforeHeading.filter((url) => url.startsWith(SERVER_ORIGIN) && !/\/remote(s|-versions)\//.test(url)));
  expect(shellScripts.size, `the shell's scripts: ${[...shellScripts].join(' ')}`).toBeLessThanOrEqual(16);
});
