/**
 * bench/bundle — what a browser downloads. Builds every app in production mode, starts the reference server
 * on a fresh embedded database, signs in, and prints the gzip bytes of JavaScript fetched for the shell's first
 * route (cold cache) and, on top of it, for each remote's first route reached through client-side navigation,
 * plus how many copies of react, react-dom and Fluent's runtime were fetched.
 *
 *   pnpm --filter @helpdesk/bench bundle            (builds first)
 *   pnpm --filter @helpdesk/bench bundle --no-build
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '../..');
/** BENCH_PORT: run it beside another server or bench on this machine. */
const PORT = Number(process.env.BENCH_PORT ?? 8090);
const ORIGIN = `http://localhost:${PORT}`;
const REMOTES = ['tickets', 'management', 'reports', 'finance', 'client'] as const;
type Remote = (typeof REMOTES)[number];
const FIRST_ROUTES: Record<Remote, string> = {
  tickets: '/admin/ticket?filter=not-resolved',
  management: '/admin/asset',
  reports: '/admin/daily-report',
  finance: '/admin/agent-costs',
  client: '/ticket?filter=not-resolved',
};
/** Where each measurement starts: a shell page in the layout the remote lives in. */
const SHELL_START = { staff: '/admin', client: '/profile' } as const;
const BUDGET_KIB = { shell: 350, remote: 100 };

const LIBRARIES: Record<string, RegExp> = {
  react: /node_modules_react_index_js/,
  'react-dom': /node_modules_react-dom_index_js/,
  'react-dom/client': /node_modules_react-dom_client_js/,
  'fluent provider': /fluentui_react-provider_/,
  'fluent shared-contexts': /fluentui_react-shared-contexts_/,
  griffel: /griffel_react_\d/,
};

interface Fetched {
  url: string;
  gzip: number;
}

function record(page: Page, fetched: Fetched[]): void {
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    try {
      fetched.push({ url: new URL(response.url()).pathname, gzip: gzipSync(await response.body()).length });
    } catch {
      // the page navigated away before the body was read
    }
  });
}

async function startServer(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  const server = spawn(join(ROOT, 'server/node_modules/.bin/tsx'), [join(ROOT, 'server/src/main.ts')], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: join(dataDir, 'data'), SEED_TICKETS: '200', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${ORIGIN}/health`)).ok) break;
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

/** Signs in through the Sanctum flow (agents confirm the SMS code from the dev outbox). */
async function signIn(page: Page, email: string): Promise<void> {
  const request = page.context().request;
  const token = async () =>
    decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  await request.get(`${ORIGIN}/sanctum/csrf-cookie`);
  const headers = async () => ({ 'X-XSRF-TOKEN': await token(), 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
  const login = await request.post(`${ORIGIN}/login`, { data: { email, password: 'Demo1234!' }, headers: await headers() });
  if ((await login.text()).includes('two_factor')) {
    const outbox = (await (await request.get(`${ORIGIN}/dev/outbox`)).json()) as { data: { email?: string; body: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.data.find((m) => m.email === email)?.body ?? '')?.[1];
    await request.post(`${ORIGIN}/api/two-factor/verify`, { data: { code }, headers: await headers() });
  }
}

/** The first route has rendered: its heading is on screen. */
async function rendered(page: Page): Promise<void> {
  await page.locator('main#content h1').first().waitFor();
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (items: Fetched[]) => items.reduce((total, item) => total + item.gzip, 0);
const largest = (items: Fetched[]) => [...items].sort((a, b) => b.gzip - a.gzip).slice(0, Number(process.env.BENCH_DETAILS ?? 12));

async function measure() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const rows: { app: string; route: string; files: number; gzip: number; budget: number; largest: Fetched[]; idle: number }[] = [];
  const copies: Record<string, number> = {};
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
      record(page, fetched);
      await page.goto(`${ORIGIN}${SHELL_START[area]}`);
      await rendered(page);
      const beforeRender = [...fetched];
      await page.waitForLoadState('networkidle');
      const shellFiles = [...fetched];
      if (remote === 'tickets' || remote === 'client') {
        rows.push({ app: `shell (${area})`, route: SHELL_START[area], files: beforeRender.length, gzip: sum(beforeRender), budget: BUDGET_KIB.shell, largest: largest(beforeRender), idle: sum(shellFiles) });
      }
      fetched.length = 0;
      // Client-side navigation, as a user clicking the menu: only what the remote adds is fetched.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, FIRST_ROUTES[remote]);
      await page.locator(`[data-remote-root="${remote}"]`).first().waitFor();
      await page.waitForLoadState('networkidle');
      rows.push({ app: remote, route: FIRST_ROUTES[remote], files: fetched.length, gzip: sum(fetched), budget: BUDGET_KIB.remote, largest: largest(fetched), idle: sum(fetched) });
      for (const [library, pattern] of Object.entries(LIBRARIES)) {
        const urls = new Set([...shellFiles, ...fetched].map((f) => f.url).filter((u) => pattern.test(u)));
        copies[library] = Math.max(copies[library] ?? 0, urls.size);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { rows, copies };
}

if (!process.argv.includes('--no-build')) {
  console.log('Building all apps (production)…');
  execSync('pnpm run build', { cwd: ROOT, stdio: 'ignore' });
}
const stopServer = await startServer();
const { rows, copies } = await measure().finally(stopServer);
console.log('\nJavaScript fetched (gzip KiB), production build, signed in, cold cache, Chromium');
console.log('"until render": fetched before the route\'s heading showed (the budget\'s measure); "until idle": once the');
console.log('deferred layout widgets had loaded too. Remote rows: extra JS after client-side navigation from the shell.');
console.log('app              first route                          files  until render  until idle   budget   within');
for (const row of rows) {
  console.log(
    `${row.app.padEnd(16)} ${row.route.padEnd(36)} ${String(row.files).padStart(5)} ${kib(row.gzip).padStart(13)} ${kib(row.idle).padStart(11)} ${String(row.budget).padStart(8)}   ${row.gzip / 1024 <= row.budget ? 'yes' : 'NO'}`,
  );
}
if (process.argv.includes('--details')) {
  for (const row of rows) {
    console.log(`\nLargest files for ${row.app}:`);
    for (const file of row.largest) console.log(`  ${kib(file.gzip).padStart(7)} KiB  ${file.url.slice(0, 110)}`);
  }
}
console.log('\nCopies fetched per page session (1 = shared singleton, fetched once from the shell)');
for (const [library, count] of Object.entries(copies)) console.log(`${library.padEnd(24)} ${count}`);
