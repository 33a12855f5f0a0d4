/**
 * A warm full load goes to the network for nothing but the HTML and the API: the remote locations in the HTML are
 * versioned URLs served immutable (manifest, entry, chunks), so the browser takes every script from its cache
 * without revalidating it. Counted in Chromium's own network log (CDP): a response neither from the disk or memory
 * cache, or a 304, came over the network.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SERVER_ORIGIN } from './ports.ts';
import { signInAsAdmin } from './session.ts';

interface Fetched {
  url: string;
  status: number;
  type: string;
}

/** Every response of the page that Chromium got from the network (not from its cache), and every 304. */
async function networkLog(page: Page): Promise<{ fetched: Fetched[]; stop: () => Promise<void> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fetched: Fetched[] = [];
  const cached = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const fromCache = response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker || cached.has(requestId);
    if (response.url.startsWith('data:')) return;
    if (!fromCache || response.status === 304) fetched.push({ url: response.url, status: response.status, type });
  });
  return { fetched, stop: () => cdp.detach() };
}

/** Until the page is quiet, including what it loads once idle (deferred widgets, other remotes' manifests). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_000);
  await page.waitForLoadState('networkidle');
}

/** Same-origin paths only, without the query. */
const sameOriginPaths = (fetched: Fetched[]) =>
  fetched.filter((item) => item.url.startsWith(SERVER_ORIGIN)).map((item) => `${item.status} ${new URL(item.url).pathname}`);

test('a warm load of a ticket fetches only the HTML and the API, no script or manifest is revalidated', async ({ page }) => {
  // Four loads, each until its idle work is done.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const list = (await (await page.request.get('/api/admin/ticket?filter=all&per_page=1')).json()) as { data: { id: number }[] };
  const url = `/admin/ticket/show/${list.data[0]!.id}`;

  // The location the HTML hands the shell is versioned; that URL is cached for good.
  const remotes = (await (await page.request.get('/remotes.json')).json()) as { tickets: string };
  expect(remotes.tickets).toMatch(/^\/remotes\/tickets\/v\/[0-9a-f]{16}\/mf-manifest\.json$/);
  const manifest = await page.request.get(remotes.tickets);
  expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Cold, then once warm: fills the cache with everything a load of the page and its idle work fetch.
  await page.goto(url);
  await expect(page.getByTestId('ticket-show')).toBeVisible();
  await settle(page);
  await page.reload();
  await expect(page.getByTestId('ticket-show')).toBeVisible();
  await settle(page);

  for (const warm of ['reload', 'new tab'] as const) {
    const target = warm === 'reload' ? page : await page.context().newPage();
    const log = await networkLog(target);
    if (warm === 'reload') await target.reload();
    else await target.goto(url);
    await expect(target.getByTestId('ticket-show')).toBeVisible();
    await settle(target);
    await log.stop();

    const paths = sameOriginPaths(log.fetched);
    const notHtmlOrApi = paths.filter((entry) => !/^\d+ \/(api|broadcasting|sanctum)\//.test(entry) && entry !== `200 ${url}`);
    expect(notHtmlOrApi, `${warm}: fetched from the network besides the HTML and the API`).toEqual([]);
    expect(paths, `${warm}: the HTML came from the server`).toContain(`200 ${url}`);
    expect(
      paths.filter((entry) => entry.startsWith('304 ')),
      `${warm}: revalidated`,
    ).toEqual([]);
    if (target !== page) await target.close();
  }
});
