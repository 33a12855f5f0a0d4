/**
 * The first screen rendered on the server (issue 39): a full load's HTML holds the screen's data before any script
 * runs; the browser hydrates it without a warning (the fixture fails a test on a hydration error) and asks for
 * nothing the server answered; a new remote version is rendered on the next full load without a restart; a remote
 * whose server build throws gets the client boot, and /metrics says so.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { browserRemembered, deployRemote, markDocument, expectSameDocument, rollBackToBuiltIn, screen } from './helpers.ts';
import { apiHeaders, signIn } from './session.ts';
import { SERVER_ORIGIN } from './ports.ts';

const TICKETS = path.resolve('../remotes/tickets');

/** The page's HTML as the server sends it, with the browser's cookies (its session, its time zone). */
async function html(page: Page, url: string): Promise<string> {
  const response = await page.context().request.get(url, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The rendered root's text, scripts and styles left out. */
function rootText(page: string): string {
  const root = page.slice(page.indexOf('<div id="root">'));
  return root
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

async function serverRenders(page: Page): Promise<Record<string, number>> {
  const text = await (await page.context().request.get(`${SERVER_ORIGIN}/metrics`)).text();
  return Object.fromEntries(
    [...text.matchAll(/^helpdesk_server_renders_total\{outcome="([^"]+)"[^}]*\} (\d+)/gm)].map((m) => [m[1]!, Number(m[2])]),
  );
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  // A first page in this browser writes its time zone: the server renders only in the zone the browser shows.
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: /Menu główne|Main menu/ })).toBeVisible();
  await browserRemembered(page);
});

test('the HTML of the list, a ticket and the dashboard holds their data before any script runs', async ({ page }) => {
  const headers = await apiHeaders(page.context().request);
  const list = (await (await page.context().request.get('/api/admin/ticket?filter=not-resolved&per_page=20', { headers })).json()) as {
    data: { id: number; fullid: string; subject: string }[];
  };
  const [first] = list.data;
  expect(first).toBeDefined();

  const listPage = await html(page, '/admin/ticket');
  expect(listPage).toContain('"ssr":');
  expect(rootText(listPage)).toContain(first!.fullid);

  const ticketPage = await html(page, `/admin/ticket/show/${first!.id}`);
  expect(rootText(ticketPage)).toContain(first!.subject);

  const dashboard = await html(page, '/admin');
  expect(dashboard).toContain('"ssr":');
  expect(rootText(dashboard)).toMatch(/Pulpit/);
});

test('the site’s root answers with a redirect to the user’s home, whose first screen comes rendered', async ({ page }) => {
  const root = await page.context().request.get('/', { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers()['location']).toBe('/admin');

  const answer = await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
  const dashboard = await answer!.text();
  expect(dashboard).toContain('"ssr":');
  expect(rootText(dashboard)).toMatch(/Pulpit/);
});

test('a page the user may not open answers with the guards’ redirect, not an empty render', async ({ page }) => {
  // The agent is no admin (the control centre, the holiday calendar) and no client (the client area's list).
  for (const url of ['/admin/control-center', '/admin/holiday', '/ticket']) {
    const answer = await page.context().request.get(url, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
    expect(answer.status(), url).toBe(302);
    expect(answer.headers()['location'], url).toBe('/error');
  }
  await page.goto('/admin/holiday');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Brak uprawnień').first()).toBeVisible();
});

test('a page whose data the server could not get gets the client boot, counted, and the browser answers it', async ({ page }) => {
  // A ticket that does not exist: the API's 404 would be rendered as the screen's error, which the browser does not
  // share (a failed query is not in the page's cache) and would hydrate into a mismatch.
  const before = await serverRenders(page);
  const missing = await html(page, '/admin/ticket/show/987654321');
  expect(missing).not.toContain('"ssr":');
  expect(missing).toMatch(/<div id="root"><\/div>/);
  const after = await serverRenders(page);
  expect((after['query-error'] ?? 0) - (before['query-error'] ?? 0)).toBe(1);
  await page.goto('/admin/ticket/show/987654321');
  await expect(page.getByRole('heading', { name: 'Nie znaleziono zgłoszenia' })).toBeVisible();
});

/** Where the list's first row's cells are drawn (left edge and width of each), rounded to the pixel. */
async function firstRowCells(page: Page): Promise<number[][]> {
  const row = page.locator('tr[data-ticket-id]').first();
  await expect(row).toBeVisible();
  return row.evaluate((tr) =>
    [...tr.children].map((cell) => [Math.round(cell.getBoundingClientRect().x), Math.round(cell.getBoundingClientRect().width)]),
  );
}

test('with scripts off, the list’s rows are on the screen in their place, drawn as the hydrated page draws them', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
  try {
    const headers = await apiHeaders(page.context().request);
    const list = (await (await page.context().request.get('/api/admin/ticket?filter=not-resolved&per_page=20', { headers })).json()) as {
      data: { fullid: string }[];
    };
    const noScripts = await context.newPage();
    await noScripts.goto('/admin/ticket');
    await expect(noScripts.getByRole('navigation', { name: /Menu główne|Main menu/ })).toBeVisible();
    for (const row of list.data.slice(0, 3)) await expect(noScripts.getByText(row.fullid, { exact: true })).toBeVisible();
    // Every rule the rows are drawn with is in the page: hydrating restyles nothing, so no column moves.
    const rendered = await firstRowCells(noScripts);
    await page.goto('/admin/ticket');
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('helpdesk:interactive').length)).toBe(1);
    expect(await firstRowCells(page)).toEqual(rendered);
    // The page says the language it is written in, the signed-in user's, from its first byte.
    const user = (await (await page.context().request.get('/api/user', { headers })).json()) as { data: { lang: string } };
    expect(await noScripts.evaluate(() => document.documentElement.lang)).toBe(user.data.lang);
  } finally {
    await context.close();
  }
});

