/**
 * bench/bundle — what a browser downloads. Builds every app in production mode, starts the reference server
 * on a fresh embedded database, signs in, and prints the gzip bytes of JavaScript fetched for the shell's first
 * route (cold cache) and, on top of it, for each remote's first route reached through client-side navigation,
 * plus how many copies of each shared package were fetched: which files carry a package comes from the apps'
 * mf-manifest.json (e2e/tests/shared-copies.ts), as the shell's chunk names are short ids.
 *
 *   pnpm --filter @helpdesk/bench bundle            (builds first)
 *   pnpm --filter @helpdesk/bench bundle --no-build
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName } from '../../packages/shared/src/federation/remote-names.ts';
import { copiesFetched, deployedApps, sharedCopies, type DeployedApp } from '../../e2e/tests/shared-copies.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** BENCH_PORT: run it beside another server or bench on this machine. */
const PORT = Number(process.env.BENCH_PORT ?? 8090);
const ORIGIN = `http://localhost:${PORT}`;
const REMOTES = REMOTE_NAMES;
type Remote = RemoteName;
const FIRST_ROUTES: Record<Remote, string> = {
  tickets: '/admin/ticket?filter=not-resolved',
  management: '/admin/company',
  reports: '/admin/daily-report',
  finance: '/admin/agent-costs',
  client: '/ticket?filter=not-resolved',
};
/** Where each measurement starts: a shell page in the layout the remote lives in. */
const SHELL_START = { staff: '/admin', client: '/profile' } as const;
const BUDGET_KIB = { shell: 350, remote: 100 };

interface Fetched {
  /** Absolute URL. */
  url: string;
  gzip: number;
}

/** Records every script response; the returned function waits for the bodies still being read. */
function record(page: Page, fetched: Fetched[]): () => Promise<void> {
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const read = response
      .body()
      .then((body) => void fetched.push({ url: response.url(), gzip: gzipSync(body).length }))
      // the page navigated away before the body was read
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return async () => {
    await Promise.all([...reading]);
  };
}

async function startServer(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  const server = spawn(join(ROOT, 'server/node_modules/.bin/tsx'), [join(ROOT, 'server/src/main.ts')], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: join(dataDir, 'data'), SEED_TICKETS: '200', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  let up = false;
  for (let i = 0; i < 480 && !up; i++) {
    try {
      up = (await fetch(`${ORIGIN}/health`)).ok;
    } catch {
      // not up yet
    }
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  if (!up) {
    server.kill('SIGTERM');
    throw new Error(`the reference server did not answer ${ORIGIN}/health within 4 minutes (BENCH_PORT taken?)`);
  }
  return () => {
    server.kill('SIGTERM');
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
  };
}

/** Signs in through the Sanctum flow (agents confirm the SMS code from the dev outbox). */
async function signIn(page: Page, email: string): Promise<void> {
  const request = page.context().request;
  const token = async () => decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  await request.get(`${ORIGIN}/sanctum/csrf-cookie`);
  const headers = async () => ({ 'X-XSRF-TOKEN': await token(), 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
  const login = await request.post(`${ORIGIN}/login`, { data: { email, password: 'Demo1234!' }, headers: await headers() });
  if ((await login.text()).includes('two_factor')) {
    const outbox = (await (await request.get(`${ORIGIN}/dev/outbox`)).json()) as { data: { email?: string; body: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.data.find((m) => m.email === email)?.body ?? '')?.[1];
    await request.post(`${ORIGIN}/api/two-factor/verify`, { data: { code }, headers: await headers() });
  }
}

const HEADING = 'main#content h1';

/**
 * Installed before any page script: notes when the first route's heading enters the DOM (`window.__headingAt`,
 * performance.now()), and holds every requestIdleCallback until then. The shell's deferred code (layout widgets,
 * dialogs, toasters, real time, tooltips: `whenIdle`) waits for the browser's idle time, which may come before the
 * heading when the page waits for its chunks: held, it can never count as what the heading needed, whatever the
 * machine's load. Released callbacks go to the browser's own requestIdleCallback; `window.__heldLeft` counts the
 * held ones that have neither run nor been cancelled.
 */
// Plain JavaScript in a string: tsx compiles this file with esbuild's keepNames, whose `__name` helper a function
// handed to the page would call (it does not exist there).
const HOLD_IDLE_WORK_UNTIL_HEADING = `(() => {
  const selector = ${JSON.stringify(HEADING)};
  window.__heldLeft = 0;
  const native = window.requestIdleCallback.bind(window);
  const nativeCancel = window.cancelIdleCallback.bind(window);
  // Held callbacks by the id handed out for them (from 1e9, clear of the browser's ids); then their real id.
  const held = new Map();
  let nextId = 1e9;
  let released = false;
  window.requestIdleCallback = (callback, options) => {
    if (released) return native(callback, options);
    const id = nextId++;
    const entry = { done: false, real: undefined };
    entry.schedule = () =>
      native((deadline) => {
        if (!entry.done) window.__heldLeft--;
        entry.done = true;
        callback(deadline);
      }, options);
    held.set(id, entry);
    window.__heldLeft++;
    return id;
  };
  window.cancelIdleCallback = (id) => {
    const entry = held.get(id);
    if (!entry) return nativeCancel(id);
    if (!entry.done) window.__heldLeft--;
    entry.done = true;
    if (entry.real !== undefined) nativeCancel(entry.real);
  };
  const release = () => {
    if (released) return;
    released = true;
    for (const entry of held.values()) if (!entry.done) entry.real = entry.schedule();
  };
  new MutationObserver((records, observer) => {
    if (window.__headingAt !== undefined || !document.querySelector(selector)) return;
    window.__headingAt = performance.now();
    observer.disconnect();
    release();
  }).observe(document, { childList: true, subtree: true });
  // A route that never shows its heading must not keep the widgets away for ever (the bench then times out anyway).
  setTimeout(release, 60000);
})();`;

/**
 * The scripts the first route needed to render its heading: those whose request started before the heading entered
 * the DOM (Resource Timing; the ones the HTML preloads included), whenever they arrived. What the page loads after its heading (its below-the-heading
 * chunks in an effect, the deferred widgets) started later and does not count, however fast it came back.
 */
async function scriptsBeforeHeading(page: Page): Promise<Set<string>> {
  await page.locator(HEADING).first().waitFor({ timeout: 120_000 });
  return new Set(
    await page.evaluate(() => {
      const headingAt = (window as unknown as { __headingAt: number }).__headingAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => {
          // A script the HTML preloads (`<link rel="preload" as="script">`) is fetched by the link, not the script.
          const by = (entry as PerformanceResourceTiming).initiatorType;
          const script = by === 'script' || (by === 'link' && /\.js(\?|$)/.test(entry.name));
          return script && entry.startTime < headingAt;
        })
        .map((entry) => entry.name);
    }),
  );
}

/**
 * Every request the page started has come back and none started for `quietMs`, after the idle-time work the
 * heading held has run (Playwright's 'networkidle' fires once per navigation and may have passed before the
 * deferred widgets even started, so their chunks would count for the next row).
 */
async function settled(page: Page, quietMs = 1000): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __heldLeft: number }).__heldLeft === 0);
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight++;
    last = Date.now();
  };
  const ended = () => {
    inFlight--;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (inFlight > 0 || Date.now() - last < quietMs) await new Promise((r) => setTimeout(r, 100));
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * The source map of a served script, read from its app's dist-sourcemaps/ (production maps are kept out of the
 * served dist/ and the server never serves *.map).
 */
