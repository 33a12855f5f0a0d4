/**
 * Issue 7: the client side of the monitoring log can be marked read. The read state is the company's (one per log,
 * apart from the staff's), the company is enforced on every call, and each change goes out on the counters channel
 * so every open menu refetches its counter.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { COUNTERS_CHANNEL } from '@helpdesk/shared/schemas';
import { companies, monitoringLogs } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';

describe('client monitoring logs: read state', () => {
  let server: TestServer;
  let vip: Client;
  let monitoring: Client;
  let regular: Client;
  let agent: Client;
  let acme: number;
  let foreignLog: number;
  const published: { channels: string[]; data: unknown }[] = [];

  before(async () => {
    server = await startServer({ tickets: 20 });
    vip = await login(server.base, 'vip@demo.test');
    monitoring = await login(server.base, 'monitoring@demo.test');
    regular = await login(server.base, 'client@demo.test');
    agent = await login(server.base, 'agent@demo.test');
    const db = server.database.db;
    acme = (await db.select({ id: companies.id }).from(companies).where(eq(companies.tag, 'ACME')))[0]!.id;
    const [other] = await db.select({ id: companies.id }).from(companies).where(ne(companies.id, acme)).limit(1);
    // Another company's unread alert, whatever the seed's random spread gave it.
    const [log] = await db
      .insert(monitoringLogs)
      .values({ companyId: other!.id, title: 'Obcy alert', sender: 'Zabbix', body: 'x', receivedAt: new Date() })
      .returning({ id: monitoringLogs.id });
    foreignLog = log!.id;
    const broadcaster = server.app.ctx.broadcaster;
    const publish = broadcaster.publish.bind(broadcaster);
    broadcaster.publish = async (channels, event, data, except) => {
      published.push({ channels, data });
      return publish(channels, event, data, except);
    };
  });
  after(async () => server.close());

  const counter = async (who: Client) => (await who.get('/api/client/monitoring-log/unread-counter')).body.data.count as number;
  const unreadRows = async (who: Client) =>
    (await who.get('/api/client/monitoring-log?filter=unread&per_page=100')).body.data as { id: number; read: boolean }[];

  it('a VIP marks one log read and unread; the counter follows and the counters channel announces it', async () => {
    const before = await counter(vip);
    assert.ok(before > 0, 'the seed leaves some of the company’s logs unread for the client side');
    const staffBefore = (await agent.get('/api/admin/monitoring-log/unread-counter')).body.data.count;
    const [row] = await unreadRows(vip);
    published.length = 0;

    const read = await vip.post(`/api/client/monitoring-log/${row!.id}/read`);
    assert.equal(read.status, 200, JSON.stringify(read.body));
    assert.deepEqual(read.body.data, { id: row!.id, read: true });
    assert.equal(await counter(vip), before - 1);
    assert.ok(
      published.some((p) => p.channels.includes(COUNTERS_CHANNEL)),
      'a counters event went out',
    );
    assert.equal(
      (await agent.get('/api/admin/monitoring-log/unread-counter')).body.data.count,
      staffBefore,
      'the staff’s read state is their own',
    );

    assert.deepEqual((await vip.post(`/api/client/monitoring-log/${row!.id}/unread`)).body.data, { id: row!.id, read: false });
    assert.equal(await counter(vip), before);
  });

  it('the read state is the company’s: what the VIP read is stored on the log for the whole company', async () => {
    const [row] = await unreadRows(vip);
    await vip.post(`/api/client/monitoring-log/${row!.id}/read`);
    const [stored] = await server.database.db.select().from(monitoringLogs).where(eq(monitoringLogs.id, row!.id));
    assert.notEqual(stored!.clientReadAt, null);
  });

  it('the monitoring account (a machine user) is refused every client call, though its company shows the logs (spec §5: client-vip only)', async () => {
    const [row] = await server.database.db
      .select({ id: monitoringLogs.id })
      .from(monitoringLogs)
      .where(eq(monitoringLogs.companyId, acme))
      .limit(1);
    assert.equal((await monitoring.get('/api/client/monitoring-log')).status, 403);
    assert.equal((await monitoring.get(`/api/client/monitoring-log/${row!.id}`)).status, 403);
    assert.equal((await monitoring.get('/api/client/monitoring-log/unread-counter')).status, 403);
    assert.equal((await monitoring.post(`/api/client/monitoring-log/${row!.id}/read`)).status, 403);
    assert.equal((await monitoring.post('/api/client/monitoring-log/read-all')).status, 403);
    const user = (await monitoring.get('/api/user')).body;
    assert.deepEqual(user.permissions, []);
    assert.equal((await vip.get('/api/client/monitoring-log')).status, 200);
  });

  it('another company’s log is not found (and stays unread); read-all touches the caller’s company only', async () => {
    for (const path of [`/${foreignLog}/read`, `/${foreignLog}/unread`]) {
      assert.equal((await vip.post(`/api/client/monitoring-log${path}`)).status, 404, path);
    }
    assert.equal((await vip.get(`/api/client/monitoring-log/${foreignLog}`)).status, 404);

    published.length = 0;
    const all = await vip.post('/api/client/monitoring-log/read-all');
    assert.equal(all.status, 200);
    assert.ok(all.body.data.updated > 0);
    assert.equal(await counter(vip), 0);
    assert.ok(published.some((p) => p.channels.includes(COUNTERS_CHANNEL)));
    const db = server.database.db;
    const [foreign] = await db.select().from(monitoringLogs).where(eq(monitoringLogs.id, foreignLog));
    assert.equal(foreign!.clientReadAt, null);
    const acmeUnread = await db
      .select()
      .from(monitoringLogs)
      .where(and(eq(monitoringLogs.companyId, acme), isNull(monitoringLogs.clientReadAt)));
    assert.equal(acmeUnread.length, 0);
  });

  it('a regular client and staff are refused every client call (403); without a session 401', async () => {
    const [row] = await server.database.db
      .select({ id: monitoringLogs.id })
      .from(monitoringLogs)
      .where(eq(monitoringLogs.companyId, acme))
      .limit(1);
    for (const who of [regular, agent]) {
      assert.equal((await who.post(`/api/client/monitoring-log/${row!.id}/read`)).status, 403);
      assert.equal((await who.post(`/api/client/monitoring-log/${row!.id}/unread`)).status, 403);
      assert.equal((await who.post('/api/client/monitoring-log/read-all')).status, 403);
      assert.equal((await who.get('/api/client/monitoring-log/unread-counter')).status, 403);
    }
    const stranger = new Client(server.base);
    await stranger.get('/sanctum/csrf-cookie');
    assert.equal((await stranger.post(`/api/client/monitoring-log/${row!.id}/read`)).status, 401);
  });

  it('a VIP of a company that does not show monitoring logs is refused', async () => {
    await server.database.db.update(companies).set({ showMonitoringLogs: 0 }).where(eq(companies.id, acme));
    const [row] = await server.database.db
      .select({ id: monitoringLogs.id })
      .from(monitoringLogs)
      .where(eq(monitoringLogs.companyId, acme))
      .limit(1);
    assert.equal((await vip.post(`/api/client/monitoring-log/${row!.id}/read`)).status, 403);
    assert.equal((await vip.post('/api/client/monitoring-log/read-all')).status, 403);
    await server.database.db.update(companies).set({ showMonitoringLogs: 1 }).where(eq(companies.id, acme));
  });
});
