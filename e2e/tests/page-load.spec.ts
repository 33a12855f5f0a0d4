/**
 * Issue 13 in Chromium: a full load gets what the boot needs from the HTML (no config.json, remotes.json or
 * /api/user request after it), and the staff company filter lives in the URL — a reload keeps it, a link with it
 * opens filtered (by id or by the company's tag), and the menu's links carry the user's last choice.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsAdmin } from './session.ts';
import { browserRemembered, openMenuItem, screen, withoutBootData } from './helpers.ts';

interface Company {
  id: number;
  tag: string;
  name: string;
}

const companies = async (page: Page): Promise<Company[]> =>
  ((await (await page.request.get('/api/admin/lookups/companies')).json()) as { data: Company[] }).data;

/** Every row's number (`TAG-123`) of the ticket list on screen. */
const rowNumbers = async (page: Page): Promise<string[]> =>
  screen(page, 'tickets')
    .locator('tbody tr[data-ticket-id]')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent ?? ''));

async function expectOnlyCompany(page: Page, tag: string): Promise<void> {
  await expect(screen(page, 'tickets').locator('tbody tr[data-ticket-id]').first()).toBeVisible();
  await expect.poll(async () => (await rowNumbers(page)).every((fullid) => fullid.startsWith(`${tag}-`))).toBe(true);
}

test('a full load of a ticket asks for no config, remote list or user after the HTML', async ({ page }) => {
  await signInAsAdmin(page);
  const list = (await (await page.request.get('/api/admin/ticket?filter=all&per_page=1')).json()) as { data: { id: number }[] };
  const id = list.data[0]!.id;
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['/config.json', '/remotes.json', '/api/user'].includes(pathname)) asked.push(pathname);
  });
  const ticket = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/admin/ticket/${id}`);
  await page.goto(`/admin/ticket/show/${id}`);
  await ticket;
  await expect(page.getByTestId('ticket-show')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('without boot data in the HTML the shell asks for config, remotes and user itself, all at once', async ({ page }) => {
  await signInAsAdmin(page);
  await withoutBootData(page);
  const boot = ['/config.json', '/remotes.json', '/api/user'];
  // Every boot answer is held until all three were asked: a boot that waits for one answer before asking the next
  // would only get going when the hold times out.
  const asked = new Map<string, number>();
  let openGate!: () => void;
  const allAsked = new Promise<void>((resolve) => (openGate = resolve));
  let heldTooLong = false;
  await page.route(
    (url) => boot.includes(url.pathname),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
      if (boot.every((path) => asked.has(path))) openGate();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          heldTooLong = true;
          resolve();
        }, 5_000);
      });
      await Promise.race([allAsked, timeout]);
      clearTimeout(timer);
      await route.continue();
    },
  );
  await page.goto('/admin/ticket?filter=all');
  await expect(screen(page, 'tickets').locator('tbody tr[data-ticket-id]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Each asked once, and none waited for another's answer.
  expect(Object.fromEntries(asked)).toEqual({ '/config.json': 1, '/remotes.json': 1, '/api/user': 1 });
  expect(heldTooLong, 'a boot request waited for another one’s answer').toBe(false);
});

test('the company filter is in the URL: a reload keeps it and the menu carries it', async ({ page }) => {
  await signInAsAdmin(page);
  const [first, second] = await companies(page);
  await page.goto('/admin/ticket?filter=all');
  await expect(screen(page, 'tickets').locator('tbody tr[data-ticket-id]').first()).toBeVisible();

  await page.getByTestId('company-filter').click();
  await page.getByRole('option', { name: `${second!.tag} · ${second!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]company=${second!.id}(&|$)`));
  await expectOnlyCompany(page, second!.tag);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`[?&]company=${second!.id}(&|$)`));
  await expect(page.getByTestId('company-filter')).toContainText(second!.name);
  await expectOnlyCompany(page, second!.tag);

  // A menu link has no company: the last choice is written into the address.
  await openMenuItem(page, 'Nowe');
  await expect(page).toHaveURL(/filter=new/);
  await expect(page).toHaveURL(new RegExp(`[?&]company=${second!.id}(&|$)`));

  // Back to all companies: the parameter leaves the URL, and a reload stays on all.
  await page.getByTestId('company-filter').click();
  await page.getByRole('option', { name: 'Wszystkie firmy' }).click();
  await expect(page).not.toHaveURL(/[?&]company=/);
  await page.reload();
  await expect(page).not.toHaveURL(/[?&]company=/);
  expect(first).toBeDefined();
});

test('a reload right after choosing all companies hydrates as the server rendered it, then shows all', async ({ page }) => {
  await signInAsAdmin(page);
  const [, second] = await companies(page);
  await page.goto(`/admin/ticket?filter=all&company=${second!.id}`);
  await expectOnlyCompany(page, second!.tag);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'helpdesk_company')).toBe(true);
  // What a choice of "all companies" leaves if the page is reloaded before the layout has written it to the cookie:
  // the history entry says all, the cookie (which the server renders with) still names the company.
  await page.evaluate(() => {
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    window.history.replaceState({ ...state, usr: { chosenCompany: 'all' } }, '', '/admin/ticket?filter=all');
  });
  await page.reload();
  // The fixture fails the test on a hydration error; the page then moves to all companies and remembers that.
  await expect(page.getByTestId('company-filter')).toContainText('Wszystkie firmy');
  await expect.poll(async () => (await rowNumbers(page)).some((fullid) => !fullid.startsWith(`${second!.tag}-`))).toBe(true);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'helpdesk_company')).toBe(false);
  await expect(page).not.toHaveURL(/[?&]company=/);
});

test('a link with the company opens filtered, by id or by tag', async ({ page }) => {
  await signInAsAdmin(page);
  const [, , third] = await companies(page);
  await page.goto(`/admin/ticket?filter=all&company=${third!.id}`);
  await expect(page.getByTestId('company-filter')).toContainText(third!.name);
  await expectOnlyCompany(page, third!.tag);

  await page.goto('/admin/ticket?filter=all');
  await page.goto(`/admin/ticket?filter=all&company=${third!.tag.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`[?&]company=${third!.id}(&|$)`));
  await expectOnlyCompany(page, third!.tag);
});

