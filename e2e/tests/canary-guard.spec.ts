/**
 * Issue 38 item 4: a bad canary rolls itself back. A reports build whose entry throws is deployed as a canary for
 * 99 % of users with the deploy CLI; the admin's browser (in the canary) fails to load it a few times, reports it, and
 * the server's canary guard withdraws it on its own: the admin's page then loads the stable build in place, the control
 * centre says why, and the admin is told by the bell and e-mail.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { signInAsAdmin } from './session.ts';
import { deployRemote, screen } from './helpers.ts';
import { PORTS } from './ports.ts';

const ROOT = path.resolve('..');
const BROKEN = path.join(ROOT, `var/e2e-broken-reports-${PORTS.server}`);
const VERSION = `broken-${Date.now()}`;

interface Deployment {
  remote: string;
  canary: { version: { version: string } } | null;
  history: { action: string; actor: string; previous_version: string | null; reason: { canary_errors: number } | null }[];
}

test.afterAll(() => {
  // Whatever happened above, no later test may meet the broken canary.
  try {
    deployRemote('rollback', 'reports');
  } catch {
    // Already withdrawn: nothing to roll back.
  }
  fs.rmSync(BROKEN, { recursive: true, force: true });
});

test('a canary that fails in the browsers is withdrawn by the server, which says why and tells the admins', async ({ page }) => {
  test.setTimeout(90_000);
  // The real reports build, its entry replaced by one that throws as it runs.
  fs.rmSync(BROKEN, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'remotes/reports/dist'), BROKEN, { recursive: true });
  fs.writeFileSync(path.join(BROKEN, 'remoteEntry.js'), "throw new Error('a broken reports build');\n");
  // As the build would say had it been made as this version (HELPDESK_VERSION).
  fs.writeFileSync(
    path.join(BROKEN, 'build-info.json'),
    JSON.stringify({ name: 'reports', version: VERSION, commit: null, built_at: null }),
  );
  expect(deployRemote('reports', VERSION, '--from', BROKEN, '--canary', '99')).toContain(`canary → ${VERSION}`);

  await signInAsAdmin(page);
  const remotes = await (await page.request.get('/remotes.json')).json();
  expect(remotes.reports, 'the admin is in the 99 % canary').toContain(`/remote-versions/reports/${VERSION}/`);
  await page.goto('/admin/agent-report');
  const unavailable = page.getByTestId('remote-unavailable');
  await expect(unavailable).toBeVisible({ timeout: 20_000 });
  // Two more tries in the same page: three failed loads of the canary, reported a few seconds later.
  for (let i = 0; i < 2; i++) {
    await unavailable.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(unavailable.getByRole('button', { name: 'Spróbuj ponownie' })).toBeEnabled({ timeout: 20_000 });
  }

  const reports = async () =>
    ((await (await page.request.get('/api/admin/remote-deployments')).json()) as { data: Deployment[] }).data.find(
      (d) => d.remote === 'reports',
    )!;
  await expect.poll(async () => (await reports()).canary, { timeout: 30_000 }).toBeNull();
  const [withdrawal] = (await reports()).history;
  expect(withdrawal).toMatchObject({ action: 'rollback', actor: 'canary-guard', previous_version: VERSION });
  expect(withdrawal?.reason?.canary_errors).toBeGreaterThanOrEqual(3);

  // The same page heals without a reload: told of the rollback, it loads the stable build in place.
  await expect(screen(page, 'reports')).toBeVisible({ timeout: 20_000 });
  await expect(unavailable).toHaveCount(0);

  // The control centre says why; the bell and an e-mail told the admin.
  await page.goto('/admin/control-center');
  await expect(page.getByTestId('deployment-history').getByTestId('withdrawal-reason').first()).toContainText('Wycofana automatycznie');
  const outbox = (await (await page.request.get('/dev/outbox')).json()) as {
    data: { channel: string; email?: string; subject?: string | null }[];
  };
  expect(outbox.data.some((m) => m.channel === 'mail' && m.email === 'admin@demo.test' && (m.subject ?? '').includes(VERSION))).toBe(true);
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByTestId('notifications-list')).toContainText(`Wersja próbna ${VERSION} modułu reports wycofana`);
});
