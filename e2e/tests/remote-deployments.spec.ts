/**
 * Remote deployments (README "Deploying a remote"): the deploy CLI (a client of the deployments API) uploads a finance
 * build under its version and activates it, and an archive packed as `.ci/remote` packs it deploys over HTTP alone;
 * signed-in browsers get it at their next navigation into finance without a reload of the shell, a page inside
 * finance is told a newer version is available, rollback brings the previous one back (each build with its own
 * texts), and the control centre lists the events.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { signInAsAdmin } from './session.ts';
import { deployCliEnv, deployRemote, expectSameDocument, markDocument, openMenuItem, rollBackToBuiltIn, screen } from './helpers.ts';
import { FINANCE_ORIGIN, PORTS, SERVER_ORIGIN } from './ports.ts';
import { REMOTE_DEPLOY_TOKEN } from './secrets.ts';
import { packRemote } from '../../scripts/pack-remote.mjs';

const ROOT = path.resolve('..');
const BUILDS = path.join(ROOT, `var/e2e-finance-builds-${PORTS.server}`);

const FINANCE = path.join(ROOT, 'remotes/finance');

/** Finance built as `version` (the placeholder screens print it), into a directory of its own. */
function buildFinance(version: string, env: Record<string, string> = {}, sources = FINANCE): string {
  const dist = path.join(BUILDS, version);
  execFileSync(path.join(FINANCE, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: sources,
    env: { ...process.env, HELPDESK_VERSION: version, HELPDESK_DIST: dist, ...env },
    stdio: 'ignore',
  });
  return dist;
}

