/**
 * bench/bundle — what a browser downloads. Builds every app in production mode, opens the shell in Debian's
 * Chromium and prints the gzip bytes of JavaScript fetched for the shell's first route and, on top of it, for
 * each remote's first route, plus how many copies of react, react-dom and Fluent's runtime were fetched.
 *
 *   pnpm --filter @helpdesk/bench bundle            (builds first)
 *   pnpm --filter @helpdesk/bench bundle --no-build
 *
 * The files are served straight from each app's dist/ through Playwright's request interception, laid out as
 * the reference server lays them out (shell at /, remotes under /remotes/<name>/), so no database is needed.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '../..');
const ORIGIN = 'http://bench.localhost';
const REMOTES = ['tickets', 'management', 'reports', 'finance', 'client'] as const;
const FIRST_ROUTES: Record<(typeof REMOTES)[number], string> = {
  tickets: '/admin/ticket?filter=not-resolved',
  management: '/admin/asset',
  reports: '/admin/daily-report',
  finance: '/admin/agent-costs',
  client: '/ticket?filter=not-resolved',
};
const BUDGET_KIB = { shell: 350, remote: 100 };

const LIBRARIES: Record<string, RegExp> = {
  react: /node_modules_react_index_js/,
  'react-dom': /node_modules_react-dom_index_js/,
  'react-dom/client': /node_modules_react-dom_client_js/,
  'fluent provider': /fluentui_react-provider_/,
  'fluent shared-contexts': /fluentui_react-shared-contexts_/,
  griffel: /griffel_react_\d/,
};

const TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.map': 'application/json',
};

function fileFor(pathname: string): string | null {
  const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(pathname);
  const candidate = remote
    ? join(ROOT, 'remotes', remote[1]!, 'dist', remote[2]!)
    : join(ROOT, 'shell/dist', pathname.slice(1));
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
}

interface Fetched {
  url: string;
  gzip: number;
}

async function serve(page: Page, fetched: Fetched[]): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/remotes.json') {
      const body = Object.fromEntries(REMOTES.map((r) => [r, `/remotes/${r}/mf-manifest.json`]));
      return route.fulfill({ json: body });
    }
    if (url.pathname === '/config.json') return route.fulfill({ json: { apiBase: '/api', remoteOverrideOrigins: [] } });
    if (url.pathname.startsWith('/api/')) return route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } });
    const file = fileFor(url.pathname) ?? (extname(url.pathname) ? null : join(ROOT, 'shell/dist/index.html'));
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    const body = readFileSync(file);
    if (file.endsWith('.js')) fetched.push({ url: url.pathname, gzip: gzipSync(body).length });
    return route.fulfill({ body, contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
  });
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (items: Fetched[]) => items.reduce((total, item) => total + item.gzip, 0);

async function measure() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const rows: { app: string; route: string; files: number; gzip: number; budget: number }[] = [];
  const copies: Record<string, number> = {};
  try {
    for (const remote of REMOTES) {
      const page = await browser.newPage();
      const fetched: Fetched[] = [];
      await serve(page, fetched);
      await page.goto(`${ORIGIN}/admin`);
      await page.getByTestId('screen').waitFor();
      await page.waitForLoadState('networkidle');
      const shellFiles = [...fetched];
      if (remote === REMOTES[0]) {
        rows.push({ app: 'shell', route: '/admin', files: shellFiles.length, gzip: sum(shellFiles), budget: BUDGET_KIB.shell });
      }
      fetched.length = 0;
      // Client-side navigation, as a user clicking the menu: only what the remote adds is fetched.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, FIRST_ROUTES[remote]);
      await page.locator(`[data-testid="screen"][data-remote="${remote}"]`).waitFor();
      await page.waitForLoadState('networkidle');
      rows.push({ app: remote, route: FIRST_ROUTES[remote], files: fetched.length, gzip: sum(fetched), budget: BUDGET_KIB.remote });
      for (const [library, pattern] of Object.entries(LIBRARIES)) {
        const urls = new Set([...shellFiles, ...fetched].map((f) => f.url).filter((u) => pattern.test(u)));
        copies[library] = Math.max(copies[library] ?? 0, urls.size);
      }
      await page.close();
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
const { rows, copies } = await measure();
console.log('\nJavaScript fetched (gzip), production build, Chromium');
console.log('app         first route                          files   gzip KiB   budget KiB   within');
for (const row of rows) {
  console.log(
    `${row.app.padEnd(11)} ${row.route.padEnd(36)} ${String(row.files).padStart(5)} ${kib(row.gzip).padStart(10)} ${String(row.budget).padStart(12)}   ${row.gzip / 1024 <= row.budget ? 'yes' : 'NO'}`,
  );
}
console.log('\nCopies fetched per page session (1 = shared singleton, fetched once from the shell)');
for (const [library, count] of Object.entries(copies)) console.log(`${library.padEnd(24)} ${count}`);
