import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { tickets, timeReports, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';
import { BUSINESS_TIME_ZONE } from '../../platform/business-time-zone';
import { dashboardFigures } from './service';

const DAY = 86_400_000;
const zoneParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** Wall clock in the business zone minus UTC at `at`, in ms (an independent oracle, not the code under test). */
function zoneOffset(at: number): number {
  const p = Object.fromEntries(zoneParts.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - at;
}
/** The instant the business zone's wall clock shows `date` `hhmm` (times off the DST jump). */
function businessTime(date: string, hhmm: string): Date {
  const wall = Date.parse(`${date}T${hhmm}:00Z`);
  return new Date(wall - zoneOffset(wall - zoneOffset(wall)));
}
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const lastSunday = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return addDays(last.toISOString().slice(0, 10), -last.getUTCDay());
};

describe('staff dashboard and control centre', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  before(async () => {
    server = await startServer();
    for (const who of ['admin', 'manager', 'agent', 'vip']) as[who] = await login(server.base, `${who}@demo.test`);
  });
  after(async () => {
    await server.close();
  });

  const count = async (where: ReturnType<typeof sql>) => {
    const [row] = await server.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(where);
    return row!.n;
  };

  it('answers the dashboard figures from real data, per company', async () => {
    const res = await as.manager!.get('/api/admin/dashboard');
    assert.equal(res.status, 200);
    const d = res.body.data;
    assert.deepEqual(Object.keys(d).sort(), [
      'my_minutes_this_week',
      'open_tickets',
      'sla_breached',
      'sla_due_today',
      'unassigned_tickets',
      'waiting_tickets',
    ]);
    assert.equal(d.open_tickets, await count(sql`deleted_at is null and status <> 'resolved'`));
    assert.equal(d.unassigned_tickets, await count(sql`deleted_at is null and status <> 'resolved' and assignee_id is null`));
    assert.equal(d.waiting_tickets, await count(sql`deleted_at is null and status in ('waiting-for-client', 'waiting-for-third-party')`));
    assert.equal(
      d.sla_breached,
      await count(
        sql`deleted_at is null and status in ('new', 'in-progress') and (resolve_due_at < now() or (first_response_at is null and first_response_due_at < now()))`,
      ),
    );
    assert.ok(d.sla_breached > 0);
    // The seed reports 95 min today and 420 min yesterday for the demo agent.
    const mine = (await as.agent!.get('/api/admin/dashboard')).body.data;
    assert.ok(mine.my_minutes_this_week >= 95, String(mine.my_minutes_this_week));
    // A regular agent counts the companies assigned to them only.
    assert.ok(mine.open_tickets < d.open_tickets && mine.open_tickets > 0);
    const acmeId = (await as.vip!.get('/api/user')).body.data.company_id;
    const acme = await as.manager!.get(`/api/admin/dashboard?company_id=${acmeId}`);
    assert.equal(acme.body.data.open_tickets, await count(sql`deleted_at is null and status <> 'resolved' and company_id = ${acmeId}`));
    assert.ok(acme.body.data.open_tickets < d.open_tickets);
  });

  it('counts a ticket due later today and not one that waits for the client', async () => {
    const db = server.database.db;
    const before = (await as.manager!.get('/api/admin/dashboard')).body.data.sla_due_today;
    const soon = new Date(Date.now() + 5_000);
    const [row] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(sql`deleted_at is null and status = 'in-progress'`)
      .limit(1);
    await db.execute(sql`update tickets set resolve_due_at = ${soon.toISOString()}, first_response_at = now() where id = ${row!.id}`);
    const after = (await as.manager!.get('/api/admin/dashboard')).body.data.sla_due_today;
    assert.ok(after >= 1 && after >= before, `${after} >= ${before}`);
    await db.execute(sql`update tickets set status = 'waiting-for-client' where id = ${row!.id}`);
    assert.equal((await as.manager!.get('/api/admin/dashboard')).body.data.sla_due_today, after - 1, 'paused while waiting');
  });

  it("ends 'due today' and starts 'this week' at midnight in the business time zone, DST days too", async () => {
    const db = server.database.db;
    const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@demo.test'));
    const [a, b] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(sql`deleted_at is null and status = 'in-progress'`)
      .orderBy(tickets.id)
      .limit(2);
    // Answered and running, the resolution deadline the only one that counts.
    const dueAt = async (id: number, at: Date) =>
      db
        .update(tickets)
        .set({ resolveDueAt: at, firstResponseAt: new Date(0), slaPausedAt: null })
        .where(eq(tickets.id, id));
    const parked = new Date('2000-01-01T00:00:00Z');
    const dueToday = async (now: Date) => (await dashboardFigures(db, manager!.id, undefined, null, now)).sla_due_today;
    // Today (whatever its length) and this year's DST days: the last Sundays of March and October.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(new Date());
    const year = Number(today.slice(0, 4));
    for (const day of [today, lastSunday(year, 2), lastSunday(year, 9)]) {
      const lateTonight = businessTime(day, '23:30');
      const earlyTomorrow = businessTime(addDays(day, 1), '00:30');
      // Just after midnight (the previous day in UTC) and at noon (UTC midnight then falls after Polish midnight).
      for (const now of [businessTime(day, '00:30'), businessTime(day, '12:00')]) {
        const label = `${day} at ${now.toISOString()}`;
        await dueAt(a!.id, parked);
        await dueAt(b!.id, parked);
        const base = await dueToday(now);
        await dueAt(a!.id, lateTonight);
        assert.equal(await dueToday(now), base + 1, `23:30 is today: ${label}`);
        await dueAt(a!.id, parked);
        await dueAt(b!.id, earlyTomorrow);
        assert.equal(await dueToday(now), base, `00:30 is tomorrow: ${label}`);
      }
    }

    // A Monday just after midnight: Sunday's time report is last week's, Monday's this week's.
    const monday = addDays(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
    const now = businessTime(monday, '00:30');
    const mine = async () => (await dashboardFigures(db, manager!.id, undefined, null, now)).my_minutes_this_week;
    const base = await mine();
    const report = (day: string, minutes: number) => ({
      ticketId: a!.id,
      agentId: manager!.id,
      day,
      fromHour: '09:00',
      kind: 'it',
      minutes,
    });
    const added = await db
      .insert(timeReports)
      .values([report(addDays(monday, -1), 30), report(monday, 45)])
      .returning({ id: timeReports.id });
    assert.equal(await mine(), base + 45);
    await db.delete(timeReports).where(
      inArray(
        timeReports.id,
        added.map((r) => r.id),
      ),
    );
  });

  it('shows the control centre to admins only', async () => {
    const res = await as.admin!.get('/api/admin/control-center');
    assert.equal(res.status, 200);
    const d = res.body.data;
    assert.equal(d.mail.working, true);
    assert.equal(typeof d.mail.last_fetched_at, 'string');
    assert.equal(d.realtime.driver, 'embedded');
    assert.equal(typeof d.realtime.connections, 'number');
    assert.equal(typeof d.realtime.channels, 'number');
    assert.equal(d.database.driver, process.env.DATABASE_URL ? 'postgres' : 'pglite');
    assert.match(d.server.version, /^\d+\.\d+\.\d+/);
    assert.ok(!Number.isNaN(Date.parse(d.server.started_at)));
    assert.equal((await as.agent!.get('/api/admin/control-center')).status, 403);
    assert.equal((await as.vip!.get('/api/admin/control-center')).status, 403);
    assert.equal((await as.vip!.get('/api/admin/dashboard')).status, 403);
    assert.equal((await new Client(server.base).get('/api/admin/dashboard')).status, 401);
    const beforeCode = await login(server.base, 'manager@demo.test', { code: false });
    const refused = await beforeCode.get('/api/admin/dashboard');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.two_factor, true);
  });
});
