/**
 * bench/page-load — time from navigation start to the first frame with the data on screen, in Debian's Chromium,
 * against the production build on the reference server (a fresh embedded database with the demo data, or the
 * server a BENCH_ORIGIN points at, e.g. one on the 500 000-ticket PostgreSQL database of bench/tickets).
 *
 *   pnpm --filter @helpdesk/bench page-load                 (after `pnpm run build`)
 *   BENCH_PORT=8297 BENCH_RUNS=10 BENCH_WARMUPS=2 pnpm --filter @helpdesk/bench page-load
 *
 * Each case runs BENCH_WARMUPS times unmeasured, then BENCH_RUNS times, and prints p50/p95 in ms:
 * full loads (warm: one browser context whose HTTP cache is kept; cold: a new context per run, signed in),
 * in-app navigation list → ticket → list, and typed search (from the last key to the frame with the results).
 * "Data on screen" is the first animation frame after the DOM first holds the case's data (a MutationObserver
 * watches from the start of the document). First-load KiB: the encoded bytes of every script of a cold load.
 *
 *   pnpm --filter @helpdesk/bench page-load --warm --disk-profile
 *                                                           the warm full loads in a browser profile on disk (below)
 *                                                           (BENCH_BOOT_UNTIL=interactive: pages rendered by the server,
 *                                                           the list's trace until hydrated)
 *   pnpm --filter @helpdesk/bench page-load --boot-profile  the list's warm load (profile on disk) under V8's profiler:
 *                                                           script time by file, package and function
 *                                                           (BENCH_TOP=60: how many functions by self time;
 *                                                           BENCH_BOOT_CASE=1, 2, 3: the ticket page, dashboard, search;
 *                                                           BENCH_BOOT_UNTIL=interactive: until hydrated, not the data frame)
 *   pnpm --filter @helpdesk/bench page-load --ssr-floor     the list, ticket and dashboard as the app renders them against
 *                                                           a server-rendered snapshot of the same page (ssr-floor.ts)
 *   pnpm --filter @helpdesk/bench page-load --ssr           the first screen rendered on the server against SSR=off, in one
 *                                                           run: two servers from the same build (ssr.ts)
 *   pnpm --filter @helpdesk/bench page-load --rows          only the rows' render of the ticket list, traced
 *   pnpm --filter @helpdesk/bench page-load --rows-url /admin/asset,/admin/company
 *                                                           only the rows' render of other lists on the list frame
 *   pnpm --filter @helpdesk/bench page-load --as vip --rows-url /ticket/companyindex,/client
 *                                                           the same, signed in as a client (client, vip or an e-mail)
 *
 * The rows' render (row-trace.ts) comes last in a full run: wall and sampled script time of the list frame's first
 * render of the 50 rows in a warm full load, and the functions with the most self time in it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { traceRows } from './row-trace.ts';
import { profileBoot } from './boot-profile.ts';
import { traceBoot } from './boot-trace.ts';
import { ssrFloor } from './ssr-floor.ts';
import { interactiveAt, ssrBench } from './ssr.ts';
import { quantile } from '../lib/quantile.ts';
import { signInOverHttp } from '../lib/sign-in.ts';
import { LOAD_TIMEOUT_MS, listen, MARK_SIGNAL, SIGNAL, within } from './page-signals.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 8091);
const ORIGIN = process.env.BENCH_ORIGIN ?? `http://localhost:${PORT}`;
/** `--ssr`: the second server, with SSR=off (BENCH_PORT + 1), or a running one. */
const ORIGIN_OFF = process.env.BENCH_ORIGIN_OFF ?? `http://localhost:${PORT + 1}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WARMUPS = Number(process.env.BENCH_WARMUPS ?? 2);
/** Who signs in: `--as client`, `--as vip` (the demo client accounts of ACME), `--as <e-mail>`, else admin. */
const AS = process.argv.flatMap((arg, i, all) => (arg === '--as' ? [all[i + 1] ?? ''] : arg.startsWith('--as=') ? [arg.slice(5)] : []))[0];
const AS_EMAILS: Record<string, string> = { admin: 'admin@demo.test', client: 'client@demo.test', vip: 'vip@demo.test' };
const EMAIL = (AS && (AS_EMAILS[AS] ?? AS)) || (process.env.BENCH_EMAIL ?? 'admin@demo.test');
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Demo1234!';
const ROWS_ONLY = process.argv.includes('--rows');
/** Only the warm full loads, then the waterfall of one more warm load of the list. */
const WARM_ONLY = process.argv.includes('--warm');
/**
 * The warm full loads in a browser profile on disk, as a returning agent's browser has, instead of a new
 * (in-memory, incognito-like) context: Chromium keeps V8's code cache only for profiles on disk, so an in-memory
 * context compiles every script again on every load, however often it has seen it.
 */
const DISK_PROFILE = process.argv.includes('--disk-profile') || process.argv.includes('--boot-profile');
/** Only the ticket list's warm full load in a profile on disk, under V8's sampling profiler (`--boot-profile`). */
const BOOT_PROFILE = process.argv.includes('--boot-profile');
/** `--boot-profile` and `--warm`'s trace: up to the shell's helpdesk:interactive mark, on pages the server rendered. */
const UNTIL_INTERACTIVE = process.env.BENCH_BOOT_UNTIL === 'interactive';
/** Client rendering against a server-rendered snapshot of the same pages, warm, profile on disk (`--ssr-floor`). */
const SSR_FLOOR = process.argv.includes('--ssr-floor');
/** Server rendering against SSR=off, side by side in one run (`--ssr`, ssr.ts). */
const SSR = process.argv.includes('--ssr');
/** The traced rows' viewport width: 1440 (the table), or e.g. 390 (the mobile cards, the same list-rows measure). */
const ROWS_WIDTH = Number(process.env.BENCH_ROWS_WIDTH ?? 1440);
/** Other list URLs to trace the rows of (`--rows-url a,b` or `--rows-url=a,b`, repeatable). */
const ROWS_URLS = process.argv
  .flatMap((arg, i, all) =>
    arg === '--rows-url' ? [all[i + 1] ?? ''] : arg.startsWith('--rows-url=') ? [arg.slice('--rows-url='.length)] : [],
  )
  .flatMap((value) => value.split(','))
  .filter(Boolean);

/** What "the data is on screen" means for a page, evaluated in the page on every DOM mutation. */
type Condition =
  | { kind: 'rows'; min: number }
  | { kind: 'ticket' }
  | { kind: 'dashboard' }
  | { kind: 'rowIds'; ids: string }
  | { kind: 'listRows'; min: number };

declare global {
  interface Window {
    __benchCondition?: Condition;
    __benchData?: number;
    __benchFrame?: number;
    __benchWatch?: (condition: Condition) => void;
  }
}

/**
 * Installed before any page script: records when the condition first holds and the frame after it. Plain JavaScript
 * text: a function compiled by tsx would carry its helpers (`__name`), which do not exist in the page.
 */
const WATCHER = `(() => {
  const holds = (c) => {
    if (c.kind === 'rows') return document.querySelectorAll('tr[data-ticket-id], li[data-ticket-id]').length >= c.min;
    if (c.kind === 'ticket') return document.querySelector('[data-testid="ticket-show"]') !== null;
    if (c.kind === 'dashboard') return document.querySelector('[data-figure]') !== null;
    if (c.kind === 'listRows') return document.querySelectorAll('[data-testid="list-rows"] tbody tr, [data-testid="list-rows"][data-view="cards"] > *').length >= c.min;
    return [...document.querySelectorAll('tr[data-ticket-id]')].map((row) => row.getAttribute('data-ticket-id')).join(',') === c.ids;
  };
  let observer = null;
  const check = () => {
    const condition = window.__benchCondition;
    if (!condition || window.__benchData !== undefined || !holds(condition)) return;
    window.__benchData = performance.now();
    observer && observer.disconnect();
    requestAnimationFrame(() => {
      const frame = performance.now();
      window.__benchFrame = frame;
      // The task after the frame's callbacks runs once its style, layout and paint are done.
      setTimeout(() => console.debug('${SIGNAL}frame ' + frame + ' ' + performance.now()), 0);
    });
  };
  window.__benchWatch = (condition) => {
    window.__benchCondition = condition;
    window.__benchData = undefined;
    window.__benchFrame = undefined;
    observer && observer.disconnect();
    observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-ticket-id', 'data-testid', 'data-figure'] });
    check();
  };
  if (window.__benchInitial) window.__benchWatch(window.__benchInitial);
})();`;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A server on `port` from this build (a fresh embedded demo database); nothing when `running` (BENCH_ORIGIN given). */
async function startServer(
  port = PORT,
  origin = ORIGIN,
  env: Record<string, string> = {},
  running = process.env.BENCH_ORIGIN !== undefined,
): Promise<() => void> {
  if (running) return () => undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-page-load-'));
  const server = spawn(join(ROOT, 'server/node_modules/.bin/tsx'), [join(ROOT, 'server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dataDir, 'data'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_IP: '10000',
      RATE_LIMIT_CODE_PER_USER: '10000',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${origin}/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return () => {
    server.kill('SIGTERM');
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
  };
}

async function signIn(context: BrowserContext, origin = ORIGIN): Promise<void> {
  await signInOverHttp(context.request, origin, EMAIL, PASSWORD);
}

/**
 * A first page in this browser says its time zone and window class (cookies), as a returning user's browser has: the
 * server renders a page only once it knows them.
 */
async function rememberBrowser(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/admin`);
  await page.waitForFunction(() => document.cookie.includes('helpdesk_viewport='), undefined, { timeout: 60_000 });
  await page.close();
}