test('a ticket hydrates as rendered while the browser’s clock runs 7 minutes ahead: every part reads the render’s moment', async ({
  page,
}) => {
  const headers = await apiHeaders(page.context().request);
  const list = (await (await page.context().request.get('/api/admin/ticket?filter=not-resolved&per_page=20', { headers })).json()) as {
    data: { id: number }[];
  };
  // The SLA clocks say how long is left in minutes: read from the browser's clock, the text would differ (the fixture
  // fails the test on any hydration error), however late the screen's part hydrates.
  await page.clock.install({ time: Date.now() + 7 * 60_000 });
  for (const { id } of list.data.slice(0, 3)) {
    await page.goto(`/admin/ticket/show/${id}`);
    await expect(screen(page, 'tickets').getByTestId('sla-resolution')).toBeVisible();
    // Hydrated there: React has attached itself to the clock's element.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const clock = document.querySelector('[data-testid="sla-resolution"]');
          return clock !== null && Object.keys(clock).some((key) => key.startsWith('__reactFiber'));
        }),
      )
      .toBe(true);
  }
});

test('the browser hydrates the list without asking for its rows again, and a row opens in the same document', async ({ page }) => {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/admin\/ticket\?/.test(request.url())) listRequests.push(request.url());
  });
  const answer = await page.goto('/admin/ticket');
  // The server's style elements, one per Griffel bucket.
  const sentSheets = ((await answer!.text()).match(/<style [^>]*data-make-styles-bucket=/g) ?? []).length;
  expect(sentSheets).toBeGreaterThan(0);
  const rows = screen(page, 'tickets').locator('a[href*="/admin/ticket/show/"]');
  await expect(rows.first()).toBeVisible();
  await markDocument(page);
  // Hydrating took the server's style elements over: no second set of buckets, no rule inserted twice.
  const sheets = await page.evaluate(() => {
    const elements = [...document.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')];
    const rules = elements.flatMap((element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
    return {
      rendered: elements.filter((element) => element.textContent !== '').length,
      rules: rules.length,
      distinct: new Set(rules).size,
    };
  });
  expect(sheets.rendered).toBe(sentSheets);
  expect(sheets.rules).toBe(sheets.distinct);
  // Hydrated: the router handles the click (no new document).
  await rows.first().click();
  await expect(page).toHaveURL(/\/admin\/ticket\/show\/\d+/);
  await expect(screen(page, 'tickets').getByTestId('ticket-show')).toBeVisible();
  await expectSameDocument(page);
  expect(listRequests).toEqual([]);
});

test('the list’s rows hydrate with the page around them, and the page is interactive once they have', async ({ page }) => {
  // Between the browser's tasks, whether the first row and the menu's first link are hydrated (React's props on them)
  // and whether the shell has marked the page interactive. Plain text: a compiled function may carry helpers.
  await page.addInitScript(`(() => {
    const samples = (window.__hydrationSamples = []);
    const hydrated = (element) => !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    const tick = () => {
      samples.push({
        row: hydrated(document.querySelector('main a[href*="/admin/ticket/show/"]')),
        menu: hydrated(document.querySelector('#sidebar a[href]')),
        marked: performance.getEntriesByName('helpdesk:interactive').length > 0,
      });
      if (performance.now() < 15000) setTimeout(tick, 0);
    };
    tick();
  })()`);
  await page.goto('/admin/ticket');
  await page.waitForFunction(() => performance.getEntriesByName('helpdesk:interactive').length > 0);
  // The menu hydrates after the screen (shell/src/layout/frame.tsx LateBoundary): wait for it too.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('#sidebar a[href]') ?? {}).some((key) => key.startsWith('__reactProps$')),
  );
  const samples = await page.evaluate(
    () => (window as unknown as { __hydrationSamples: { row: boolean; menu: boolean; marked: boolean }[] }).__hydrationSamples,
  );
  // The page was watched before it hydrated, and saw it hydrate.
  expect(samples.some((sample) => !sample.menu && !sample.row)).toBe(true);
  expect(samples.some((sample) => sample.menu && sample.row)).toBe(true);
  // React hydrates the screen's boundary on its own only at idle priority, after the page's other updates: the shell
  // asks for it as the root commits, and the menu (a boundary of its own) comes after, so no task ever sees the menu
  // hydrated and the rows not.
  expect(samples.filter((sample) => sample.menu && !sample.row)).toEqual([]);
  // helpdesk:interactive (the page-load bench's figure) is not said before the rows can be clicked.
  expect(samples.filter((sample) => sample.marked && !sample.row)).toEqual([]);
});

