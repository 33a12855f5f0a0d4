/** Holidays: admin-only CRUD with one holiday a day, and a new holiday moving an SLA deadline. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { holidaySchema } from '@helpdesk/shared/resources';
import { businessDateOf } from '../../platform/business-time-zone';
import { companies, companyPriorities, holidays, tickets, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';

describe('holidays', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};

  before(async () => {
    server = await startServer({ tickets: 30 });
    for (const who of ['admin', 'manager', 'agent', 'vip']) as[who] = await login(server.base, `${who}@demo.test`);
  });
  after(() => server.close());

  it('lets an admin add, list by year, edit and delete holidays, one a day', async () => {
    const created = await as.admin!.post('/api/admin/holiday', { name: 'Dzień próby', date: '2032-06-15' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.message, 'Święto zostało dodane');
    holidaySchema.parse(created.body.data);
    const holidayId = created.body.data.id as number;

    const year = await as.admin!.get('/api/admin/holiday?year=2032');
    assert.equal(year.status, 200);
    assert.equal(year.body.year, 2032);
    assert.ok(year.body.data.some((h: { id: number }) => h.id === holidayId));
    assert.ok(year.body.data.every((h: { date: string }) => h.date.startsWith('2032-')));
    const thisYear = await as.admin!.get('/api/admin/holiday');
    assert.equal(thisYear.body.year, Number(businessDateOf(new Date()).slice(0, 4)));

    const taken = await as.admin!.post('/api/admin/holiday', { name: 'Drugi', date: '2032-06-15' });
    assert.equal(taken.status, 422);
    assert.deepEqual(taken.body.errors.date, ['W tym dniu jest już święto']);
    const blank = await as.admin!.post('/api/admin/holiday', { name: '  ', date: '2032-13-01' });
    assert.equal(blank.status, 422);
    assert.ok(blank.body.errors.name && blank.body.errors.date);

    const updated = await as.admin!.request('PUT', `/api/admin/holiday/${holidayId}`, { name: 'Dzień próby II', date: '2032-06-16' });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.message, 'Święto zostało zaktualizowane');
    assert.deepEqual(updated.body.data, { id: holidayId, name: 'Dzień próby II', date: '2032-06-16' });
    // Keeping its own date is not a clash.
    assert.equal(
      (await as.admin!.request('PUT', `/api/admin/holiday/${holidayId}`, { name: 'Dzień próby', date: '2032-06-16' })).status,
      200,
    );

    const other = (await as.admin!.post('/api/admin/holiday', { name: 'Inny', date: '2032-06-17' })).body.data;
    const db = server.database.db;
    const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    await db.update(users).set({ lang: 'en' }).where(eq(users.id, adminRow!.id));
    try {
      const clash = await as.admin!.request('PUT', `/api/admin/holiday/${other.id}`, { name: 'Inny', date: '2032-06-16' });
      assert.equal(clash.status, 422);
      assert.deepEqual(clash.body.errors.date, ['There is already a holiday on this day']);
    } finally {
      await db.update(users).set({ lang: 'pl' }).where(eq(users.id, adminRow!.id));
    }

    const deleted = await as.admin!.delete(`/api/admin/holiday/${holidayId}`);
    assert.equal(deleted.status, 200);
    assert.equal(deleted.body.message, 'Święto zostało usunięte');
    assert.equal((await as.admin!.get(`/api/admin/holiday/${holidayId}`)).status, 404);
    assert.equal((await as.admin!.delete(`/api/admin/holiday/${holidayId}`)).status, 404);
  });

  it('is for admins only', async () => {
    const [some] = await server.database.db.select({ id: holidays.id }).from(holidays).limit(1);
    for (const who of ['manager', 'agent', 'vip']) {
      assert.equal((await as[who]!.get('/api/admin/holiday')).status, 403, who);
      assert.equal((await as[who]!.get(`/api/admin/holiday/${some!.id}`)).status, 403, who);
      assert.equal((await as[who]!.post('/api/admin/holiday', { name: 'X', date: '2033-01-02' })).status, 403, who);
      assert.equal((await as[who]!.request('PUT', `/api/admin/holiday/${some!.id}`, { name: 'X', date: '2033-01-02' })).status, 403, who);
      assert.equal((await as[who]!.delete(`/api/admin/holiday/${some!.id}`)).status, 403, who);
    }
    assert.equal((await new Client(server.base).get('/api/admin/holiday')).status, 401);
    assert.equal((await server.database.db.select().from(holidays).where(eq(holidays.date, '2033-01-02'))).length, 0);
  });

  it('moves the resolution deadline computed after a holiday is added on its day', async () => {
    const db = server.database.db;
    // A ticket whose priority row counts business hours (a 24/7 row ignores holidays).
    const [candidate] = await db
      .select({ id: tickets.id, priority: tickets.priority, version: tickets.version, due: tickets.resolveDueAt })
      .from(tickets)
      .innerJoin(companies, eq(companies.id, tickets.companyId))
      .innerJoin(
        companyPriorities,
        and(eq(companyPriorities.companyId, tickets.companyId), eq(companyPriorities.priority, tickets.priority)),
      )
      .where(
        and(
          isNotNull(tickets.resolveDueAt),
          isNull(tickets.deletedAt),
          isNull(tickets.slaPausedAt),
          eq(companyPriorities.active, true),
          eq(companyPriorities.is247, false),
          isNotNull(companies.businessHours),
        ),
      )
      .limit(1);
    assert.ok(candidate, 'the seed has a ticket with a business-hours deadline');
    const show = async () => (await as.admin!.get(`/api/admin/ticket/${candidate.id}`)).body.data;
    const before = await show();
    const due = before.sla.resolution.due_at as string;
    const dueDay = businessDateOf(new Date(due));
    assert.equal((await as.admin!.post('/api/admin/holiday', { name: 'Święto testowe', date: dueDay })).status, 201);

    // A new priority recomputes the deadlines from creation: to another priority and back.
    const other = candidate.priority === 'low' ? 'normal' : 'low';
    const first = await as.admin!.patch(`/api/admin/ticket/${candidate.id}`, { version: before.version, priority: other });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const back = await as.admin!.patch(`/api/admin/ticket/${candidate.id}`, {
      version: first.body.data.version,
      priority: candidate.priority,
    });
    assert.equal(back.status, 200);
    const moved = back.body.data.sla.resolution.due_at as string;
    assert.ok(Date.parse(moved) > Date.parse(due), `${moved} after ${due}`);
    assert.notEqual(businessDateOf(new Date(moved)), dueDay, 'no deadline falls on the holiday');
  });
});
