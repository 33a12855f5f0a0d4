/** Issue 6 item 3: monitoring alerts (token, JSON shape, webhook adapter), one ticket per check, logs and counters. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { COUNTERS_CHANNEL, monitoringTokenCreateSchema, translateIssue } from '@helpdesk/shared/schemas';
import { companies, companyAgents, notificationPreferences, ticketMessages, tickets, users } from '../../platform/db/schema';
import { failInsertsInto, isForcedRollback } from '../../platform/storage/testing';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { receiveAlert } from './service';
import { adaptWebhook } from './webhook-adapter';

describe('monitoring alerts (server)', () => {
  let server: TestServer;
  let admin: Client;
  let agent: Client;
  let vip: Client;
  let regular: Client;
  let token: string;
  const ids: Record<string, number> = {};
  const published: { channels: string[]; data: any }[] = [];

  before(async () => {
    server = await startServer({ tickets: 30 });
    admin = await login(server.base, 'admin@demo.test');
    agent = await login(server.base, 'agent@demo.test');
    vip = await login(server.base, 'vip@demo.test');
    regular = await login(server.base, 'client@demo.test');
    for (const u of await server.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await server.database.db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
    const broadcaster = server.app.ctx.broadcaster;
    const publish = broadcaster.publish.bind(broadcaster);
    broadcaster.publish = async (channels, event, data, except) => {
      published.push({ channels, data });
      return publish(channels, event, data, except);
    };
  });
  after(async () => server.close());

  const send = async (body: unknown, path = '/api/monitoring/alerts', t = token) => {
    const res = await fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('issues a per-company token (admin; clients 403); alerts need it (401)', async () => {
    assert.equal((await vip.post('/api/admin/monitoring-token', { company_id: ids.ACME })).status, 403);
    const res = await admin.post('/api/admin/monitoring-token', { company_id: ids.ACME });
    assert.equal(res.status, 201);
    token = res.body.data.token;
    assert.match(token, /^mon_/);
    const list = await admin.get('/api/admin/monitoring-token');
    assert.deepEqual(
      list.body.data.map((t: any) => t.company.tag),
      ['ACME'],
    );
    assert.equal(list.body.data[0].hint, token.slice(-4));
    assert.equal((await send({ check: 'x', title: 'y' }, undefined, 'mon_wrong')).status, 401);
    assert.equal((await send({ check: 'x' })).status, 422);
  });

  it('an alert opens one monitoring ticket; a repeat updates the same ticket; a recovery adds to it; counters go out live', async () => {
    // The broadcast carries every company's count (the admin's); the agent's counter is its companies' (ACME among them).
    const before = (await admin.get('/api/admin/monitoring-log/unread-counter')).body.data.count;
    const agentBefore = (await agent.get('/api/admin/monitoring-log/unread-counter')).body.data.count;
    const vipBefore = (await vip.get('/api/client/monitoring-log/unread-counter')).body.data.count;
    published.length = 0;
    const first = await send({
      check: 'srv-acme-01/disk-c',
      title: 'Dysk C: zajęte 95%',
      message: 'Wolne 2 GB',
      host: 'srv-acme-01',
      severity: 'critical',
      sender: 'Zabbix',
    });
    assert.equal(first.status, 202, JSON.stringify(first.body));
    assert.equal(first.body.data.action, 'opened');
    const ticketId = first.body.data.ticket.id;
    const [t] = await server.database.db.select().from(tickets).where(eq(tickets.id, ticketId));
    assert.equal(t!.type, 'monitoring');
    assert.equal(t!.priority, 'critical');
    assert.equal(t!.companyId, ids.ACME);
    assert.equal(t!.requesterId, ids['monitoring@demo.test']);
    assert.match(t!.subject, /Dysk C/);
    assert.ok(published.some((p) => p.channels.includes(COUNTERS_CHANNEL) && Object.keys(p.data).length === 0));
    assert.ok(published.some((p) => p.channels.includes(`private-company.${ids.ACME}`)));

    const repeat = await send({ check: 'srv-acme-01/disk-c', title: 'Dysk C: zajęte 97%', host: 'srv-acme-01' });
    assert.equal(repeat.body.data.action, 'updated');
    assert.equal(repeat.body.data.ticket.id, ticketId);
    const ok = await send({ check: 'srv-acme-01/disk-c', status: 'ok', title: 'Dysk C: OK' });
    assert.equal(ok.body.data.action, 'updated');
    assert.equal((await server.database.db.select().from(tickets).where(eq(tickets.subject, t!.subject))).length, 1);
    const messages = await server.database.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticketId));
    assert.equal(messages.length, 2);
    // The company's monitoring account writes them; the origin still says an alert did.
    const shown = (await agent.get(`/api/admin/ticket/${ticketId}`)).body.data;
    assert.deepEqual([shown.origin, shown.sender, shown.requester.id], ['monitoring', null, ids['monitoring@demo.test']]);
    assert.deepEqual(
      shown.messages.map((m: any) => [m.origin, m.author?.id, m.sender]),
      [
        ['monitoring', ids['monitoring@demo.test'], null],
        ['monitoring', ids['monitoring@demo.test'], null],
      ],
    );
    assert.equal((await agent.get('/api/admin/monitoring-log/unread-counter')).body.data.count, agentBefore + 3);
    assert.equal((await admin.get('/api/admin/monitoring-log/unread-counter')).body.data.count, before + 3);
    assert.equal((await vip.get('/api/client/monitoring-log/unread-counter')).body.data.count, vipBefore + 3);
  });

  it('alerts arriving together for one check open one ticket', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => send({ check: 'fw/cpu', title: `CPU ${90 + i}%` })));
    assert.deepEqual(
      results.map((r) => r.status),
      [202, 202, 202, 202, 202],
    );
    assert.equal(new Set(results.map((r) => r.body.data.ticket.id)).size, 1);
    assert.equal(results.filter((r) => r.body.data.action === 'opened').length, 1);
  });

  it("an alert's notification e-mails go out after its commit: a rolled-back alert sends nothing", async () => {
    const db = server.database.db;
    const ctx = server.app.ctx;
    const opened = await send({ check: 'nas/raid', title: 'RAID zdegradowany' });
    const ticketId = opened.body.data.ticket.id;
    // With an assignee who takes answers by e-mail (staff do not by default), an update on the ticket is due to notify
    // them (broadcast and e-mail).
    await db.update(tickets).set({ assigneeId: ids['manager@demo.test'] }).where(eq(tickets.id, ticketId));
    await db.insert(notificationPreferences).values({ userId: ids['manager@demo.test']!, event: 'ticket_answered', mail: true });
    const [acme] = await db.select().from(companies).where(eq(companies.id, ids.ACME!));
    const mark = (await ctx.messenger.outbox())[0]?.id ?? 0;
    const sentSince = async () => (await ctx.messenger.outbox()).filter((m) => m.id > mark);
    published.length = 0;
    const restore = await failInsertsInto(db, 'monitoring_logs');
    try {
      await assert.rejects(
        receiveAlert(ctx, acme!, { check: 'nas/raid', status: 'problem', title: 'RAID nadal zdegradowany', message: '' }, 'api'),
        isForcedRollback,
      );
    } finally {
      await restore();
    }
    assert.deepEqual(await sentSince(), []);
    assert.equal(published.length, 0, JSON.stringify(published));
    assert.equal((await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticketId))).length, 0);

    const again = await send({ check: 'nas/raid', title: 'RAID nadal zdegradowany' });
    assert.equal(again.body.data.action, 'updated');
    assert.deepEqual(
      (await sentSince()).map((m) => m.to),
      ['manager@demo.test'],
    );
    assert.ok(published.some((p) => p.channels.includes(`private-App.Models.User.${ids['manager@demo.test']}`)));
  });

  it('after the ticket is resolved, the next problem opens a new one; a recovery without an open ticket is only logged', async () => {
    const first = await send({ check: 'ups/battery', title: 'Bateria UPS słaba' });
    const detail = await agent.get(`/api/admin/ticket/${first.body.data.ticket.id}`);
    await agent.request('PATCH', `/api/admin/ticket/${first.body.data.ticket.id}`, {
      version: detail.body.data.version,
      status: 'resolved',
    });
    const ok = await send({ check: 'ups/battery', status: 'ok', title: 'Bateria UPS OK' });
    assert.equal(ok.body.data.action, 'logged');
    assert.equal(ok.body.data.ticket, null);
    const again = await send({ check: 'ups/battery', title: 'Bateria UPS słaba' });
    assert.equal(again.body.data.action, 'opened');
    assert.notEqual(again.body.data.ticket.id, first.body.data.ticket.id);
  });

  it('without a monitoring account the alert’s ticket and messages are nobody’s: they answer their origin, to staff and to the VIP', async () => {
    const db = server.database.db;
    // ACME without its monitoring account, for this test only.
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ids['monitoring@demo.test']!));
    let ticketId: number;
    try {
      const opened = await send({ check: 'srv-acme-02/ping', title: 'Serwer nie odpowiada' });
      assert.equal(opened.body.data.action, 'opened');
      ticketId = opened.body.data.ticket.id;
      assert.equal((await send({ check: 'srv-acme-02/ping', title: 'Serwer nadal nie odpowiada' })).body.data.action, 'updated');
    } finally {
      await db.update(users).set({ deletedAt: null }).where(eq(users.id, ids['monitoring@demo.test']!));
    }
    // An agent's reply in the app is `web`.
    await agent.post(`/api/admin/ticket/${ticketId}/reply`, { body: 'Sprawdzamy serwer.' });
    for (const [who, path] of [
      [agent, 'admin'],
      [vip, 'client'],
    ] as const) {
      const shown = (await who.get(`/api/${path}/ticket/${ticketId}`)).body.data;
      assert.deepEqual(
        { origin: shown.origin, sender: shown.sender, requester: shown.requester, created_by: shown.created_by },
        { origin: 'monitoring', sender: null, requester: null, created_by: null },
        path,
      );
      assert.deepEqual(
        shown.messages.map((m: any) => [m.origin, m.author?.kind ?? null, m.sender]),
        [
          ['monitoring', null, null],
          ['web', 'agent', null],
        ],
        path,
      );
    }
  });

  it('the webhook adapter takes Uptime Kuma / Zabbix / flat payloads', async () => {
    assert.deepEqual(
      adaptWebhook({
        heartbeat: { status: 0, msg: 'timeout' },
        monitor: { id: 7, name: 'www.acme.test', url: 'https://www.acme.test' },
        msg: '[www.acme.test] [🔴 Down] timeout',
      }),
      {
        check: '7',
        status: 'problem',
        title: '[www.acme.test] [🔴 Down] timeout',
        message: '[www.acme.test] [🔴 Down] timeout',
        host: 'https://www.acme.test',
        sender: 'Uptime Kuma',
      },
    );
    const zabbix = adaptWebhook({ host: 'srv-01', trigger_name: 'High CPU', event_value: '0', severity: 'High' });
    assert.equal(zabbix!.status, 'ok');
    assert.equal(zabbix!.check, 'srv-01/High CPU');
    assert.equal(zabbix!.severity, 'high');
    assert.equal(adaptWebhook({ foo: 1 }), null);
    const res = await send({ host: 'nas-01', sensor: 'Ping', status: 'Down', message: 'Request timed out' }, '/api/monitoring/webhook');
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.data.action, 'opened');
    const viaQuery = await fetch(`${server.base}/api/monitoring/webhook?token=${token}&host=nas-01&sensor=Ping&status=Up&message=OK`, {
      method: 'POST',
    });
    assert.equal(viaQuery.status, 202);
    assert.equal(((await viaQuery.json()) as any).data.action, 'updated');
  });

  it('tokens: an agent lists, issues and revokes only for the companies assigned to them; deleted companies never listed', async () => {
    const db = server.database.db;
    const agentId = ids['agent@demo.test']!;
    const assignedTo = new Set(
      (await db.select({ id: companyAgents.companyId }).from(companyAgents).where(eq(companyAgents.agentId, agentId))).map((r) => r.id),
    );
    const others = (await db.select({ id: companies.id, tag: companies.tag }).from(companies).orderBy(companies.id)).filter(
      (c) => !assignedTo.has(c.id),
    );
    const [foreign, gone] = others;
    assert.ok(foreign && gone, 'two companies the demo agent is not assigned to');
    for (const id of [ids.BUDX, foreign!.id, gone!.id])
      assert.equal((await admin.post('/api/admin/monitoring-token', { company_id: id })).status, 201);
    const foreignToken = (await admin.post('/api/admin/monitoring-token', { company_id: foreign!.id })).body.data.token as string;
    // The company is deleted afterwards (its agent stays assigned): its token is listed to nobody.
    await db.insert(companyAgents).values({ companyId: gone!.id, agentId });
    await db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, gone!.id));
    const listed = async (who: Client) => {
      const res = await who.get('/api/admin/monitoring-token');
      assert.equal(res.status, 200);
      return (res.body.data as any[]).map((t) => t.company.id).sort((a, b) => a - b);
    };
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    assert.deepEqual(await listed(admin), sorted([ids.ACME!, ids.BUDX!, foreign!.id]));
    assert.deepEqual(await listed(agent), sorted([ids.ACME!, ids.BUDX!]));

    // Without the BUDX assignment the agent no longer sees its hint, nor may issue or revoke its token.
    await db.delete(companyAgents).where(and(eq(companyAgents.companyId, ids.BUDX!), eq(companyAgents.agentId, agentId)));
    try {
      assert.deepEqual(await listed(agent), [ids.ACME!]);
      assert.equal((await agent.post('/api/admin/monitoring-token', { company_id: ids.BUDX })).status, 403);
      assert.equal((await agent.delete(`/api/admin/monitoring-token/${ids.BUDX}`)).status, 403);
    } finally {
      await db.insert(companyAgents).values({ companyId: ids.BUDX!, agentId });
    }
    assert.equal((await agent.post('/api/admin/monitoring-token', { company_id: foreign!.id })).status, 403);
    assert.equal((await agent.delete(`/api/admin/monitoring-token/${foreign!.id}`)).status, 403);
    // The refused revocation left the token working.
    const res = await fetch(`${server.base}/api/monitoring/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${foreignToken}` },
      body: JSON.stringify({ check: 'scope/test', status: 'ok', title: 'OK' }),
    });
    assert.equal(res.status, 202);
    // Issuing for a deleted company: 422, as for an unknown one.
    assert.equal((await admin.post('/api/admin/monitoring-token', { company_id: gone!.id })).status, 422);
    assert.equal((await admin.delete(`/api/admin/monitoring-token/${foreign!.id}`)).status, 204);
  });

  it('the token request is the shared schema: the same field messages as the form', async () => {
    const body = { company_id: 'abc' };
    const parsed = monitoringTokenCreateSchema.safeParse(body, { reportInput: true });
    assert.equal(parsed.success, false);
    const res = await admin.post('/api/admin/monitoring-token', body);
    assert.equal(res.status, 422);
    assert.deepEqual(res.body.errors, { company_id: parsed.error!.issues.map((i) => translateIssue('pl', i as never)) });
  });

  it('GET /api/admin/monitoring-log lists with read state and ticket links; show marks read; read-all', async () => {
    const list = await agent.get(`/api/admin/monitoring-log?company_id=${ids.ACME}&filter=unread&per_page=5`);
    assert.equal(list.status, 200);
    const row = list.body.data[0];
    assert.equal(row.company.tag, 'ACME');
    assert.equal(row.read, false);
    assert.ok(row.ticket.fullid.startsWith('ACME-'));
    const shown = await agent.get(`/api/admin/monitoring-log/${row.id}`);
    assert.equal(shown.body.data.read, true);
    assert.equal((await agent.post(`/api/admin/monitoring-log/${row.id}/unread`)).body.data.read, false);
    const all = await agent.post('/api/admin/monitoring-log/read-all', { company_id: ids.ACME });
    assert.ok(all.body.data.updated >= 1);
    assert.equal((await agent.get(`/api/admin/monitoring-log?company_id=${ids.ACME}&filter=unread`)).body.meta.total, 0);
  });

  it('GET /api/client/monitoring-log: the VIP of a company with show_monitoring_logs sees its own logs only; others 403', async () => {
    const list = await vip.get('/api/client/monitoring-log?per_page=100');
    assert.equal(list.status, 200);
    assert.ok(list.body.data.length > 0);
    assert.ok(list.body.data.every((r: any) => r.company.id === ids.ACME));
    assert.ok(list.body.data.some((r: any) => r.ticket));
    assert.equal((await regular.get('/api/client/monitoring-log')).status, 403);
    assert.equal((await agent.get('/api/client/monitoring-log')).status, 403);
    // Staff reading does not read it for the client.
    assert.ok((await vip.get('/api/client/monitoring-log/unread-counter')).body.data.count > 0);
    const other = (await agent.get(`/api/admin/monitoring-log?company_id=${ids.BUDX}`)).body.data[0];
    if (other) assert.equal((await vip.get(`/api/client/monitoring-log/${other.id}`)).status, 404);
    await vip.post('/api/client/monitoring-log/read-all');
    assert.equal((await vip.get('/api/client/monitoring-log/unread-counter')).body.data.count, 0);
    await server.database.db.update(companies).set({ showMonitoringLogs: 0 }).where(eq(companies.id, ids.ACME!));
    assert.equal((await vip.get('/api/client/monitoring-log')).status, 403);
  });
});