async function api<T>(context: BrowserContext, path: string, origin = ORIGIN): Promise<T> {
  const response = await context.request.get(`${origin}/api${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok()) throw new Error(`${path}: HTTP ${response.status()}`);
  return (await response.json()) as T;
}

async function newContext(
  browser: Browser,
  state?: Awaited<ReturnType<BrowserContext['storageState']>>,
  width = 1440,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'pl-PL',
    viewport: { width, height: 900 },
    ...(state ? { storageState: state } : {}),
  });
  await context.addInitScript({ content: WATCHER });
  await context.addInitScript({ content: MARK_SIGNAL });
  // The push-notification question answered already, as a returning agent has (its modal would take the focus).
  await context.addInitScript({ content: "localStorage.setItem('helpdesk.pushConsent', 'declined');" });
  return context;
}

/** A signed-in browser with its profile in a new directory on disk (`--disk-profile`); the directory goes with it. */
async function diskContext(state: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-page-load-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    locale: 'pl-PL',
    viewport: { width: 1440, height: 900 },
  });
  await context.addCookies(state.cookies);
  await context.addInitScript({ content: WATCHER });
  await context.addInitScript({ content: MARK_SIGNAL });
  await context.addInitScript({ content: "localStorage.setItem('helpdesk.pushConsent', 'declined');" });
  // The browser may still be writing into the profile as it closes: Node retries a directory that is not empty yet.
  context.on('close', () => {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // a leftover directory under the temporary directory
    }
  });
  return context;
}

/**
 * A full load of `url` (a path on ORIGIN, or absolute): ms from navigation start to the first frame with the data
 * (its animation frame callback; the page's signals also hold when that frame's rendering work was done). Waits for
 * the watcher's console message, not by polling the page (page-signals.ts).
 */
async function fullLoad(page: Page, url: string, condition: Condition): Promise<number> {
  await page.addInitScript({
    content: `window.__benchInitial = ${JSON.stringify(condition)}; window.__benchWatch && window.__benchWatch(window.__benchInitial);`,
  });
  const signals = listen(page);
  await page.goto(/^https?:/.test(url) ? url : `${ORIGIN}${url}`, { waitUntil: 'commit' });
  const seen = await within(signals.frame, LOAD_TIMEOUT_MS, url).catch(async (error: unknown) => {
    const state = await page.evaluate(() => ({
      url: location.href,
      rows: document.querySelectorAll('tr[data-ticket-id]').length,
      condition: window.__benchCondition,
      data: window.__benchData,
      h1: document.querySelector('h1')?.textContent,
    }));
    throw new Error(`${url}: no data on screen (${JSON.stringify(state)})`, { cause: error });
  });
  return seen.frame;
}

/**
 * One more warm load of a case in `context`, ms to its data frame (fullLoad). On a page the server rendered
 * (BENCH_BOOT_UNTIL=interactive) the tab closes only once hydrated: the data frame comes before the boot's scripts run,
 * and a tab closed there never ran them, so Chromium cached no compiled code for them and the traced or profiled load
 * after such warm-ups compiled them anew (the shared chunk: 140 ms of background parse and a 1 MB code cache made
 * during the traced load, 2026-12-02).
 */
async function warmLoad(context: BrowserContext, c: { url: string; condition: Condition }): Promise<number> {
  const page = await context.newPage();
  const ms = await fullLoad(page, c.url, c.condition);
  if (UNTIL_INTERACTIVE) await interactiveAt(page, c.url);
  await page.close();
  return ms;
}

/** In-app: ms from the start of a client-side navigation to `url` to the first frame with the data. */
async function navigate(page: Page, url: string, condition: Condition): Promise<number> {
  const start = await page.evaluate(
    ({ to, c }) => {
      window.__benchWatch!(c);
      const t0 = performance.now();
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return t0;
    },
    { to: url, c: condition },
  );
  await page
    .waitForFunction(() => window.__benchFrame !== undefined, undefined, { timeout: 30_000, polling: 20 })
    .catch(async (error: unknown) => {
      const state = await page.evaluate(() => ({
        url: location.href,
        rows: document.querySelectorAll('tr[data-ticket-id]').length,
        ticket: document.querySelector('[data-testid="ticket-show"]') !== null,
        condition: window.__benchCondition,
        data: window.__benchData,
        h1: document.querySelector('h1')?.textContent,
      }));
      throw new Error(`in-app ${url}: no data on screen (${JSON.stringify(state)})`, { cause: error });
    });
  return (await page.evaluate(() => window.__benchFrame!)) - start;
}

function stats(values: number[]): string {
  const p50 = quantile(values, 0.5).toFixed(0).padStart(5);
  const p95 = quantile(values, 0.95).toFixed(0).padStart(5);
  return `p50 ${p50}  p95 ${p95}  (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
}

async function repeat(label: string, once: () => Promise<number>): Promise<void> {
  for (let i = 0; i < WARMUPS; i++) await once();
  const values: number[] = [];
  for (let i = 0; i < RUNS; i++) values.push(await once());
  console.log(`${label.padEnd(46)} ${stats(values)}`);
}

/** The cases on a server: one company with ≥ 50 not-resolved tickets, its list, its first ticket, the dashboard, a search URL. */
async function findCases(setup: BrowserContext, origin = ORIGIN) {
  // One company with at least 50 not-resolved tickets; a ticket of it; a search word with a handful of results.
  const companies = (
    await api<{ data: { id: number; tag: string }[] }>(setup, '/admin/lookups/companies', origin).catch(() => ({ data: [] }))
  ).data;
  let company: { id: number; tag: string } | undefined;
  for (const candidate of companies) {
    const page = await api<{ meta: { total: number } }>(
      setup,
      `/admin/ticket?filter=not-resolved&company_id=${candidate.id}&per_page=50`,
      origin,
    );
    if (page.meta.total >= 50) {
      company = candidate;
      break;
    }
  }
  const companyQuery = company ? `&company=${company.id}` : '';
  const list = await api<{ data: { id: number; subject: string }[]; meta: { total: number } }>(
    setup,
    `/admin/ticket?filter=not-resolved&per_page=50${company ? `&company_id=${company.id}` : ''}`,
    origin,
  );
  const ticketId = list.data[0]!.id;
  const word = (
    process.env.BENCH_SEARCH ??
    list.data.map((t) => t.subject.split(/\s+/).find((w) => w.length >= 6)).find(Boolean) ??
    'drukarka'
  ).toLowerCase();
  const searchList = await api<{ data: { id: number }[] }>(
    setup,
    `/admin/ticket?filter=all&search=${encodeURIComponent(word)}&per_page=50${company ? `&company_id=${company.id}` : ''}`,
    origin,
  );
  const listUrl = `/admin/ticket?filter=not-resolved&per_page=50${companyQuery}`;
  const rows: Condition = { kind: 'rows', min: Math.min(50, list.meta.total) };
  const cases: { label: string; url: string; condition: Condition }[] = [
    { label: 'ticket list (50 rows, one company)', url: listUrl, condition: rows },
    { label: `ticket page /admin/ticket/show/${ticketId}`, url: `/admin/ticket/show/${ticketId}`, condition: { kind: 'ticket' } },
    { label: 'dashboard /admin', url: '/admin', condition: { kind: 'dashboard' } },
    {
      label: `search URL (?search=${word})`,
      url: `/admin/ticket?filter=all&per_page=50&search=${encodeURIComponent(word)}${companyQuery}`,
      condition: { kind: 'rows', min: Math.min(50, searchList.data.length) },
    },
  ];
  return {
    cases,
    list,
    listUrl,
    rows,
    company,
    companyQuery,
    word,
    searchList,
    listApi: `/admin/ticket?filter=not-resolved&per_page=50${company ? `&company_id=${company.id}` : ''}`,
  };
}

async function main(): Promise<void> {
  const stops = await Promise.all([
    startServer(),
    ...(SSR ? [startServer(PORT + 1, ORIGIN_OFF, { SSR: 'off' }, process.env.BENCH_ORIGIN_OFF !== undefined)] : []),
  ]);
  const stop = () => stops.forEach((one) => one());
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const setup = await newContext(browser);
    await signIn(setup);
    const state = await setup.storageState();
    if (SSR) {
      const sides = [];
      for (const [name, origin] of [
        ['SSR on', ORIGIN],
        ['SSR=off', ORIGIN_OFF],
      ] as const) {
        // Both servers are on this host: each has a browser state of its own (cookies are the host's, not the port's).
        const context = await newContext(browser);
        await signIn(context, origin);
        await rememberBrowser(context, origin);
        const found = await findCases(context, origin);
        sides.push({ name, origin, state: await context.storageState(), cases: found.cases, listApi: `${origin}/api${found.listApi}` });
        console.log(
          `${name}: ${origin}; company ${found.company ? `${found.company.tag} (${found.company.id})` : 'all'}; list total ${found.list.meta.total}`,
        );
        await context.close();
      }
      await ssrBench({
        browser,
        on: sides[0]!,
        off: sides[1]!,
        runs: RUNS,
        warmups: WARMUPS,
        stormPages: Number(process.env.BENCH_STORM_PAGES ?? 20),
        stormRounds: Number(process.env.BENCH_STORM_ROUNDS ?? 1),
        sections: new Set((process.env.BENCH_SSR_PARTS ?? 'floor,warm,cold,storm,server').split(',')),
        serverWarmups: Number(process.env.BENCH_SERVER_WARMUPS ?? 40),
        load: fullLoad,
        diskContext,
        newContext: (b, s) => newContext(b, s),
        stats,
      });
      return;
    }
    // Other lists' rows only: no ticket list to find (a client may not ask the staff API).
    if (ROWS_URLS.length > 0) {
      for (const url of ROWS_URLS) {
        // Any list on the list frame: its first `list-rows:<screen>` measure is the render of its first page of rows.
        console.log(`\nthe rows of ${url}, traced (warm full load, ${ROWS_WIDTH} px wide; the list frame's first render of the rows)`);
        const context = await newContext(browser, state, ROWS_WIDTH);
        await traceRows({
          browser,
          context,
          root: ROOT,
          url,
          runs: RUNS,
          warmups: WARMUPS,
          measure: 'list-rows:',
          load: (page) => fullLoad(page, url, { kind: 'listRows', min: 1 }),
          initScripts: [WATCHER],
        });
        await context.close();
      }
      return;
    }
    const { cases, list, listUrl, rows, company, companyQuery, word, searchList } = await findCases(setup);
    console.log(
      `origin ${ORIGIN}; ${RUNS} runs after ${WARMUPS} warm-ups; company ${company ? `${company.tag} (${company.id})` : 'all'}; list total ${list.meta.total}`,
    );
    const rowTrace = async () => {
      console.log(`\nthe ticket list's rows, traced (warm full load, ${ROWS_WIDTH} px wide; the list frame's first render of the rows)`);
      const context = await newContext(browser, state, ROWS_WIDTH);
      await traceRows({
        browser,
        context,
        root: ROOT,
        url: listUrl,
        runs: RUNS,
        warmups: WARMUPS,
        load: (page) => fullLoad(page, listUrl, rows),
        initScripts: [WATCHER],
        width: ROWS_WIDTH,
      });
      await context.close();
    };
    if (ROWS_ONLY) {
      await rowTrace();
      return;
    }
    if (BOOT_PROFILE) {
      const context = await diskContext(state);
      const c = cases[Number(process.env.BENCH_BOOT_CASE ?? 0)] ?? cases[0]!;
      // BENCH_BOOT_UNTIL=interactive: up to the shell's helpdesk:interactive mark (hydrated, on a rendered page) instead.
      const untilInteractive = UNTIL_INTERACTIVE;
      if (untilInteractive) await rememberBrowser(context, ORIGIN);
      await repeat(c.label, () => warmLoad(context, c));
      console.log(
        `\nthe warm full load of ${c.label} under V8's sampling profiler (${RUNS} loads, profile on disk, until ${untilInteractive ? 'interactive' : 'data on screen'})`,
      );
      await profileBoot({
        context,
        root: ROOT,
        runs: RUNS,
        load: async (page) => {
          const painted = await fullLoad(page, c.url, c.condition);
          return untilInteractive ? interactiveAt(page, c.url) : painted;
        },
      });
      await context.close();
      return;
    }
    if (SSR_FLOOR) {
      console.log('\nwarm cache (profile on disk), full load to data on screen (ms): client-rendered or server-rendered');
      const context = await diskContext(state);
      await ssrFloor({ context, origin: ORIGIN, cases: cases.slice(0, 3), load: fullLoad, repeat });
      await context.close();
      return;
    }
    console.log(`\nwarm cache, full load to data on screen (ms)${DISK_PROFILE ? ', browser profile on disk (V8 code cache)' : ''}`);
    for (const c of cases) {
      const context = DISK_PROFILE ? await diskContext(state) : await newContext(browser, state);
      // BENCH_BOOT_UNTIL=interactive: the pages rendered by the server, the list's trace up to hydrated.
      if (UNTIL_INTERACTIVE) await rememberBrowser(context, ORIGIN);
      await repeat(c.label, () => warmLoad(context, c));
      if (WARM_ONLY && c === cases[0]) {
        const page = await context.newPage();
        const ms = await fullLoad(page, c.url, c.condition);
        const entries = await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
            name: e.name.replace(location.origin, '').replace(/\?.*/, ''),
            start: e.startTime,
            end: e.responseEnd,
            cached: e.transferSize === 0,
          })),
        );
        await page.close();
        // A profile on disk is its own browser, which Playwright cannot trace: its page's DevTools session does.
        await traceBoot({
          browser: DISK_PROFILE ? undefined : browser,
          context,
          load: async (traced) => {
            const painted = await fullLoad(traced, c.url, c.condition);
            return UNTIL_INTERACTIVE ? interactiveAt(traced, c.url) : painted;
          },
        });
        console.log(`  waterfall of one more warm load of the list (data on screen at ${ms.toFixed(0)} ms): start → end, ms`);
        for (const e of entries) {
          console.log(
            `  ${e.start.toFixed(0).padStart(5)} → ${e.end.toFixed(0).padStart(5)}${e.cached ? ' (cache)' : '        '}  ${e.name}`,
          );
        }
      }
      await context.close();
    }
    if (WARM_ONLY) return;

    console.log('\ncold cache, full load to data on screen (ms)');
    let firstLoadBytes = 0;
    for (const c of cases) {
      await repeat(c.label, async () => {
        const context = await newContext(browser, state);
        const page = await context.newPage();
        const ms = await fullLoad(page, c.url, c.condition);
        if (c === cases[0]) {
          firstLoadBytes = await page.evaluate(() =>
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((e) => e.initiatorType === 'script' || /\.js(\?|$)/.test(e.name))
              .reduce((sum, e) => sum + e.encodedBodySize, 0),
          );
        }
        await context.close();
        return ms;
      });
    }
    console.log(`first load of the ticket list: ${(firstLoadBytes / 1024).toFixed(1)} KiB of script (encoded, to data on screen)`);

    console.log('\nin-app (warm), to data on screen (ms)');
    {
      const context = await newContext(browser, state);
      let page = await context.newPage();
      await fullLoad(page, listUrl, rows);
      const toTicket: number[] = [];
      const toList: number[] = [];
      for (let i = 0; i < WARMUPS + RUNS; i++) {
        const id = list.data[i % list.data.length]!.id;
        // With the company filter in the URL, as the layout writes it: a URL without it is followed by the layout's
        // replace navigation, and a history entry pushed from outside the router while that is still pending is
        // overwritten by it (the bench's own pushState; a click goes through the router and is not).
        const a = await navigate(page, `/admin/ticket/show/${id}${companyQuery.replace('&', '?')}`, { kind: 'ticket' });
        const b = await navigate(page, listUrl, rows);
        if (i >= WARMUPS) {
          toTicket.push(a);
          toList.push(b);
        }
      }
      console.log(`${'list → ticket'.padEnd(46)} ${stats(toTicket)}`);
      console.log(`${'ticket → list'.padEnd(46)} ${stats(toList)}`);

      // Typed search: from the last key to the frame with exactly the server's results.
      const expected = searchList.data.map((t) => String(t.id)).join(',');
      const searchUrl = `/admin/ticket?filter=all&per_page=50${companyQuery}`;
      await page.close();
      await repeat(`typed search "${word}" (after the last key)`, async () => {
        page = await context.newPage();
        await fullLoad(page, searchUrl, { kind: 'rows', min: 1 });
        const box = page.locator('main input[type="search"]').first();
        await box.waitFor();
        await page.evaluate((ids) => window.__benchWatch!({ kind: 'rowIds', ids }), expected);
        await box.pressSequentially(word, { delay: 60 });
        const last = await page.evaluate(() => performance.now());
        await page
          .waitForFunction(() => window.__benchFrame !== undefined, undefined, { timeout: 30_000, polling: 20 })
          .catch(async (error: unknown) => {
            const shown = await page.evaluate(() => ({
              url: location.href,
              ids: [...document.querySelectorAll('tr[data-ticket-id]')].map((row) => row.getAttribute('data-ticket-id')).join(','),
            }));
            throw new Error(`typed search: not the expected rows ${expected} (${JSON.stringify(shown)})`, { cause: error });
          });
        const frame = await page.evaluate(() => window.__benchFrame!);
        await page.close();
        return Math.max(0, frame - last);
      });
      await context.close();
    }
    await rowTrace();
  } finally {
    await browser.close();
    stop();
  }
}

await main();