function sourceMapOf(url: string): { sources: string[] } | null {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  const file = remote
    ? join(ROOT, 'remotes', remote[1]!, 'dist-sourcemaps', `${remote[2]}.map`)
    : join(ROOT, 'shell/dist-sourcemaps', `${pathname.slice(1)}.map`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] };
  } catch {
    return null;
  }
}

/**
 * What a file carries, for --details (production chunk names are short ids): the shared packages its app's manifest
 * lists it under, else the packages and source folders its source map names, most modules first.
 */
async function describeFiles(urls: string[], apps: DeployedApp[]): Promise<Map<string, string>> {
  const shared = new Map<string, string[]>();
  for (const { manifestUrl, manifest } of apps) {
    for (const entry of manifest.shared) {
      for (const file of [...entry.assets.js.sync, ...entry.assets.js.async]) {
        const url = new URL(file, manifestUrl).href;
        shared.set(url, [...(shared.get(url) ?? []), entry.name]);
      }
    }
  }
  const origin = (source: string) => {
    const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
    if (inPackage) return inPackage[1]!;
    return source
      .replace(/^webpack:\/\/[^/]*\//, '')
      .replace(/^(\.\.?\/)+/, '')
      .replace(/\/[^/]*$/, '');
  };
  const described = new Map<string, string>();
  for (const url of new Set(urls)) {
    const packages = shared.get(url);
    if (packages) {
      described.set(url, `shared: ${[...new Set(packages)].join(', ')}`);
      continue;
    }
    const map = sourceMapOf(url);
    if (!map) continue;
    const counts = new Map<string, number>();
    for (const source of map.sources) counts.set(origin(source), (counts.get(origin(source)) ?? 0) + 1);
    const names = [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    described.set(url, names.slice(0, 3).join(', ') + (names.length > 3 ? `, +${names.length - 3}` : ''));
  }
  return described;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (items: Fetched[]) => items.reduce((total, item) => total + item.gzip, 0);
const largest = (items: Fetched[]) => [...items].sort((a, b) => b.gzip - a.gzip).slice(0, Number(process.env.BENCH_DETAILS ?? 12));

async function measure(apps: DeployedApp[]) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const rows: { app: string; route: string; files: number; gzip: number; budget: number; largest: Fetched[]; idle: number }[] = [];
  const sharedFiles = apps.flatMap(sharedCopies);
  /** Per shared package, the apps whose copy some page session fetched, and the most copies one session fetched. */
  const copies = new Map<string, { apps: Set<string>; most: number }>();
  /** The shell's "until render" in every page session of each area (each remote's row starts with one). */
  const sessions: Partial<Record<'staff' | 'client', number[]>> = {};
  try {
    for (const remote of REMOTES) {
      const area = remote === 'client' ? 'client' : 'staff';
      const context = await browser.newContext();
      const page = await context.newPage();
      // Data saver on: the shell then skips its idle-time prefetch of remotes, so each remote row shows what the
      // remote really costs when it is first opened (with prefetch it was already downloaded at idle).
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }),
      );
      await signIn(page, area === 'client' ? 'client@demo.test' : 'admin@demo.test');
      const fetched: Fetched[] = [];
      const bodiesRead = record(page, fetched);
      await page.addInitScript({ content: HOLD_IDLE_WORK_UNTIL_HEADING });
      await page.goto(`${ORIGIN}${SHELL_START[area]}`);
      const needed = await scriptsBeforeHeading(page);
      await settled(page);
      await bodiesRead();
      const shellFiles = [...fetched];
      const beforeRender = shellFiles.filter((file) => needed.has(file.url));
      const missing = [...needed].filter((url) => !shellFiles.some((file) => file.url === url));
      if (missing.length > 0) throw new Error(`scripts started before the heading without a response: ${missing.join(', ')}`);
      (sessions[area] ??= []).push(sum(beforeRender));
      if (remote === 'tickets' || remote === 'client') {
        rows.push({
          app: `shell (${area})`,
          route: SHELL_START[area],
          files: beforeRender.length,
          gzip: sum(beforeRender),
          budget: BUDGET_KIB.shell,
          largest: largest(beforeRender),
          idle: sum(shellFiles),
        });
      }
      fetched.length = 0;
      // Client-side navigation, as a user clicking the menu: only what the remote adds is fetched.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, FIRST_ROUTES[remote]);
      // A loaded machine (load average ~40) took over 30 s for a remote's first route once.
      await page.locator(`[data-remote-root="${remote}"]`).first().waitFor({ timeout: 120_000 });
      await settled(page);
      await bodiesRead();
      rows.push({
        app: remote,
        route: FIRST_ROUTES[remote],
        files: fetched.length,
        gzip: sum(fetched),
        budget: BUDGET_KIB.remote,
        largest: largest(fetched),
        idle: sum(fetched),
      });
      for (const [pkg, from] of copiesFetched(
        sharedFiles,
        [...shellFiles, ...fetched].map((f) => f.url),
      )) {
        if (from.length === 0) continue;
        const seen = copies.get(pkg) ?? { apps: new Set<string>(), most: 0 };
        from.forEach((app) => seen.apps.add(app));
        copies.set(pkg, { apps: seen.apps, most: Math.max(seen.most, from.length) });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { rows, copies, sessions };
}

if (!process.argv.includes('--no-build')) {
  console.log('Building all apps (production)…');
  execSync('pnpm run build', { cwd: ROOT, stdio: 'ignore' });
}
const details = process.argv.includes('--details');
const stopServer = await startServer();
const { rows, copies, carries, sessions } = await (async () => {
  const apps = await deployedApps(ORIGIN);
  const measured = await measure(apps);
  const files = details ? measured.rows.flatMap((row) => row.largest.map((file) => file.url)) : [];
  return { ...measured, carries: await describeFiles(files, apps) };
})().finally(stopServer);
console.log('\nJavaScript fetched (gzip KiB), production build, signed in, cold cache, Chromium');
console.log('"until render": fetched before the route\'s heading showed (the budget\'s measure); "until idle": once the');
console.log('deferred layout widgets had loaded too. Remote rows: extra JS after client-side navigation from the shell.');
console.log('app              first route                          files  until render  until idle   budget   within');
for (const row of rows) {
  console.log(
    `${row.app.padEnd(16)} ${row.route.padEnd(36)} ${String(row.files).padStart(5)} ${kib(row.gzip).padStart(13)} ${kib(row.idle).padStart(11)} ${String(row.budget).padStart(8)}   ${row.gzip / 1024 <= row.budget ? 'yes' : 'NO'}`,
  );
}
for (const [area, figures] of Object.entries(sessions)) {
  const spread = `${kib(Math.min(...figures))}–${kib(Math.max(...figures))}`;
  console.log(`shell (${area}) until render in each of its ${figures.length} page sessions: ${figures.map(kib).join(', ')} (${spread})`);
}
if (details) {
  for (const row of rows) {
    console.log(`\nLargest files for ${row.app}:`);
    for (const file of row.largest) {
      const path = new URL(file.url).pathname;
      console.log(`  ${kib(file.gzip).padStart(7)} KiB  ${path.slice(0, 60).padEnd(60)} ${carries.get(file.url) ?? ''}`);
    }
  }
}
console.log('\nShared packages: most copies fetched in one page session (1 = a singleton fetched once), and from which');
console.log("apps (the shell, for React and Fluent). Files per copy from each app's mf-manifest.json.");
for (const [pkg, { most, apps }] of [...copies].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${pkg.padEnd(40)} ${most}  ${[...apps].join(', ')}`);
}
