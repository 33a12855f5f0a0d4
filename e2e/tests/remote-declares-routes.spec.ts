/**
 * A remote brings its own route and menu entry (issue 38 item 7, README "Deploying a remote": a remote's
 * declaration): a copy of the reports remote with a new screen at a new path (`/admin/forecast`) and a menu entry for
 * it in the Reports group, after "Raport agenta", is built and deployed over the deploy API. The shell, not rebuilt
 * and the server not restarted, mounts the path and shows the entry — in a tab open during the deploy and on a full
 * load — and the screen renders; an agent without the entry's ability sees neither and gets the access-denied page
 * on the URL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn, signInAsAdmin } from './session.ts';
import { deployRemote, expectSameDocument, markDocument, openMenuItem, rollBackToBuiltIn, screen } from './helpers.ts';
import { PORTS } from './ports.ts';

const ROOT = path.resolve('..');
const REPORTS = path.join(ROOT, 'remotes/reports');
const BUILDS = path.join(ROOT, `var/e2e-reports-declaration-builds-${PORTS.server}`);
const VERSION = 'forecast-1';
const LABEL = 'Prognoza raportów';
const HEADING = 'Prognoza raportów na kolejny kwartał';

/** One source file of the copy changed as the reports team would: `from` must be there, or the test is out of date. */
function patch(sources: string, file: string, from: string, to: string): void {
  const target = path.join(sources, file);
  const text = fs.readFileSync(target, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer holds ${from}`);
  fs.writeFileSync(target, text.replace(from, to));
}

/** Reports with a forecast screen: its route, its declared path (ability reports.general) and its menu entry. */
function buildReportsWithForecast(): string {
  const sources = path.join(BUILDS, 'src');
  fs.mkdirSync(sources, { recursive: true });
  for (const entry of ['src', 'package.json', 'rspack.config.ts'])
    fs.cpSync(path.join(REPORTS, entry), path.join(sources, entry), { recursive: true });
  fs.symlinkSync(path.join(REPORTS, 'node_modules'), path.join(sources, 'node_modules'));
  fs.mkdirSync(path.join(sources, 'src/features/forecast'), { recursive: true });
  fs.writeFileSync(
    path.join(sources, 'src/features/forecast/forecast-screen.tsx'),
    `export function ForecastScreen() {\n  return <h1>${HEADING}</h1>;\n}\n`,
  );
  patch(
    sources,
    'src/routes.tsx',
    'const screens: RouteObject[] = [',
    `const screens: RouteObject[] = [
  {
    path: 'forecast',
    handle: needs('reports.general'),
    lazy: lazyScreen(() => import('./features/forecast/forecast-screen.tsx'), 'ForecastScreen'),
  },`,
  );
  patch(
    sources,
    'src/declaration.ts',
    "    { segment: 'agent-stats', ability: 'agent-stats.view' },",
    "    { segment: 'agent-stats', ability: 'agent-stats.view' },\n    { segment: 'forecast', ability: 'reports.general' },",
  );
  patch(
    sources,
    'src/declaration.ts',
    '  menu: [',
    `  menu: [
    { id: 146, group: 'reports', order: 45, key: 'forecast', label: { pl: '${LABEL}', en: 'Report forecast' }, ability: 'reports.general', path: '/admin/forecast' },`,
  );
  const dist = path.join(BUILDS, VERSION);
  execFileSync(path.join(REPORTS, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: sources,
    env: { ...process.env, HELPDESK_VERSION: VERSION, HELPDESK_DIST: dist },
    stdio: 'ignore',
  });
  return dist;
}

test.describe.configure({ mode: 'serial' });

let dist = '';

test.beforeAll(() => {
  test.setTimeout(180_000);
  fs.rmSync(BUILDS, { recursive: true, force: true });
  dist = buildReportsWithForecast();
});

test.afterAll(() => {
  rollBackToBuiltIn('reports');
  fs.rmSync(BUILDS, { recursive: true, force: true });
});

const nav = (page: Page) => page.getByRole('navigation', { name: /Menu główne|Main menu/ });

/** The sidebar's link names in their order (counters dropped). */
async function menuLinks(page: Page): Promise<string[]> {
  const names = await nav(page).getByRole('link').allInnerTexts();
  return names.map((name) => name.replace(/\s*\d+$/, '').trim());
}

test('a deployed reports build adds its forecast screen and menu entry, in the open tab and on a full load, with no shell release', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.locator('html[data-deployments="subscribed"]')).toHaveCount(1);
  await expect(nav(page).getByRole('link', { name: 'Raport agenta' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: LABEL })).toHaveCount(0);
  await markDocument(page);

  // Deployed while the tab is open elsewhere than reports: the entry appears where the build placed it.
  const asked = page.waitForRequest((request) => /\/remotes\.json\?deployment=\d+/.test(request.url()));
  expect(deployRemote('reports', VERSION, '--from', dist)).toContain(`deploy → ${VERSION}`);
  await asked;
  await expect(nav(page).getByRole('link', { name: LABEL })).toBeVisible();
  const links = await menuLinks(page);
  expect(links.slice(links.indexOf('Raport agenta'), links.indexOf('Raport agenta') + 3)).toEqual([
    'Raport agenta',
    LABEL,
    'Akceptacja czasu',
  ]);

  await openMenuItem(page, LABEL);
  await expect(page).toHaveURL(/\/admin\/forecast$/);
  await expect(screen(page, 'reports').getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page.locator('[data-remote-root="reports"]')).toHaveAttribute('data-remote-version', VERSION);
  await expectSameDocument(page);

  // A full load of the new path: the server's boot data carries the declaration.
  await page.goto('/admin/forecast');
  await expect(screen(page, 'reports').getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: LABEL })).toHaveAttribute('aria-current', 'page');
});

test('an agent without the forecast’s ability sees no entry and gets the access-denied page on its URL', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await page.goto('/admin');
  await expect(nav(page).getByRole('link', { name: 'Raport agenta' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: LABEL })).toHaveCount(0);
  await page.goto('/admin/forecast');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Brak uprawnień').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: HEADING })).toHaveCount(0);
});
