/**
 * Remote deployments (README "Deploying a remote"): the deploy CLI (a client of the deployments API) uploads a finance
 * build under its version and activates it, and an archive packed as `.ci/remote` packs it deploys over HTTP alone;
 * signed-in browsers get it at their next navigation into finance without a reload of the shell, a page inside
 * finance is told a newer version is available, rollback brings the previous one back (each build with its own
 * texts), and the control centre lists the events.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { signInAsAdmin } from './session.ts';
import { expectSameDocument, markDocument, openMenuItem, screen } from './helpers.ts';
import { PORTS, SERVER_ORIGIN } from './ports.ts';
import { REMOTE_DEPLOY_TOKEN } from './secrets.ts';
import { packRemote } from '../../scripts/pack-remote.mjs';

const ROOT = path.resolve('..');
const BUILDS = path.join(ROOT, `var/e2e-finance-builds-${PORTS.server}`);
/** The CLI needs the server's URL and the deploy token only: it uploads, never writes the server's disk. */
const cliEnv = { ...process.env, HELPDESK_URL: SERVER_ORIGIN, REMOTE_DEPLOY_TOKEN };

function deployRemote(...args: string[]): string {
  return execFileSync('pnpm', ['-s', 'deploy-remote', ...args], { cwd: ROOT, env: cliEnv, encoding: 'utf8' });
}

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

/** The shared contract today's sources carry (packages/shared/src/remote/contract-version.ts). */
const CURRENT_CONTRACT = Number(
  /const CURRENT = (\d+);/.exec(fs.readFileSync(path.join(ROOT, 'packages/shared/src/remote/contract-version.ts'), 'utf8'))?.[1],
);

test.describe.configure({ mode: 'serial' });

let v1 = '';
let v2 = '';

test.beforeAll(() => {
  fs.rmSync(BUILDS, { recursive: true, force: true });
  v1 = buildFinance('1.0.0');
  v2 = buildNextFinance('2.0.0');
});

test.afterAll(() => {
  // Back to the built-in finance for the rest of the suite: roll back until nothing is left.
  for (let i = 0; i < 10; i++) {
    try {
      deployRemote('rollback', 'finance');
    } catch {
      break;
    }
  }
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
  const history = page.getByTestId('deployment-history');
  await expect(history.locator('tr[data-action]')).toHaveCount(3);
  await expect(history.locator('tr[data-action]').first()).toContainText('wycofanie');
  await expect(history.locator('tr[data-action]').first()).toContainText('2.0.0 → 1.0.0');
  await expect(history.locator('tr[data-action="deploy"]').first()).toContainText('1.0.0 → 2.0.0');
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

test.describe('version skew', () => {
  test.beforeAll(() => {
    expect(CURRENT_CONTRACT).toBeGreaterThan(1);
  });

  // The running shell is today's (contract CURRENT). A remote of the next release (built against CURRENT + 1, still
  // running on CURRENT) stands for "shell of the previous release, remote of today"; a remote of the previous release
  // (built against CURRENT - 1) for the reverse.
  for (const [label, contract, required] of [
    ['a remote of the next release on this shell', CURRENT_CONTRACT + 1, CURRENT_CONTRACT],
    ['a remote of the previous release on this shell', CURRENT_CONTRACT - 1, 1],
  ] as const) {
    test(`${label} renders and navigates`, async ({ page }) => {
      test.setTimeout(90_000);
      const version = `skew-${contract}`;
      const dist = buildFinance(version, { HELPDESK_CONTRACT_VERSION: String(contract), HELPDESK_REQUIRED_CONTRACT: String(required) });
      deployRemote('finance', version, '--from', dist);
      await signInAsAdmin(page);
      await page.goto('/admin');
      await markDocument(page);
      await openMenuItem(page, 'Rentowność firm');
      await financeVersion(page, version);
      await expect(screen(page, 'finance')).toHaveAttribute('data-contract', String(contract));
      await openMenuItem(page, 'Rentowność agentów');
      await expect(screen(page, 'finance').getByRole('heading', { name: 'Rentowność agentów' })).toBeVisible();
      await openMenuItem(page, 'Pulpit');
      await openMenuItem(page, 'Rentowność firm');
      await financeVersion(page, version);
      await expectSameDocument(page);
    });
  }

  test('a remote that needs a newer shared contract than the shell offers refuses to load, and the rest works', async ({ page }) => {
    test.setTimeout(90_000);
    const version = 'needs-newer-shell';
    const dist = buildFinance(version, {
      HELPDESK_CONTRACT_VERSION: String(CURRENT_CONTRACT + 1),
      HELPDESK_REQUIRED_CONTRACT: String(CURRENT_CONTRACT + 1),
    });
    deployRemote('finance', version, '--from', dist);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsAdmin(page);
    await page.goto('/admin');
    await openMenuItem(page, 'Rentowność firm');
    const panel = page.getByTestId('remote-needs-newer-shell');
    await expect(panel).toContainText('Moduł „Finanse” wymaga nowszej wersji aplikacji');
    await expect(panel).toContainText(`kontrakt ${CURRENT_CONTRACT + 1}, a działająca powłoka oferuje ${CURRENT_CONTRACT}`);
    await expect(screen(page, 'finance')).toHaveCount(0);
    await openMenuItem(page, 'Centrum sterowania');
    await expect(page.getByRole('heading', { name: 'Centrum sterowania', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