test("a full load of the list asks for its tickets once, before the code the remote's routes module asks for", async ({ page }) => {
  await signInAsAdmin(page);
  const [company] = await companies(page);
  const order: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/admin/ticket') order.push('list');
    else if (/^\/remotes\/tickets\/.*\.js$/.test(url.pathname)) order.push(url.pathname);
  });
  await page.goto(`/admin/ticket?filter=all&company=${company!.id}`);
  await expectOnlyCompany(page, company!.tag);
  await page.waitForLoadState('networkidle');
  expect(order.filter((name) => name === 'list')).toHaveLength(1);
  // The HTML preloads the entry, the routes module and the list screen's chunks; what the remote asks for itself
  // once its routes module ran (its texts) comes after the list request.
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => new URL(link.href).pathname),
  );
  const later = order.filter((name) => name !== 'list' && !preloaded.includes(name));
  expect(later.length).toBeGreaterThan(0);
  expect(order.indexOf('list')).toBeLessThan(order.indexOf(later[0]!));

  // Without the boot data (a back end that embeds nothing) the list still loads with one request.
  order.length = 0;
  await withoutBootData(page);
  await page.reload();
  await expectOnlyCompany(page, company!.tag);
  await page.waitForLoadState('networkidle');
  expect(order.filter((name) => name === 'list')).toHaveLength(1);
});

test("a full load without a company in its URL shows the user's last choice: rendered under it, or asked for by the first script", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const [, second] = await companies(page);
  const asked: { path: string; search: string; type: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/admin/dashboard' || url.pathname === '/api/admin/ticket') {
      asked.push({ path: url.pathname, search: url.search, type: request.resourceType() });
    }
  });
  // The company chosen on the list is remembered for the links that carry none.
  await page.goto(`/admin/ticket?filter=all&company=${second!.id}`);
  await expectOnlyCompany(page, second!.tag);
  await page.waitForLoadState('networkidle');

  // Rendered on the server (the remembered company is a cookie it reads): the page carries the dashboard's answer for
  // that company and asks for nothing.
  await browserRemembered(page);
  asked.length = 0;
  await page.goto('/admin');
  await expect(page.locator('[data-figure]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  const boot = JSON.parse((await page.locator('#helpdesk-boot').textContent()) ?? '{}') as {
    ssr?: { queries: { queries: { queryKey: unknown[] }[] } };
  };
  expect(boot.ssr?.queries.queries.map((query) => query.queryKey)).toContainEqual(['admin', 'dashboard', second!.id]);

  // Rendered by the browser (a browser in another time zone than the server's gets the client boot): one request,
  // sent by the page's first script (a fetch; the API client's own calls are XHRs).
  const otherZone = () => page.context().addCookies([{ name: 'helpdesk_tz', value: 'Pacific/Chatham', url: page.url() }]);
  await otherZone();
  asked.length = 0;
  await page.goto('/admin');
  await expect(page.locator('[data-figure]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([{ path: '/api/admin/dashboard', search: `?company_id=${second!.id}`, type: 'fetch' }]);

  // A menu link to the list (no company in it) the same way; the address then carries the company.
  await otherZone();
  asked.length = 0;
  await page.goto('/admin/ticket?filter=all');
  await expectOnlyCompany(page, second!.tag);
  await expect(page).toHaveURL(new RegExp(`[?&]company=${second!.id}(&|$)`));
  await page.waitForLoadState('networkidle');
  expect(asked.filter(({ path }) => path === '/api/admin/ticket')).toEqual([
    expect.objectContaining({ search: expect.stringContaining(`company_id=${second!.id}`), type: 'fetch' }),
  ]);
});

test("a full load fetches every script once, the URL's screen chunks from the HTML before the routes module ran", async ({ page }) => {
  await signInAsAdmin(page);
  // The tickets remote's build names the list screen's chunks (asset-map.json beside its manifest).
  const map = (await (await page.request.get('/remotes/tickets/asset-map.json')).json()) as { routes: { path: string; js: string[] }[] };
  const listChunks = map.routes.find((route) => route.path === 'ticket')!.js;
  expect(listChunks.length).toBeGreaterThan(0);

  const fetched = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) fetched.set(pathname, (fetched.get(pathname) ?? 0) + 1);
  });
  await page.goto('/admin/ticket?filter=all');
  await expect(screen(page, 'tickets').locator('tbody tr[data-ticket-id]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // A preload that does not match the runtime's script element (a `crossorigin` mismatch) would be fetched twice.
  const twice = [...fetched].filter(([, count]) => count > 1).map(([pathname]) => pathname);
  expect(twice).toEqual([]);

  // Each of the screen's chunks was requested before the routes module had even arrived, so before it ran.
  const timings = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      pathname: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  );
  const routes = timings.find((entry) => /^\/remotes\/tickets\/.*__federation_expose_routes\.[^/]*\.js$/.test(entry.pathname));
  expect(routes).toBeDefined();
  const at = routes!.pathname.replace(/[^/]*$/, '');
  for (const chunk of listChunks) {
    const entry = timings.find((timing) => timing.pathname === `${at}${chunk}`);
    expect(entry, chunk).toBeDefined();
    expect(fetched.get(`${at}${chunk}`), chunk).toBe(1);
    expect(entry!.start, chunk).toBeLessThan(routes!.end);
  }
});