/** One source file of a copy of finance changed as a team would: `from` must be there, or the test is out of date. */
function patch(sources: string, file: string, from: string, to: string): void {
  const target = path.join(sources, file);
  const text = fs.readFileSync(target, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer holds ${from}`);
  fs.writeFileSync(target, text.replace(from, to));
}

/** What the next release of finance says on its company profitability screen: one text changed, one added. */
const NEXT_TEXTS = { changed: 'Rentowność firm i umów', added: 'nowość wersji 2' };

/**
 * The next release of finance, built from a changed copy of its sources (beside the builds; its node_modules are
 * the real remote's): the company profitability heading's text changed, and the screen shows a text key it adds.
 */
function buildNextFinance(version: string): string {
  const sources = path.join(BUILDS, `src-${version}`);
  fs.mkdirSync(sources, { recursive: true });
  for (const entry of ['src', 'package.json', 'rspack.config.ts']) {
    fs.cpSync(path.join(FINANCE, entry), path.join(sources, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(FINANCE, 'node_modules'), path.join(sources, 'node_modules'));
  patch(
    sources,
    'src/i18n/pl.ts',
    "profitability: 'Rentowność firm',",
    `profitability: '${NEXT_TEXTS.changed}',\n    profitabilityNew: '${NEXT_TEXTS.added}',`,
  );
  patch(
    sources,
    'src/features/profitability/components/company-profitability-screen.tsx',
    "title={t('screens.profitability')}",
    "title={`${t('screens.profitability')} · ${t('screens.profitabilityNew')}`}",
  );
  return buildFinance(version, {}, sources);
}

test.describe.configure({ mode: 'serial' });

let v1 = '';
let v2 = '';

test.beforeAll(() => {
  fs.rmSync(BUILDS, { recursive: true, force: true });
  v1 = buildFinance('1.0.0');
  v2 = buildNextFinance('2.0.0');
});

test.afterAll(() => {
  rollBackToBuiltIn('finance');
  fs.rmSync(BUILDS, { recursive: true, force: true });
});

/** The company profitability screen's heading, as the build on view words it. */
const profitabilityHeading = (page: Page, text: string) =>
  expect(screen(page, 'finance').getByRole('heading', { level: 1 })).toHaveText(text);

/** The version serving the finance screen on view (the remote root carries it). */
const financeVersion = (page: Page, version: string) =>
  expect(page.locator('[data-remote-root="finance"]')).toHaveAttribute('data-remote-version', version);

test('deploy finance 2 reaches a signed-in user at the next navigation, rollback brings 1 back, the control centre lists both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(deployRemote('finance', '1.0.0', '--from', v1)).toContain('deploy → 1.0.0');
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.locator('html[data-deployments="subscribed"]')).toHaveCount(1);
  await markDocument(page);

  await openMenuItem(page, 'Rentowność firm');
  await financeVersion(page, '1.0.0');
  await profitabilityHeading(page, 'Rentowność firm');
  await openMenuItem(page, 'Pulpit');

  // Deployed while the user is elsewhere: the next navigation into finance loads 2.0.0, in the same document.
  const asked = page.waitForRequest((request) => /\/remotes\.json\?deployment=\d+/.test(request.url()));
  expect(deployRemote('finance', '2.0.0', '--from', v2)).toContain('deploy → 2.0.0 (was 1.0.0)');
  await asked;
  await openMenuItem(page, 'Rentowność firm');
  await financeVersion(page, '2.0.0');
  // …with its own texts, loaded before its first render: the one it changed and the one it added (not the raw key).
  await profitabilityHeading(page, `${NEXT_TEXTS.changed} · ${NEXT_TEXTS.added}`);
  expect((await page.request.get('/remotes.json')).ok()).toBe(true);
  await expectSameDocument(page);

  // Rolled back while the user is inside finance: told, and switched when they leave.
  expect(deployRemote('rollback', 'finance')).toContain('rollback → 1.0.0 (was 2.0.0)');
  const banner = page.getByTestId('remote-update-banner');
  await expect(banner).toContainText('Dostępna jest nowsza wersja modułu Finanse');
  await financeVersion(page, '2.0.0');
  await openMenuItem(page, 'Pulpit');
  await expect(banner).toHaveCount(0);
  await openMenuItem(page, 'Rentowność firm');
  await financeVersion(page, '1.0.0');
  await profitabilityHeading(page, 'Rentowność firm');
  await expectSameDocument(page);

  await openMenuItem(page, 'Centrum sterowania');
  // Finance's own events (other specs deploy other remotes on the same server).
  const history = page.getByTestId('deployment-history').locator('tr[data-remote="finance"]');
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText('wycofanie');
  await expect(history.first()).toContainText('2.0.0 → 1.0.0');
  await expect(page.getByTestId('deployment-history').locator('tr[data-remote="finance"][data-action="deploy"]').first()).toContainText(
    '1.0.0 → 2.0.0',
  );
  const row = page.getByTestId('deployment-table').locator('tr[data-remote="finance"]');
  await expect(row.getByTestId('deployed-version')).toHaveText('1.0.0');
  await expect(row).toContainText('odpowiada');
});

test('the banner’s reload loads the newer version of the module the user is in', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/profitability');
  await financeVersion(page, '1.0.0');
  await expect(page.locator('html[data-deployments="subscribed"]')).toHaveCount(1);
  deployRemote('finance', '2.0.0');
  const banner = page.getByTestId('remote-update-banner');
  await banner.getByRole('button', { name: 'Odśwież' }).click();
  await financeVersion(page, '2.0.0');
  await expect(page.getByTestId('remote-update-banner')).toHaveCount(0);
});

/** The deployments API with the deploy token, as a team's CI calls it (no shared disk, no CLI). */
interface DeployAnswer {
  status: number;
  body: { data: { version: string; commit: string | null; built_at: string | null; identical?: boolean }; message?: string };
}

async function deployApi(url: string, body: Buffer | object): Promise<DeployAnswer> {
  const raw = Buffer.isBuffer(body);
  const response = await fetch(`${SERVER_ORIGIN}/api/admin/remote-deployments/finance${url}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${REMOTE_DEPLOY_TOKEN}`,
      accept: 'application/json',
      'accept-language': 'en',
      'content-type': raw ? 'application/gzip' : 'application/json',
    },
    body: raw ? new Uint8Array(body) : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as DeployAnswer['body'] };
}

test('an archive packed as .ci/remote packs it, deployed over HTTP, is what the browser runs', async ({ page }) => {
  test.setTimeout(90_000);
  const version = 'http-3.0.0';
  const dist = buildFinance(version);
  const info = JSON.parse(fs.readFileSync(path.join(dist, 'build-info.json'), 'utf8')) as { commit: string; built_at: string };
  const archive = fs.readFileSync(packRemote(dist, path.join(BUILDS, `finance-${version}.tar.gz`)));

  const published = await deployApi('/versions', archive);
  expect(published.status, JSON.stringify(published.body)).toBe(201);
  // The record is the build's own word: its commit and build time, not this checkout's or the upload's.
  expect([published.body.data.version, published.body.data.commit, published.body.data.built_at]).toEqual([
    version,
    info.commit,
    info.built_at,
  ]);
  const again = await deployApi('/versions', archive);
  expect([again.status, again.body.data.identical, again.body.message]).toEqual([
    200,
    true,
    `Version ${version} is already published, identical — nothing changed`,
  ]);
  expect((await deployApi('/activate', { version })).status).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin/profitability');
  await financeVersion(page, version);
  await profitabilityHeading(page, 'Rentowność firm');
  const entry = await page.request.get(`/remote-versions/finance/${version}/remoteEntry.js`);
  expect(entry.ok()).toBe(true);
});

/**
 * Finance built against the next minor version of @helpdesk/shared (a copy of packages/shared whose package.json is
 * bumped, as the changeset rule would after a contract addition), from a copy of its sources: its manifest needs
 * `^<next minor>`, which today's shell does not satisfy.
 */
function buildFinanceForNewerShell(version: string): { dist: string; requires: string } {
  const sources = path.join(BUILDS, `src-${version}`);
  const shared = path.join(BUILDS, `shared-${version}`);
  const current = (JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/shared/package.json'), 'utf8')) as { version: string }).version;
  const [major, minor] = current.split('.').map(Number);
  const next = `${major}.${minor! + 1}.0`;
  fs.mkdirSync(shared, { recursive: true });
  fs.cpSync(path.join(ROOT, 'packages/shared/src'), path.join(shared, 'src'), { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/shared/package.json'), 'utf8')) as { version: string };
  fs.writeFileSync(path.join(shared, 'package.json'), JSON.stringify({ ...manifest, version: next }));
  fs.symlinkSync(path.join(ROOT, 'packages/shared/node_modules'), path.join(shared, 'node_modules'));
  // The remote's own node_modules, entry by entry, with @helpdesk/shared pointing at the bumped copy.
  fs.mkdirSync(path.join(sources, 'node_modules/@helpdesk'), { recursive: true });
  for (const entry of ['src', 'package.json', 'rspack.config.ts'])
    fs.cpSync(path.join(FINANCE, entry), path.join(sources, entry), { recursive: true });
  for (const entry of fs.readdirSync(path.join(FINANCE, 'node_modules'))) {
    if (entry !== '@helpdesk') fs.symlinkSync(path.join(FINANCE, 'node_modules', entry), path.join(sources, 'node_modules', entry));
  }
  for (const entry of fs.readdirSync(path.join(FINANCE, 'node_modules/@helpdesk'))) {
    const target = entry === 'shared' ? shared : path.join(FINANCE, 'node_modules/@helpdesk', entry);
    fs.symlinkSync(target, path.join(sources, 'node_modules/@helpdesk', entry));
  }
  return { dist: buildFinance(version, {}, sources), requires: `^${next}` };
}

/**
 * An app (finance, or the shell) as an older release built it: the commit before the shell contract had a version
 * (a remote's manifest then declares no range, a shell checks none), checked out into a temporary worktree, installed
 * offline and built there. Cached under e2e/.cache by app and commit, so the suite builds each once.
 */
function buildOlder(app: 'finance' | 'shell'): { dist: string; commit: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const introduced = git('log', '--format=%H', '--diff-filter=A', '--', 'packages/shared/contract.json').split('\n').pop()!;
  const commit = git('rev-parse', '--short=12', `${introduced}~1`);
  const dist = path.join(ROOT, 'e2e/.cache', `${app}-${commit}`);
  if (fs.existsSync(path.join(dist, 'mf-manifest.json'))) return { dist, commit };
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-older-'));
  const appDir = path.join(checkout, app === 'shell' ? 'shell' : `remotes/${app}`);
  try {
    git('worktree', 'add', '--detach', checkout, commit);
    // The whole workspace (~5 s from the store): a filtered install misses what packages/build resolves for the shared list.
    execFileSync('npx', ['-y', 'pnpm@10.34.9', 'install', '--offline'], { cwd: checkout, stdio: ['ignore', 'pipe', 'pipe'] });
    execFileSync(path.join(appDir, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
      cwd: appDir,
      env: { ...process.env, HELPDESK_VERSION: `older-${commit}`, HELPDESK_DIST: dist },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } finally {
    git('worktree', 'remove', '--force', checkout);
  }
  return { dist, commit };
}

test.describe('version skew, from real builds', () => {
  test('a remote built against a newer shell contract is refused at deploy and, met anyway, says so before any of its code runs', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { dist, requires } = buildFinanceForNewerShell('needs-newer-shell');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      metaData: { helpdeskContract: unknown };
    };
    expect(manifest.metaData.helpdeskContract).toEqual({ version: requires.slice(1), requires });

    // The deploy refuses it: the running shell does not satisfy its range.
    const refused = spawnSync('pnpm', ['-s', 'deploy-remote', 'finance', 'needs-newer-shell', '--from', dist], {
      cwd: ROOT,
      env: deployCliEnv,
      encoding: 'utf8',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`This version of the module needs application contract ${requires}, the running application offers`);

    // Met anyway (a remote on another origin, deployed by its own team): finance's files are that build's.
    const entryRequests: string[] = [];
    // The built-in finance is served from its own origin (FINANCE_ORIGIN); a deployed version from the server.
    const financeFile = (url: URL): string | null =>
      url.origin === FINANCE_ORIGIN ? url.pathname.slice(1) : (/^\/remote-versions\/finance\/[^/]+\/(.+)$/.exec(url.pathname)?.[1] ?? null);
    await page.route(
      (url) => financeFile(url) !== null,
      async (route) => {
        const file = financeFile(new URL(route.request().url()))!;
        if (file.includes('remoteEntry')) entryRequests.push(file);
        const built = path.join(dist, file);
        if (fs.existsSync(built))
          await route.fulfill({ path: built, headers: { 'cache-control': 'no-store', 'access-control-allow-origin': '*' } });
        else await route.continue();
      },
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsAdmin(page);
    await page.goto('/admin');
    await openMenuItem(page, 'Rentowność firm');
    const panel = page.getByTestId('remote-needs-newer-shell');
    await expect(panel).toContainText('Ten moduł wymaga nowszej wersji aplikacji — odśwież stronę');
    await expect(panel).toContainText(`Moduł wymaga kontraktu aplikacji ${requires}`);
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await expect(screen(page, 'finance')).toHaveCount(0);
    // Not fetched, and not run: the entry is a classic script declaring `var finance` on the page's global.
    expect(entryRequests).toEqual([]);
    expect(await page.evaluate(() => 'finance' in window)).toBe(false);

    // Reloading brings the same shell: only an administrator can help now.
    await panel.getByRole('button', { name: 'Odśwież stronę' }).click();
    await expect(page.getByTestId('remote-needs-newer-shell')).toContainText(
      'Ten moduł wymaga nowszej wersji aplikacji — poproś administratora',
    );
    await expect(page.getByTestId('remote-needs-newer-shell').getByRole('button')).toHaveCount(0);
    // A page opened inside finance may have the entry preloaded by the server's HTML (fetched, never run).
    expect(await page.evaluate(() => 'finance' in window)).toBe(false);

    // The other remotes work.
    await openMenuItem(page, 'Centrum sterowania');
    await expect(page.getByRole('heading', { name: 'Centrum sterowania', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('finance of an older release (built from git history) renders and navigates on today’s shell', async ({ page }) => {
    test.setTimeout(240_000);
    const { dist, commit } = buildOlder('finance');
    expect(deployRemote('finance', `older-${commit}`, '--from', dist)).toContain(`deploy → older-${commit}`);
    await signInAsAdmin(page);
    await page.goto('/admin');
    await markDocument(page);
    await openMenuItem(page, 'Rentowność firm');
    await financeVersion(page, `older-${commit}`);
    await openMenuItem(page, 'Rentowność agentów');
    await expect(screen(page, 'finance').getByRole('heading', { name: 'Rentowność agentów' })).toBeVisible();
    await openMenuItem(page, 'Pulpit');
    await openMenuItem(page, 'Rentowność firm');
    await financeVersion(page, `older-${commit}`);
    await expectSameDocument(page);
  });
  test('today’s finance renders and navigates on the shell of an older release (built from git history)', async ({ page }) => {
    test.setTimeout(300_000);
    const { dist: shell } = buildOlder('shell');
    // Today's finance, whatever an earlier test left active.
    expect(deployRemote('finance', 'today', '--from', buildFinance('today'))).toContain('deploy → today');
    const oldMain = /src="\/(main\.[0-9a-f]+\.js)"/.exec(fs.readFileSync(path.join(shell, 'index.html'), 'utf8'))![1]!;
    // The server's page with the older shell's script in place of today's (its boot data kept, today's preloads
    // dropped), and the older shell's files served from its build.
    await page.route(
      (url) => url.origin === SERVER_ORIGIN && !/^\/(api|remotes|remote-versions|sanctum|broadcasting|dev)(\/|$)/.test(url.pathname),
      async (route) => {
        const request = route.request();
        const file = path.join(shell, new URL(request.url()).pathname.slice(1));
        if (request.resourceType() === 'document') {
          const response = await route.fetch();
          const html = (await response.text())
            .replace(/<link rel="(?:modulepreload|preload)"[^>]*>/g, '')
            .replace(/src="\/main\.[0-9a-f]+\.js"/, `src="/${oldMain}"`);
          await route.fulfill({ response, body: html });
        } else if (/\.(js|css)$/.test(file) && fs.existsSync(file)) await route.fulfill({ path: file });
        else await route.fallback();
      },
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const oldShellLoaded = page.waitForRequest((request) => request.url().endsWith(`/${oldMain}`));
    await signInAsAdmin(page);
    await page.goto('/admin');
    await oldShellLoaded;
    await markDocument(page);
    await openMenuItem(page, 'Rentowność firm');
    await financeVersion(page, 'today');
    await expect(screen(page, 'finance').getByRole('heading', { level: 1 })).toHaveText('Rentowność firm');
    // Today's finance: its root names today's shell contract.
    const today = (JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/shared/package.json'), 'utf8')) as { version: string }).version;
    await expect(page.locator('[data-remote-root="finance"]')).toHaveAttribute('data-contract', today);
    await openMenuItem(page, 'Rentowność agentów');
    await expect(screen(page, 'finance').getByRole('heading', { name: 'Rentowność agentów' })).toBeVisible();
    await openMenuItem(page, 'Pulpit');
    await openMenuItem(page, 'Rentowność firm');
    await expect(screen(page, 'finance').getByRole('heading', { level: 1 })).toHaveText('Rentowność firm');
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });
});
