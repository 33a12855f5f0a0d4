/**
 * Issue 38 item 5: a team runs its remote's real dev server (`rspack serve`, not a static copy) and points a shell on
 * another origin at it — here the suite's shell opened as http://127.0.0.1 (a different site from the dev server's
 * localhost, as a staging host would be). The remote loads inside the shell under its CSP, and an edit of the remote's
 * source reloads the page with the change, with no manual reload. The fixture fails the test on any CSP violation,
 * so the dev server's live-reload websocket must be allowed, and only because the override is active. Last, an admin
 * runs a published version of a remote in their own browser only, from the control centre.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { deployRemote, screen } from './helpers.ts';
import { PORTS } from './ports.ts';
import { signInAsAdmin } from './session.ts';

const DEV_ORIGIN = `http://localhost:${PORTS.devServer}`;
const financeDir = fileURLToPath(new URL('../../remotes/finance', import.meta.url));
const textsFile = `${financeDir}/src/i18n/pl.ts`;
const original = readFileSync(textsFile, 'utf8');

let devServer: ChildProcess | undefined;
let output = '';

test.use({ baseURL: `http://127.0.0.1:${PORTS.server}` });
test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  devServer = spawn('npx', ['rspack', 'serve', '--mode', 'development'], {
    cwd: financeDir,
    env: { ...process.env, DEV_PORT: String(PORTS.devServer), NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  devServer.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  devServer.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${DEV_ORIGIN}/mf-manifest.json`).catch(() => null))?.status, {
      timeout: 180_000,
      message: `the finance dev server did not start:\n${output}`,
    })
    .toBe(200);
});

test.afterAll(() => {
  writeFileSync(textsFile, original);
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
});

test('the real dev server of a remote runs inside a shell on another site and reloads it on an edit', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.evaluate(
    (url) => localStorage.setItem('helpdesk.remoteOverrides', JSON.stringify({ finance: url })),
    `${DEV_ORIGIN}/mf-manifest.json`,
  );
  const fromDevServer: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(DEV_ORIGIN) && response.ok()) fromDevServer.push(response.url());
  });
  await page.goto('/admin/profitability');
  const heading = screen(page, 'finance').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Rentowność firm', { timeout: 30_000 });
  await expect(page.getByTestId('override-banner')).toContainText(`${DEV_ORIGIN}/mf-manifest.json`);
  expect(fromDevServer.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  // The page's CSP names the dev server's websocket now (and only because the override cookie says so).
  const document = await page.request.get('/admin/profitability', { headers: { accept: 'text/html' } });
  expect(document.headers()['content-security-policy']).toContain(`ws://localhost:${PORTS.devServer}`);

  // An edit of the remote's source: the dev server rebuilds and the shell's page reloads with it.
  writeFileSync(textsFile, original.replace("profitability: 'Rentowność firm',", "profitability: 'Rentowność firm — wersja robocza',"));
  await expect(heading).toHaveText('Rentowność firm — wersja robocza', { timeout: 60_000 });
  await expect(page.getByTestId('override-banner')).toBeVisible();
});

test('the dev server refuses a page on a site it was not told about, and names the setting', async () => {
  const refused = await fetch(`${DEV_ORIGIN}/remoteEntry.js`, {
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', referer: 'https://elsewhere.example/page' },
  });
  expect(refused.status).toBe(403);
  expect(await refused.text()).toContain('DEV_SHELL_ORIGINS=https://elsewhere.example');
  const shell = await fetch(`${DEV_ORIGIN}/mf-manifest.json`, {
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin: `http://127.0.0.1:${PORTS.server}` },
  });
  expect(shell.status).toBe(200);
  expect(shell.headers.get('access-control-allow-origin')).toBe(`http://127.0.0.1:${PORTS.server}`);
});

test('an admin tries a published version in this browser only, from the control centre, and goes back', async ({ page }) => {
  test.setTimeout(90_000);
  // A version of reports published (not activated) over the deployments API, as a team's CI would.
  const root = path.resolve('..');
  const version = `tried-${Date.now()}`;
  const build = path.join(root, `var/e2e-tried-reports-${PORTS.server}`);
  rmSync(build, { recursive: true, force: true });
  cpSync(path.join(root, 'remotes/reports/dist'), build, { recursive: true });
  writeFileSync(path.join(build, 'build-info.json'), JSON.stringify({ name: 'reports', version, commit: null, built_at: null }));
  deployRemote('reports', version, '--from', build, '--publish-only');
  rmSync(build, { recursive: true, force: true });

  await signInAsAdmin(page);
  await page.goto('/admin/control-center');
  await page.getByRole('button', { name: 'Wypróbuj inną wersję modułu Raporty tylko w tej przeglądarce' }).click();
  await page.getByRole('menuitem', { name: version }).click();
  const banner = page.getByTestId('override-banner');
  await expect(banner).toContainText(`/remote-versions/reports/${version}/mf-manifest.json`);
  // Only this browser: the deployment still hands everyone the built-in reports.
  expect((await (await page.request.get('/remotes.json')).json()).reports).not.toContain(version);
  // And this browser's pages of reports are not rendered on the server with the deployed version: it boots them itself.
  const document = await page.request.get('/admin/agent-report', { headers: { accept: 'text/html' } });
  expect(document.headers()['server-timing']).toContain('ssr;desc="override"');

  const fromVersion: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/remote-versions/reports/${version}/`)) fromVersion.push(response.url());
  });
  await page.goto('/admin/agent-report');
  await expect(screen(page, 'reports')).toBeVisible({ timeout: 20_000 });
  expect(fromVersion.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

  await page.goto('/admin/control-center');
  await page.getByRole('button', { name: 'Wypróbuj inną wersję modułu Raporty tylko w tej przeglądarce' }).click();
  await page.getByRole('menuitem', { name: 'Wróć do wdrożonej wersji' }).click();
  await expect(page.getByTestId('deployment-table')).toBeVisible();
  await expect(page.getByTestId('override-banner')).toHaveCount(0);
});
