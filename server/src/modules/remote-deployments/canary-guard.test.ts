/** Issue 38 item 4: browsers report each remote version's loads and errors; a canary erring past the margin withdraws itself. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { remoteDeploymentSchema } from '@helpdesk/shared/resources';
import { notifications, remoteHealth, remoteReleases, users } from '../../platform/db/schema';
import { fakeFinanceBuild } from '../../test/fake-remote-build';
import { Client, login, outboxSince, startServer, type TestServer } from '../../test/harness';
import { CANARY_GUARD_ACTOR, guardCanaries, judgeCanary } from './canary-guard';
import { publishVersion } from './store';

const BUILT_IN = 'http://localhost:9/mf-manifest.json';

const published = (version: string) => `http://helpdesk.example/remote-versions/finance/${version}/mf-manifest.json`;

describe('the canary guard', () => {
  let server: TestServer;
  let admin: Client;
  let client: Client;
  const builds: string[] = [];

  const report = (who: Client, reports: unknown) => who.post('/api/remote-health', { reports });
  const counters = async () =>
    (await server.database.db.select().from(remoteHealth).where(eq(remoteHealth.remote, 'finance'))).reduce<
      Record<string, { loads: number; errors: number }>
    >((all, row) => {
      const seen = all[row.version] ?? { loads: 0, errors: 0 };
      return { ...all, [row.version]: { loads: seen.loads + row.loads, errors: seen.errors + row.errors } };
    }, {});
  const startCanary = async (version: string) => {
    const res = await admin.post('/api/admin/remote-deployments/finance/activate', { version, canary_percent: 50 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };

  before(async () => {
    server = await startServer({
      tickets: 5,
      env: { REMOTE_FINANCE_URL: BUILT_IN, CANARY_MIN_LOADS: '10', CANARY_ERROR_MARGIN_PERCENT: '5' },
    });
    admin = await login(server.base, 'admin@demo.test');
    client = await login(server.base, 'client@demo.test');
    for (const version of ['1.0.0', '2.0.0', '3.0.0']) {
      const dir = fakeFinanceBuild(version);
      builds.push(dir);
      publishVersion(server.config.remoteDeploymentsDir, 'finance', version, dir, { commit: null, builtAt: null });
    }
    const deployed = await admin.post('/api/admin/remote-deployments/finance/activate', { version: '1.0.0' });
    assert.equal(deployed.status, 200, JSON.stringify(deployed.body));
  });

  after(async () => {
    await server.close();
    for (const dir of builds) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes reports from any signed-in browser, counts published and built-in versions, drops overrides', async () => {
    const anonymous = new Client(server.base);
    await anonymous.get('/sanctum/csrf-cookie');
    assert.equal((await report(anonymous, [{ remote: 'finance', manifest_url: published('1.0.0'), loads: 1, errors: 0 }])).status, 401);
    const bad = await report(client, [{ remote: 'finance', manifest_url: published('1.0.0'), loads: 1000, errors: -1 }]);
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors['reports.0.loads'] && bad.body.errors['reports.0.errors'], JSON.stringify(bad.body));
    const ok = await report(client, [
      { remote: 'finance', manifest_url: published('1.0.0'), loads: 4, errors: 1 },
      { remote: 'finance', manifest_url: BUILT_IN, loads: 2, errors: 0 },
      { remote: 'finance', manifest_url: 'http://localhost:3004/mf-manifest.json', loads: 9, errors: 9 },
      { remote: 'finance', manifest_url: published('..%2Fetc'), loads: 9, errors: 9 },
      { remote: 'finance', manifest_url: published('%E0%A4%A'), loads: 9, errors: 9 },
    ]);
    assert.equal(ok.status, 204, JSON.stringify(ok.body));
    assert.equal((await report(admin, [{ remote: 'finance', manifest_url: published('1.0.0'), loads: 3, errors: 0 }])).status, 204);
    assert.deepEqual(await counters(), { '1.0.0': { loads: 7, errors: 1 }, '': { loads: 2, errors: 0 } });
  });

  it('judges on enough loads and the margin over the stable version’s rate', () => {
    const options = { minLoads: 10, marginPercent: 5, windowMinutes: 15 };
    assert.equal(judgeCanary({ loads: 9, errors: 9 }, { loads: 100, errors: 0 }, options), null, 'too few loads');
    assert.equal(judgeCanary({ loads: 100, errors: 10 }, { loads: 100, errors: 5 }, options), null, 'exactly the margin');
    assert.deepEqual(judgeCanary({ loads: 100, errors: 11 }, { loads: 100, errors: 5 }, options), {
      kind: 'canary_errors',
      canary_loads: 100,
      canary_errors: 11,
      stable_loads: 100,
      stable_errors: 5,
      window_minutes: 15,
      margin_percent: 5,
    });
    // A stable version nobody reported counts as error-free.
    assert.ok(judgeCanary({ loads: 10, errors: 1 }, { loads: 0, errors: 0 }, options));
  });

  it('leaves a healthy canary running, withdraws a failing one with its figures and tells the admins', async () => {
    await startCanary('2.0.0');
    await report(client, [{ remote: 'finance', manifest_url: published('2.0.0'), loads: 20, errors: 1 }]);
    assert.deepEqual(await guardCanaries(server.app.ctx), [], 'within the margin: 5 % vs 14 % stable');
    let [release] = await server.database.db.select().from(remoteReleases).where(eq(remoteReleases.remote, 'finance'));
    assert.equal(release?.canaryVersion, '2.0.0');

    await startCanary('3.0.0');
    const [mark] = await outboxSince(server);
    await report(client, [{ remote: 'finance', manifest_url: published('3.0.0'), loads: 12, errors: 9 }]);
    const [event, ...more] = await guardCanaries(server.app.ctx);
    assert.equal(more.length, 0);
    assert.equal(event?.action, 'rollback');
    assert.equal(event?.actor, CANARY_GUARD_ACTOR);
    assert.equal(event?.previous_version, '3.0.0');
    assert.equal(event?.version, '1.0.0');
    assert.deepEqual(event?.reason, {
      kind: 'canary_errors',
      canary_loads: 12,
      canary_errors: 9,
      stable_loads: 7,
      stable_errors: 1,
      window_minutes: 15,
      margin_percent: 5,
    });
    [release] = await server.database.db.select().from(remoteReleases).where(eq(remoteReleases.remote, 'finance'));
    assert.deepEqual([release?.activeVersion, release?.canaryVersion, release?.canaryPercent], ['1.0.0', null, 0]);
    assert.equal((await new Client(server.base).get('/remotes.json')).body.finance, '/remote-versions/finance/1.0.0/mf-manifest.json');

    // The admins: the bell, and an e-mail in their language naming both rates.
    const [adminRow] = await server.database.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const bell = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, adminRow!.id), eq(notifications.type, 'App\\Notifications\\CanaryWithdrawn')));
    assert.equal(bell.length, 1);
    assert.match(String((bell[0]!.data as { message: string }).message), /3\.0\.0.*finance.*75%.*14,3%/);
    const mails = (await outboxSince(server, mark?.id ?? 0)).filter((m) => m.channel === 'mail' && m.email === 'admin@demo.test');
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.subject ?? '', /3\.0\.0.*finance|finance.*3\.0\.0/);
    assert.match(mails[0]!.body, /9 błędów na 12 wczytań/);
    const managers = (await outboxSince(server, mark?.id ?? 0)).filter((m) => m.email === 'manager@demo.test');
    assert.equal(managers.length, 0, 'admins only');

    // The control centre shows why, and judging again changes nothing.
    const overview = await admin.get('/api/admin/remote-deployments');
    const finance = remoteDeploymentSchema
      .array()
      .parse(overview.body.data)
      .find((row) => row.remote === 'finance')!;
    assert.equal(finance.canary, null);
    assert.equal(finance.history[0]?.reason?.canary_errors, 9);
    assert.deepEqual(await guardCanaries(server.app.ctx), []);
  });

  it('shows a running canary’s figures beside the stable version’s in the control centre', async () => {
    await startCanary('2.0.0');
    const overview = await admin.get('/api/admin/remote-deployments');
    const finance = remoteDeploymentSchema
      .array()
      .parse(overview.body.data)
      .find((row) => row.remote === 'finance')!;
    assert.deepEqual(finance.canary?.health, { window_minutes: 15, canary: { loads: 20, errors: 1 }, stable: { loads: 7, errors: 1 } });
  });

  it('is admin-only to read, and a browser cannot flood it', async () => {
    assert.equal((await client.get('/api/admin/remote-deployments')).status, 403);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await report(client, [{ remote: 'finance', manifest_url: published('1.0.0'), loads: 1, errors: 0 }])).status);
    }
    assert.ok(statuses.includes(429), statuses.join(','));
  });
});
