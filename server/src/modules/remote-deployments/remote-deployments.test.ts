import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { remoteDeploymentSchema } from '@helpdesk/shared/resources';
import { IMMUTABLE } from '../../platform/static';
import { fakeFinanceBuild } from '../../test/fake-remote-build';
import { Client, login, startServer, type TestServer } from '../../test/harness';
import { canaryBucket } from './service';
import { publishVersion } from './store';

const TOKEN = 'deploy-token-for-tests-0123456789';

describe('remote deployments', () => {
  let server: TestServer;
  let admin: Client;
  const builds: string[] = [];
  const cli = (url: string, body: unknown = {}, token = TOKEN) =>
    new Client(server.base).post(url, body, { authorization: `Bearer ${token}` });
  const locations = async (client: Client = new Client(server.base)) => (await client.get('/remotes.json')).body as Record<string, string>;

  before(async () => {
    server = await startServer({
      tickets: 5,
      env: { REMOTE_DEPLOY_TOKEN: TOKEN, REMOTE_FINANCE_URL: 'http://localhost:9/mf-manifest.json' },
    });
    admin = await login(server.base, 'admin@demo.test');
    for (const version of ['1.0.0', '2.0.0']) {
      const dir = fakeFinanceBuild(version);
      builds.push(dir);
      publishVersion(server.config.remoteDeploymentsDir, 'finance', version, dir, { commit: `c0ffee${version}`, builtAt: null });
    }
  });

  after(async () => {
    await server.close();
    for (const dir of builds) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the configured manifest until a version is deployed, then the versioned one, immutable', async () => {
    assert.equal((await locations()).finance, 'http://localhost:9/mf-manifest.json');
    const deployed = await admin.post('/api/admin/remote-deployments/finance/activate', { version: '2.0.0' });
    assert.equal(deployed.status, 200, JSON.stringify(deployed.body));
    assert.equal(deployed.body.data.action, 'deploy');
    assert.equal(deployed.body.data.actor, 'admin@demo.test');
    assert.equal((await locations()).finance, '/remote-versions/finance/2.0.0/mf-manifest.json');
    assert.equal((await locations()).tickets, '/remotes/tickets/mf-manifest.json');
    const manifest = await fetch(`${server.base}/remote-versions/finance/2.0.0/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), IMMUTABLE);
    assert.equal(((await manifest.json()) as { label: string }).label, '2.0.0');
  });

  it('refuses an unpublished version with a field message in the caller’s language', async () => {
    const pl = await admin.post('/api/admin/remote-deployments/finance/activate', { version: '9.9.9' });
    assert.equal(pl.status, 422);
    assert.match(pl.body.errors.version[0], /nie została opublikowana/);
    admin.lang = 'en';
    const en = await admin.post('/api/admin/remote-deployments/finance/activate', { version: '../../etc' });
    admin.lang = undefined;
    assert.equal(en.status, 422);
    assert.ok(en.body.errors.version);
    const again = await admin.post('/api/admin/remote-deployments/finance/activate', { version: '2.0.0' });
    assert.equal(again.status, 422);
    assert.match(again.body.errors.version[0], /jest już aktywna/);
  });

  it('lets only admins or the deploy token change deployments', async () => {
    const agent = await login(server.base, 'agent@demo.test');
    assert.equal((await agent.post('/api/admin/remote-deployments/finance/rollback')).status, 403);
    assert.equal((await agent.get('/api/admin/remote-deployments')).status, 403);
    assert.equal((await new Client(server.base).get('/api/admin/remote-deployments')).status, 401);
    assert.equal((await cli('/api/admin/remote-deployments/finance/rollback', {}, 'wrong-token')).status, 401);
    const csrfless = await admin.post('/api/admin/remote-deployments/finance/rollback', {}, { 'x-xsrf-token': 'forged' });
    assert.equal(csrfless.status, 419);
  });

  it('rolls back deploy by deploy down to the built-in build, then says there is nothing left', async () => {
    assert.equal((await cli('/api/admin/remote-deployments/finance/activate', { version: '1.0.0' })).status, 200);
    assert.equal((await cli('/api/admin/remote-deployments/finance/activate', { version: '2.0.0' })).status, 200);
    const first = await cli('/api/admin/remote-deployments/finance/rollback');
    assert.equal(first.status, 200);
    assert.deepEqual(
      [first.body.data.action, first.body.data.version, first.body.data.previous_version, first.body.data.actor],
      ['rollback', '1.0.0', '2.0.0', 'deploy-cli'],
    );
    assert.equal((await locations()).finance, '/remote-versions/finance/1.0.0/mf-manifest.json');
    // 1.0.0 was deployed over 2.0.0 (the first test), which had replaced the built-in build.
    assert.equal((await cli('/api/admin/remote-deployments/finance/rollback')).body.data.version, '2.0.0');
    assert.equal((await cli('/api/admin/remote-deployments/finance/rollback')).body.data.version, null);
    assert.equal((await locations()).finance, 'http://localhost:9/mf-manifest.json');
    const none = await cli('/api/admin/remote-deployments/finance/rollback');
    assert.equal(none.status, 422);
    assert.match(none.body.errors.remote[0], /Nie ma wcześniejszej wersji/);
  });

  it('serves a canary to a stable share of signed-in users and withdraws it on rollback', async () => {
    assert.equal((await cli('/api/admin/remote-deployments/finance/activate', { version: '1.0.0' })).status, 200);
    const canary = await cli('/api/admin/remote-deployments/finance/activate', { version: '2.0.0', canary_percent: 50 });
    assert.equal(canary.body.data.action, 'canary');
    const users = ['admin@demo.test', 'manager@demo.test', 'client@demo.test', 'vip@demo.test', 'agent@demo.test'];
    for (const email of users) {
      const client = await login(server.base, email);
      const me = (await client.get('/api/user')).body as { data: { id: number } };
      const expected = canaryBucket('finance', me.data.id) < 50 ? '2.0.0' : '1.0.0';
      const first = (await locations(client)).finance;
      assert.equal(first, `/remote-versions/finance/${expected}/mf-manifest.json`, email);
      assert.equal((await locations(client)).finance, first, `${email}: stable`);
    }
    assert.equal((await locations()).finance, '/remote-versions/finance/1.0.0/mf-manifest.json', 'anonymous: the active version');
    const withdrawn = await cli('/api/admin/remote-deployments/finance/rollback');
    assert.deepEqual([withdrawn.body.data.version, withdrawn.body.data.previous_version], ['1.0.0', '2.0.0']);
    for (const email of users) {
      assert.equal((await locations(await login(server.base, email))).finance, '/remote-versions/finance/1.0.0/mf-manifest.json');
    }
  });

  it('shows admins every remote with its versions, manifest health and history', async () => {
    const overview = await admin.get('/api/admin/remote-deployments');
    assert.equal(overview.status, 200);
    for (const row of overview.body.data) remoteDeploymentSchema.parse(row);
    const finance = overview.body.data.find((row: { remote: string }) => row.remote === 'finance');
    assert.equal(finance.active.version, '1.0.0');
    assert.equal(finance.active.commit, 'c0ffee1.0.0');
    assert.equal(finance.manifest_healthy, true);
    assert.deepEqual(
      finance.versions.map((v: { version: string }) => v.version),
      ['1.0.0', '2.0.0'],
    );
    assert.deepEqual(
      finance.history.slice(0, 3).map((e: { action: string }) => e.action),
      ['rollback', 'canary', 'deploy'],
    );
    const tickets = overview.body.data.find((row: { remote: string }) => row.remote === 'tickets');
    assert.equal(tickets.active, null);
    assert.equal(tickets.manifest_healthy, false, 'the test server has no remotes built');
  });

  it('records every change in the audit trail: who (an admin, or the deploy CLI), and the release before and after', async () => {
    const trail = (
      await admin.get('/api/admin/audit-log?record_kind=remote-deployment&record_id=finance&per_page=100')
    ).body.data.reverse();
    const history = (await admin.get('/api/admin/remote-deployments')).body.data
      .find((row: { remote: string }) => row.remote === 'finance')
      .history.reverse();
    assert.equal(trail.length, history.length, 'one entry per deploy, canary and rollback');
    assert.deepEqual(
      trail.map((e: { label: string }) => e.label),
      history.map((e: { action: string }) => `finance · ${e.action}`),
    );
    const me = (await admin.get('/api/user')).body.data;
    const [first] = trail;
    assert.deepEqual(first.user, { id: me.id, name: `${me.firstname} ${me.lastname}` });
    assert.ok(first.ip);
    assert.deepEqual(first.changes, [{ field: 'activeVersion', before: null, after: '2.0.0' }]);

    const canary = trail.find((e: { label: string }) => e.label === 'finance · canary');
    assert.deepEqual(canary.user, { id: null, name: 'deploy-cli' });
    assert.deepEqual(canary.changes, [
      { field: 'canaryVersion', before: null, after: '2.0.0' },
      { field: 'canaryPercent', before: 0, after: 50 },
    ]);
    const withdrawn = trail.at(-1);
    assert.equal(withdrawn.label, 'finance · rollback');
    assert.deepEqual(withdrawn.changes, [
      { field: 'canaryVersion', before: '2.0.0', after: null },
      { field: 'canaryPercent', before: 50, after: 0 },
    ]);
  });
});
