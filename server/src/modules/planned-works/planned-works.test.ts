/**
 * Issue 6 item 5: planned works on a ticket — create/update/delete/accept/reject rules, spec §8 messages, the
 * shared request schemas, the staff-only real-time event, and the top bar's "today" in the business time zone.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { BROADCAST_EVENTS, plannedWorkCreateSchema, translateIssue, userChannel } from '@helpdesk/shared/schemas';
import { companies, companyAgents, plannedWorks, tickets, users } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { upcomingPlannedWorks } from './service';

describe('planned works (server)', () => {
  let server: TestServer;
  let agent: Client;
  let manager: Client;
  let admin: Client;
  let client: Client;
  let ticketId: number;
  let acmeId: number;
  const published: { channels: string[]; event: string; data: any; except: string | undefined }[] = [];
  const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

  before(async () => {
    server = await startServer({ tickets: 20 });
    agent = await login(server.base, 'agent@demo.test');
    manager = await login(server.base, 'manager@demo.test');
    admin = await login(server.base, 'admin@demo.test');
    client = await login(server.base, 'client@demo.test');
    const [acme] = await server.database.db.select().from(companies).where(eq(companies.tag, 'ACME'));
    acmeId = acme!.id;
    const t = await agent.post('/api/admin/ticket', { company_id: acmeId, subject: 'Wymiana serwera', body: 'Plan' });
    ticketId = t.body.data.id;
    const broadcaster = server.app.ctx.broadcaster;
    const publish = broadcaster.publish.bind(broadcaster);
    broadcaster.publish = async (channels, event, data, except) => {
      published.push({ channels, event, data, except });
      return publish(channels, event, data, except);
    };
  });
  after(async () => server.close());

  const plan = async (who: Client, body: Record<string, unknown> = {}) => {
    const res = await who.post(`/api/admin/ticket/${ticketId}/planned-works`, { start_time: soon(24), hours: 2, ...body });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body;
  };

  it('an agent plans works on a ticket (waiting for acceptance); clients cannot; validation', async () => {
    const { data, message } = await plan(agent, { internal: true });
    assert.equal(message, 'Prace planowane zostały utworzone');
    assert.equal(data.status, 'waiting-for-accept');
    assert.equal(data.planned_by.name, 'Artur Agent');
    assert.equal(data.internal, true);
    assert.equal(data.ticket.id, ticketId);
    assert.equal((await client.post(`/api/admin/ticket/${ticketId}/planned-works`, { start_time: soon(1), hours: 1 })).status, 403);
    const bad = await agent.post(`/api/admin/ticket/${ticketId}/planned-works`, { start_time: 'jutro', hours: 0 });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.errors).sort(), ['hours', 'start_time']);
    assert.equal((await agent.post('/api/admin/ticket/999999/planned-works', { start_time: soon(1), hours: 1 })).status, 404);
    const list = await agent.get(`/api/admin/ticket/${ticketId}/planned-works`);
    assert.ok(list.body.data.some((w: any) => w.id === data.id));
    assert.ok((await agent.get('/api/admin/planned-work/list')).body.data.some((w: any) => w.id === data.id));
  });

  it('only admins and managers accept or reject, and only works waiting for acceptance', async () => {
    const { data } = await plan(agent);
    assert.equal((await agent.post(`/api/admin/planned-work/${data.id}/accept`)).status, 403);
    const ok = await manager.post(`/api/admin/planned-work/${data.id}/accept`);
    assert.equal(ok.status, 200);
    assert.equal(ok.body.message, 'Prace planowane zostały zaakceptowane');
    assert.equal(ok.body.data.status, 'accepted');
    assert.equal(ok.body.data.accepted_by.name, 'Marta Menedżer');
    const again = await admin.post(`/api/admin/planned-work/${data.id}/reject`);
    assert.equal(again.status, 409);
    assert.equal(again.body.data.status, 'accepted');
    const second = await plan(agent);
    const rejected = await admin.post(`/api/admin/planned-work/${second.data.id}/reject`);
    assert.equal(rejected.body.message, 'Prace planowane zostały odrzucone');
    assert.equal(rejected.body.data.rejected_by.id !== null, true);
    assert.equal(rejected.body.data.accepted_by, null);
    assert.ok(!(await agent.get('/api/admin/planned-work/list')).body.data.some((w: any) => w.id === second.data.id));
  });

  it('moving an accepted work sends it back for acceptance; the planner or a lead edits and deletes, others 403', async () => {
    const { data } = await plan(agent);
    await manager.post(`/api/admin/planned-work/${data.id}/accept`);
    const moved = await agent.request('PUT', `/api/admin/planned-work/${data.id}`, { start_time: soon(48), hours: 3 });
    assert.equal(moved.status, 200);
    assert.equal(moved.body.message, 'Prace planowane zostały zaktualizowane');
    assert.equal(moved.body.data.status, 'waiting-for-accept');
    assert.equal(moved.body.data.accepted_by, null);
    assert.equal(moved.body.data.hours, 3);
    const byManager = await plan(manager);
    assert.equal((await agent.request('PUT', `/api/admin/planned-work/${byManager.data.id}`, { hours: 1 })).status, 403);
    assert.equal((await agent.delete(`/api/admin/planned-work/${byManager.data.id}`)).status, 403);
    const del = await agent.delete(`/api/admin/planned-work/${data.id}`);
    assert.equal(del.body.message, 'Prace planowane zostały usunięte');
    assert.equal((await manager.post(`/api/admin/planned-work/${data.id}/accept`)).status, 404);
  });

  it('validates with the shared schema: the same field messages as the form, in Polish and in English', async () => {
    const body = { start_time: 'jutro', hours: 0 };
    const expected = (lang: 'pl' | 'en') => {
      const parsed = plannedWorkCreateSchema.safeParse(body, { reportInput: true });
      assert.equal(parsed.success, false);
      return Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), [translateIssue(lang, i as never)]]));
    };
    const pl = await agent.post(`/api/admin/ticket/${ticketId}/planned-works`, body);
    assert.equal(pl.status, 422);
    assert.deepEqual(pl.body.errors, expected('pl'));
    const [me] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, me!.id));
    try {
      const en = await agent.post(`/api/admin/ticket/${ticketId}/planned-works`, body);
      assert.equal(en.status, 422);
      assert.deepEqual(en.body.errors, expected('en'));
      assert.notDeepEqual(en.body.errors, pl.body.errors);
      // The update schema is strict: an unknown key is a field error too.
      const { data } = await plan(agent);
      const unknown = await agent.request('PUT', `/api/admin/planned-work/${data.id}`, { hours: 2, status: 'accepted' });
      assert.equal(unknown.status, 422);
    } finally {
      await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.id, me!.id));
    }
  });

  it('every change goes out as PlannedWorkUpdated to the own channels of the staff who see the company, never to clients', async () => {
    const db = server.database.db;
    const staff = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.kind, 'agent'), isNull(users.deletedAt)));
    const assigned = new Set(
      (await db.select({ id: companyAgents.agentId }).from(companyAgents).where(eq(companyAgents.companyId, acmeId))).map((r) => r.id),
    );
    const expected = staff
      .filter((u) => u.role === 'admin' || u.role === 'manager' || assigned.has(u.id))
      .map((u) => userChannel(u.id))
      .sort();
    const outsider = staff.find((u) => u.role === 'agent' && !assigned.has(u.id));
    assert.ok(outsider, 'an agent not assigned to ACME in the seed');
    const clientIds = (await db.select({ id: users.id }).from(users).where(eq(users.kind, 'client'))).map((u) => userChannel(u.id));

    const events = () => published.filter((p) => p.event === BROADCAST_EVENTS.plannedWorkUpdated);
    published.length = 0;
    const created = await agent.post(
      `/api/admin/ticket/${ticketId}/planned-works`,
      { start_time: soon(30), hours: 1 },
      { 'x-socket-id': '123.456' },
    );
    assert.equal(created.status, 201);
    const workId = created.body.data.id;
    await agent.request('PUT', `/api/admin/planned-work/${workId}`, { hours: 2 });
    await manager.post(`/api/admin/planned-work/${workId}/accept`);
    const second = await plan(agent);
    await admin.post(`/api/admin/planned-work/${second.data.id}/reject`);
    await agent.delete(`/api/admin/planned-work/${workId}`);
    // A refused decision (409) changes nothing and announces nothing.
    await admin.post(`/api/admin/planned-work/${second.data.id}/accept`);

    assert.deepEqual(
      events().map((e) => [e.data.id, e.data.action, e.data.status]),
      [
        [workId, 'created', 'waiting-for-accept'],
        [workId, 'updated', 'waiting-for-accept'],
        [workId, 'accepted', 'accepted'],
        [second.data.id, 'created', 'waiting-for-accept'],
        [second.data.id, 'rejected', 'rejected'],
        [workId, 'deleted', 'accepted'],
      ],
    );
    for (const e of events()) {
      assert.deepEqual([...e.channels].sort(), expected);
      assert.ok(!e.channels.includes(userChannel(outsider!.id)));
      assert.ok(!e.channels.some((c) => clientIds.includes(c) || c.startsWith('private-company.')));
      assert.equal(e.data.ticketId, ticketId);
      assert.equal(e.data.companyId, acmeId);
      assert.ok(!Number.isNaN(Date.parse(e.data.updatedAt)));
    }
    assert.deepEqual(Object.keys(events()[0]!.data).sort(), ['action', 'companyId', 'id', 'status', 'ticketId', 'updatedAt']);
    // The caller's own socket does not get its change back.
    assert.equal(events()[0]!.except, '123.456');
  });

  it("the top bar's list starts at midnight in Poland, whatever the server's zone, and shows only the caller's companies", async () => {
    const db = server.database.db;
    const at = async (iso: string) => (await plan(agent, { start_time: iso })).data.id as number;
    // Winter (UTC+1): 00:30 on 2 Dec in Warsaw is 23:30 UTC on 1 Dec.
    const lateLastNight = await at('2021-12-01T22:50:00Z'); // 23:50 on 1 Dec in Warsaw
    const thisMorning = await at('2021-12-01T23:10:00Z'); // 00:10 on 2 Dec in Warsaw
    // Summer (UTC+2): 00:30 on 2 Jul in Warsaw is 22:30 UTC on 1 Jul.
    const summerLastNight = await at('2021-07-01T21:55:00Z'); // 23:55 on 1 Jul in Warsaw
    const summerMorning = await at('2021-07-01T22:05:00Z'); // 00:05 on 2 Jul in Warsaw
    const ids = (list: { id: number }[]) =>
      list.map((w) => w.id).filter((id) => [lateLastNight, thisMorning, summerLastNight, summerMorning].includes(id));

    assert.deepEqual(ids(await upcomingPlannedWorks(db, null, new Date('2021-12-01T23:30:00Z'))), [thisMorning]);
    // An hour later, past midnight UTC, this morning's work is still listed.
    assert.deepEqual(ids(await upcomingPlannedWorks(db, null, new Date('2021-12-02T00:30:00Z'))), [thisMorning]);
    // Just before midnight in Warsaw, yesterday evening's work is still today's.
    assert.deepEqual(ids(await upcomingPlannedWorks(db, null, new Date('2021-12-01T22:59:00Z'))), [lateLastNight, thisMorning]);
    // In summer the later December works follow, yesterday evening's does not.
    assert.deepEqual(ids(await upcomingPlannedWorks(db, null, new Date('2021-07-01T22:30:00Z'))), [
      summerMorning,
      lateLastNight,
      thisMorning,
    ]);

    // Another company's works stay out of an agent's list (admins and managers see every company's).
    const mine = (
      await db
        .select({ id: companyAgents.companyId })
        .from(companyAgents)
        .innerJoin(users, eq(users.id, companyAgents.agentId))
        .where(eq(users.email, 'agent@demo.test'))
    ).map((r) => r.id);
    const [foreign] = await db
      .select({ id: tickets.id, companyId: tickets.companyId })
      .from(tickets)
      .where(and(isNull(tickets.deletedAt), notInArray(tickets.companyId, mine)))
      .limit(1);
    assert.ok(foreign, 'a live ticket of a company the demo agent is not assigned to');
    const elsewhere = await manager.post(`/api/admin/ticket/${foreign!.id}/planned-works`, { start_time: soon(5), hours: 1 });
    assert.equal(elsewhere.status, 201);
    const shown = (who: Client) => who.get('/api/admin/planned-work/list').then((r) => r.body.data.map((w: any) => w.id) as number[]);
    assert.ok(!(await shown(agent)).includes(elsewhere.body.data.id));
    assert.ok((await shown(manager)).includes(elsewhere.body.data.id));
    assert.deepEqual(ids(await upcomingPlannedWorks(db, [foreign!.companyId], new Date('2021-12-01T23:30:00Z'))), []);
    await db
      .update(plannedWorks)
      .set({ deletedAt: new Date() })
      .where(inArray(plannedWorks.id, [lateLastNight, thisMorning, summerLastNight, summerMorning]));
  });
});