test('a rendered page is interactive without reading document.cookie, from a state holding only the front end’s own cookies', async ({
  page,
}) => {
  // Each read of document.cookie is a synchronous call into the browser's cookie store: the hydrating boot compares
  // with the cookies the render saw instead (shell/src/app/boot-cookies.ts). Plain text: a compiled function may carry helpers.
  await page.addInitScript(`(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const reads = (window.__cookieReads = []);
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        reads.push(performance.now());
        return cookie.get.call(this);
      },
      set(value) {
        cookie.set.call(this, value);
      },
    });
  })()`);
  const answer = await page.goto('/admin/ticket');
  const sent = await answer!.text();
  const state = JSON.parse(/<script type="application\/json" id="helpdesk-boot">([\s\S]*?)<\/script>/.exec(sent)![1]!) as {
    ssr: { cookies: string };
  };
  const names = state.ssr.cookies.split('; ').map((pair) => pair.slice(0, pair.indexOf('=')));
  expect(names).toContain('helpdesk_tz');
  // Not the session's, not the CSRF token: what is not the front end's own stays out of the page.
  expect(names.filter((name) => !/^helpdesk_(tz|viewport|ui|company|override_origins)$/.test(name))).toEqual([]);
  await page.waitForFunction(() => performance.getEntriesByName('helpdesk:interactive').length > 0);
  const { reads, interactiveAt } = await page.evaluate(() => ({
    reads: (window as unknown as { __cookieReads: number[] }).__cookieReads,
    interactiveAt: performance.getEntriesByName('helpdesk:interactive')[0]!.startTime,
  }));
  expect(reads.filter((at) => at <= interactiveAt)).toEqual([]);
});

test('a rendered page asks for its hinted scripts once its first frame is drawn, and at once in a tab opened in the background', async ({
  page,
}) => {
  // A page that never draws a frame (nor boots: the boot waits for one): what releases the hints is seen alone.
  const noFrames = 'window.requestAnimationFrame = () => 0;';
  await page.addInitScript(noFrames);
  await page.goto('/admin/ticket');
  // Rendered (only a rendered page holds its hints), and they are held: the rows' frame is left alone.
  await expect(page.locator('main tr[data-ticket-id]').first()).toBeAttached();
  await expect(page.locator('template#helpdesk-preloads')).toHaveCount(1);
  await expect(page.locator('head link[rel="preload"]')).toHaveCount(0);

  // A background tab draws nothing until it is shown: it asks for them as its parse ends.
  const background = await page.context().newPage();
  await background.addInitScript(`${noFrames} Object.defineProperty(document, 'hidden', { get: () => true });`);
  await background.goto('/admin/ticket');
  await expect(background.locator('template#helpdesk-preloads')).toHaveCount(0);
  expect(await background.locator('head link[rel="preload"]').count()).toBeGreaterThan(5);
  await background.close();
});

/** A second staff browser, signed in, its time zone and window class said (so its full loads are rendered). */
async function staffPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pl-PL' });
  const other = await context.newPage();
  await signIn(other, email);
  await other.goto('/admin');
  await expect(other.getByRole('navigation', { name: /Menu główne|Main menu/ })).toBeVisible();
  await browserRemembered(other);
  return other;
}

/** The list's add button, as the tickets remote's Polish texts say it. */
const ADD_TICKET = 'Dodaj zgłoszenie';

