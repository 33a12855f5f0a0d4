/** Every call of spec §7: shape for the roles that may make it, refusal for those that may not. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { ADMIN_TICKET_FILTERS, CLIENT_TICKET_FILTERS } from '@helpdesk/shared/schemas';
import { companies, pushSubscriptions, ticketDrafts, tickets, users } from '../platform/db/schema';
import { saveTokenBody } from '../platform/outbound/push/testing';
import { Client, login, startServer, type TestServer } from '../test/harness';
import { businessDateOf } from '../platform/business-time-zone';

describe('the calls the shell makes (spec §7)', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};

  before(async () => {
    server = await startServer();
    for (const who of ['admin', 'manager', 'agent', 'client', 'vip', 'monitoring']) as[who] = await login(server.base, `${who}@demo.test`);
  });
  after(async () => {
    await server.close();
  });

  const staffOnly = [
    '/api/admin/ticket-drafts',
    '/api/admin/agent/not-reported-hours',
    '/api/check/email',
    '/api/admin/unassigned-email/unread-counter',
    '/api/admin/monitoring-log/unread-counter',
    '/api/admin/ticket/counters',
    '/api/admin/ticket/menu-badges',
    '/api/admin/planned-work/list',
    '/api/admin/agent/currently-active',
    '/api/admin/agent/summary',
    '/api/admin/agent/assigned-companies',
  ];

  it('refuses staff calls to clients (403) and to guests (401)', async () => {
    for (const url of [...staffOnly, '/api/admin/time/unread-counter']) {
      for (const who of ['client', 'vip', 'monitoring']) {
        const res = await as[who]!.get(url);
        assert.equal(res.status, 403, `${who} ${url}`);
        assert.equal(res.body.message, 'Brak uprawnień');
      }
      const { Client } = await import('../test/harness');
      assert.equal((await new Client(server.base).get(url)).status, 401, url);
    }
  });

  it('refuses client calls to staff', async () => {
    for (const url of ['/api/client/ticket/counters', '/api/client/monitoring-log/unread-counter']) {
      assert.equal((await as.agent!.get(url)).status, 403, url);
    }
  });

  it('lists and deletes only the agent’s own drafts', async () => {
    const mine = await as.agent!.get('/api/admin/ticket-drafts');
    assert.equal(mine.status, 200);
    assert.ok(mine.body.data.length >= 2);
    for (const d of mine.body.data) {
      assert.equal(typeof d.id, 'number');
      assert.equal(typeof d.subject, 'string');
      assert.ok(d.truncatedSubject.length <= 8);
    }
    const adminDrafts = await as.admin!.get('/api/admin/ticket-drafts');
    const foreign = adminDrafts.body.data[0].id;
    assert.equal((await as.agent!.delete(`/api/admin/ticket-drafts/${foreign}`)).status, 404);
    assert.equal((await as.agent!.delete(`/api/admin/ticket-drafts/${mine.body.data[0].id}`)).status, 204);
    const after = await as.agent!.get('/api/admin/ticket-drafts');
    assert.equal(after.body.data.length, mine.body.data.length - 1);
    assert.equal((await server.database.db.select().from(ticketDrafts).where(eq(ticketDrafts.id, foreign))).length, 1);
    assert.equal((await as.agent!.delete('/api/admin/ticket-drafts/abc')).status, 422);
  });

  it('counts tickets per filter for staff, matching the database', async () => {
    const res = await as.admin!.get('/api/admin/ticket/counters');
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body.data).sort(), [...ADMIN_TICKET_FILTERS].sort());
    const db = server.database.db;
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(sql`deleted_at is null and status <> 'resolved'`);
    assert.equal(res.body.data['not-resolved'], row!.n);
    const [all] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(sql`deleted_at is null`);
    assert.equal(res.body.data.all, all!.n);
    assert.equal(
      res.body.data['not-resolved'],
      res.body.data['not-assigned'] + res.body.data['assigned-to-me'] + res.body.data['assigned-to-others'],
    );
    const acme = (await db.select().from(companies).where(eq(companies.tag, 'ACME')))[0]!;
    const scoped = await as.admin!.get(`/api/admin/ticket/counters?company_id=${acme.id}`);
    assert.ok(scoped.body.data.all < res.body.data.all && scoped.body.data.all > 0);
    const badges = await as.manager!.get('/api/admin/ticket/menu-badges');
    assert.deepEqual(Object.keys(badges.body.data).sort(), ['accident', 'new', 'not-assigned']);
    assert.equal(badges.body.data.new, res.body.data.new);
  });

  it('counts a regular client’s own tickets and, for a VIP, the company’s', async () => {
    const own = await as.client!.get('/api/client/ticket/counters');
    assert.equal(own.status, 200);
    assert.deepEqual(Object.keys(own.body.data).sort(), [...CLIENT_TICKET_FILTERS].sort());
    const clientId = (await as.client!.get('/api/user')).body.data.id;
    const db = server.database.db;
    const [mine] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(
        sql`deleted_at is null and (requester_id = ${clientId} or created_by_id = ${clientId} or exists (select 1 from ticket_cc where ticket_id = tickets.id and user_id = ${clientId}))`,
      );
    assert.equal(own.body.data.all, mine!.n);
    assert.equal((await as.client!.get('/api/client/ticket/counters?scope=company')).status, 403);
    const company = await as.vip!.get('/api/client/ticket/counters?scope=company');
    assert.equal(company.status, 200);
    const acmeId = (await as.vip!.get('/api/user')).body.data.company_id;
    const [acmeAll] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(sql`deleted_at is null and company_id = ${acmeId}`);
    assert.equal(company.body.data.all, acmeAll!.n, 'only ACME tickets, never another company’s');
  });

  it('answers the unread counters', async () => {
    for (const url of ['/api/admin/unassigned-email/unread-counter', '/api/admin/monitoring-log/unread-counter']) {
      const res = await as.agent!.get(url);
      assert.equal(res.status, 200);
      assert.ok(res.body.data.count > 0, url);
    }
    const time = await as.admin!.get('/api/admin/time/unread-counter');
    assert.equal(time.status, 200);
    assert.equal(typeof time.body.data.count, 'number');
    assert.equal((await as.agent!.get('/api/admin/time/unread-counter')).status, 403, 'time acceptance is admin only');
    const vip = await as.vip!.get('/api/client/monitoring-log/unread-counter');
    assert.equal(vip.status, 200);
    const staffTotal = (await as.agent!.get('/api/admin/monitoring-log/unread-counter')).body.data.count;
    assert.ok(vip.body.data.count > 0 && vip.body.data.count <= staffTotal + 12);
    assert.equal(
      (await as.monitoring!.get('/api/client/monitoring-log/unread-counter')).status,
      403,
      'the monitoring account is a machine user: client-vip only',
    );
    assert.equal(
      (await as.client!.get('/api/client/monitoring-log/unread-counter')).status,
      403,
      'regular clients have no monitoring-log permission',
    );
  });

  it('refuses the client monitoring counter when the company flag is off', async () => {
    const acmeId = (await as.vip!.get('/api/user')).body.data.company_id;
    await server.database.db.update(companies).set({ showMonitoringLogs: 0 }).where(eq(companies.id, acmeId));
    try {
      assert.equal((await as.vip!.get('/api/client/monitoring-log/unread-counter')).status, 403);
    } finally {
      await server.database.db.update(companies).set({ showMonitoringLogs: 1 }).where(eq(companies.id, acmeId));
    }
  });

  it('reports the mailbox state', async () => {
    const res = await as.agent!.get('/api/check/email');
    assert.equal(res.status, 200);
    assert.equal(res.body.data.working, true);
    assert.equal(typeof res.body.data.last_fetched_at, 'string');
  });

  it('lists notifications and marks them all read', async () => {
    const list = await as.vip!.get('/api/profile/get-notifications');
    assert.equal(list.status, 200);
    assert.ok(list.body.data.length > 0);
    const n = list.body.data[0];
    assert.deepEqual(Object.keys(n).sort(), ['created_at', 'data', 'id', 'read_at', 'type']);
    assert.ok(list.body.data.some((x: { read_at: string | null }) => x.read_at === null));
    assert.equal((await as.vip!.post('/api/profile/read-notifications')).status, 204);
    const again = await as.vip!.get('/api/profile/get-notifications');
    assert.ok(again.body.data.every((x: { read_at: string | null }) => x.read_at !== null));
    assert.equal(again.body.meta.unread, 0);
    // Another user's notifications are untouched.
    assert.ok((await as.agent!.get('/api/profile/get-notifications')).body.meta.unread > 0);
  });

  it('lists upcoming planned works', async () => {
    const res = await as.agent!.get('/api/admin/planned-work/list');
    assert.equal(res.status, 200);
    assert.ok(res.body.data.length > 0);
    const w = res.body.data[0];
    for (const key of ['id', 'start_time', 'hours', 'planned_by', 'accepted_by', 'rejected_by', 'internal', 'status', 'ticket'])
      assert.ok(key in w, key);
    assert.deepEqual(Object.keys(w.ticket).sort(), ['fullid', 'id', 'subject']);
    assert.ok(res.body.data.every((x: { status: string }) => x.status !== 'rejected'));
  });

  it('tracks activity per request and groups active agents by 5 and 15 minutes', async () => {
    const db = server.database.db;
    await db
      .update(users)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(users.email, 'manager@demo.test'));
    await db
      .update(users)
      .set({ lastSeenAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(users.email, 'jan.kowalski@msp.test'));
    await as.admin!.get('/api/admin/ticket/menu-badges');
    const res = await as.agent!.get('/api/admin/agent/currently-active');
    assert.equal(res.status, 200);
    const five = res.body.active_in_5_minutes.map((a: { firstname: string; lastname: string }) => `${a.firstname} ${a.lastname}`);
    const fifteen = res.body.active_in_15_minutes.map((a: { firstname: string; lastname: string }) => `${a.firstname} ${a.lastname}`);
    assert.ok(five.includes('Adam Administrator'), JSON.stringify(res.body));
    assert.ok(fifteen.includes('Marta Menedżer'));
    assert.ok(!five.includes('Artur Agent') && !fifteen.includes('Artur Agent'), 'not yourself');
    assert.ok(![...five, ...fifteen].includes('Jan Kowalski'));
  });

  it('summarises the agent’s day', async () => {
    const res = await as.agent!.get('/api/admin/agent/summary');
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body).sort(), ['ticketsWithoutTime', 'todayTimes', 'waitingTickets', 'yesterdayTimes']);
    const agentId = (await as.agent!.get('/api/user')).body.data.id;
    const day = (offset: number) => businessDateOf(new Date(Date.now() - offset * 86_400_000));
    const minutes = async (d: string) =>
      (
        (await server.database.db.execute(
          sql`select coalesce(sum(minutes), 0)::int as m from time_reports where agent_id = ${agentId} and day = ${d}`,
        )) as unknown as { rows: { m: number }[] }
      ).rows[0]!.m;
    assert.equal(res.body.todayTimes, await minutes(day(0)));
    assert.equal(res.body.yesterdayTimes, await minutes(day(1)));
    assert.ok(res.body.todayTimes >= 95 && res.body.yesterdayTimes >= 420, 'the seeded demo day');
    for (const t of [...res.body.waitingTickets, ...res.body.ticketsWithoutTime]) {
      assert.equal(typeof t.id, 'number');
      assert.equal(typeof t.subject, 'string');
      assert.match(t.priority_color, /^#/);
      assert.match(t.status_color, /^#/);
      assert.equal(typeof t.company.tag, 'string');
      assert.ok('name' in t.requester);
    }
    assert.ok(res.body.waitingTickets.every((t: { status: string }) => t.status.startsWith('waiting')));
  });

  it('lists assigned companies and not-reported hours', async () => {
    const res = await as.agent!.get('/api/admin/agent/assigned-companies');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data.map((c: { name: string }) => c.name).sort(), [
      'Acme Sp. z o.o.',
      'Budex Budownictwo S.A.',
      'Klinika Zdrowia Medicus',
    ]);
    assert.deepEqual((await as.admin!.get('/api/admin/agent/assigned-companies')).body.data, []);
    const hours = await as.agent!.get('/api/admin/agent/not-reported-hours');
    assert.equal(hours.status, 200);
    assert.ok(Array.isArray(hours.body.data));
    for (const d of hours.body.data) {
      assert.match(d.date, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(d.expected_minutes, 480);
      assert.equal(d.missing_minutes, d.expected_minutes - d.reported_minutes);
    }
  });

  it('saves the language and the push subscription', async () => {
    assert.equal((await as.client!.post('/api/profile/set-lang', { lang: 'de' })).status, 422);
    assert.equal((await as.client!.post('/api/profile/set-lang', { lang: 'en' })).status, 204);
    assert.equal((await as.client!.get('/api/user')).body.data.lang, 'en');
    const bad = await as.client!.post('/api/profile/set-lang', {});
    assert.equal(bad.body.errors.lang[0], 'This field is required', 'messages follow the saved language');
    const endpoint = 'https://fcm.googleapis.com/fcm/send/shell-calls-1';
    assert.equal((await as.client!.post('/save-token', saveTokenBody(endpoint))).status, 204);
    assert.equal((await as.client!.post('/save-token', saveTokenBody(endpoint))).status, 204);
    const rows = await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    assert.equal(rows.length, 1);
    // A bare token (no keys to encrypt for) is refused.
    assert.equal((await as.client!.post('/save-token', { token: 'fcm-token-123' })).status, 422);
  });

  it('keeps the layout mode on the account: defaults vertical/fluid, saved per user, bad values are 422 in the user’s language', async () => {
    assert.deepEqual((await as.admin!.get('/api/user')).body.data.layout, { sidebar: 'default', width: 'fluid' });
    assert.equal((await as.admin!.post('/api/profile/set-layout', { sidebar: 'collapsed', width: 'boxed' })).status, 204);
    assert.deepEqual((await as.admin!.get('/api/user')).body.data.layout, { sidebar: 'collapsed', width: 'boxed' });
    assert.deepEqual(
      (await as.manager!.get('/api/user')).body.data.layout,
      { sidebar: 'default', width: 'fluid' },
      'another user keeps theirs',
    );
    const bad = await as.admin!.post('/api/profile/set-layout', { sidebar: 'horizontal' });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.sidebar?.length, JSON.stringify(bad.body));
    assert.deepEqual(bad.body.errors.width, ['To pole jest wymagane']);
    const stranger = new Client(server.base);
    await stranger.get('/sanctum/csrf-cookie');
    assert.equal((await stranger.post('/api/profile/set-layout', { sidebar: 'small', width: 'fluid' })).status, 401);
    assert.equal((await as.admin!.post('/api/profile/set-layout', { sidebar: 'default', width: 'fluid' })).status, 204);
  });
});