/** A copy of a build said to be another version (build-info.json, what a deploy checks). */
function writeVersion(build: string, version: string): void {
  const info = JSON.parse(readFileSync(path.join(build, 'build-info.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(build, 'build-info.json'), JSON.stringify({ ...info, version }));
}

test('a new tickets version is rendered on the next full load, a canary beside the stable build for its own users; one whose server build throws gets the client boot', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const work = mkdtempSync(path.join(tmpdir(), 'ssr-e2e-'));
  try {
    // A real build of its own version (both bundles), as a team's CI makes it.
    const good = path.join(work, 'good');
    execFileSync(path.join(TICKETS, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
      cwd: TICKETS,
      env: { ...process.env, HELPDESK_VERSION: '9.1.0', HELPDESK_DIST: good },
      stdio: 'ignore',
    });
    expect(deployRemote('tickets', '9.1.0', '--from', good)).toContain('deploy → 9.1.0');
    const rendered = await html(page, '/admin/ticket');
    expect(rendered).toContain('"ssr":');
    expect(rendered).toMatch(/data-remote-version="9\.1\.0"/);

    // The same build with one text changed (both bundles), as a canary for half the users: a canary's users and the
    // others, their full loads taking turns, are each rendered with their own version's texts (a render thread keeps
    // both builds loaded rather than loading one again at each turn, and puts each one's texts back for its render).
    const marked = path.join(work, 'marked');
    cpSync(good, marked, { recursive: true });
    writeVersion(marked, '9.1.1');
    for (const file of readdirSync(marked, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(marked, file), 'utf8');
      if (code.includes(ADD_TICKET)) writeFileSync(path.join(marked, file), code.replaceAll(ADD_TICKET, `${ADD_TICKET} 9.1.1`));
    }
    expect(deployRemote('tickets', '9.1.1', '--from', marked, '--canary', '50')).toContain('canary → 9.1.1');
    const staff = [page, await staffPage(browser, 'admin@demo.test'), await staffPage(browser, 'manager@demo.test')];
    const inCanary = await Promise.all(
      staff.map(async (user) =>
        ((await (await user.context().request.get('/remotes.json')).json()) as { tickets: string }).tickets.includes('/9.1.1/'),
      ),
    );
    const canaryUser = staff[inCanary.indexOf(true)];
    const stableUser = staff[inCanary.indexOf(false)];
    if (!canaryUser || !stableUser) throw new Error(`the demo staff do not split at 50 %: ${JSON.stringify(inCanary)}`);
    for (let turn = 0; turn < 3; turn++) {
      const canaryPage = rootText(await html(canaryUser, '/admin/ticket'));
      expect(canaryPage).toContain(`${ADD_TICKET} 9.1.1`);
      const stablePage = rootText(await html(stableUser, '/admin/ticket'));
      expect(stablePage).toContain(ADD_TICKET);
      expect(stablePage).not.toContain('9.1.1');
    }
    // The canary withdrawn: its users are rendered with the stable build's texts again.
    expect(deployRemote('rollback', 'tickets')).toContain('tickets:');
    const withdrawn = await html(canaryUser, '/admin/ticket');
    expect(withdrawn).toContain('"ssr":');
    expect(rootText(withdrawn)).toContain(ADD_TICKET);
    expect(rootText(withdrawn)).not.toContain('9.1.1');
    await Promise.all(staff.slice(1).map((user) => user.context().close()));

    // The same build as another version whose server entry throws.
    const broken = path.join(work, 'broken');
    cpSync(good, broken, { recursive: true });
    writeVersion(broken, '9.2.0');
    writeFileSync(path.join(broken, 'server', 'remoteEntry.js'), 'throw new Error("this server build is broken");\n');
    const before = await serverRenders(page);
    expect(deployRemote('tickets', '9.2.0', '--from', broken)).toContain('deploy → 9.2.0');
    const fallback = await html(page, '/admin/ticket');
    expect(fallback).not.toContain('"ssr":');
    expect(fallback).toMatch(/<div id="root"><\/div>/);
    const after = await serverRenders(page);
    const failed = (after.error ?? 0) + (after['remote-unavailable'] ?? 0) - (before.error ?? 0) - (before['remote-unavailable'] ?? 0);
    expect(failed).toBe(1);
    // The browser still renders the page itself with the version's browser build.
    await page.goto('/admin/ticket');
    await expect(screen(page, 'tickets').locator('a[href*="/admin/ticket/show/"]').first()).toBeVisible();
  } finally {
    // Back to the built-in build, however far the test got.
    rollBackToBuiltIn('tickets');
    rmSync(work, { recursive: true, force: true });
  }
});
