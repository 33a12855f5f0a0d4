import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { tickets } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';

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
    const [row] = await server.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(tickets).where(where);
    return row!.n;
  };

  it('answers the dashboard figures from real data, per company', async () => {
    const res = await as.manager!.get('/api/admin/dashboard');
    assert.equal(res.status, 200);
    const d = res.body.data;
    assert.deepEqual(Object.keys(d).sort(), ['my_minutes_this_week', 'open_tickets', 'sla_breached', 'sla_due_today', 'unassigned_tickets', 'waiting_tickets']);
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
    const [row] = await db.select({ id: tickets.id }).from(tickets).where(sql`deleted_at is null and status = 'in-progress'`).limit(1);
    await db.execute(sql`update tickets set resolve_due_at = ${soon.toISOString()}, first_response_at = now() where id = ${row!.id}`);
    const after = (await as.manager!.get('/api/admin/dashboard')).body.data.sla_due_today;
    assert.ok(after >= 1 && after >= before, `${after} >= ${before}`);
    await db.execute(sql`update tickets set status = 'waiting-for-client' where id = ${row!.id}`);
    assert.equal((await as.manager!.get('/api/admin/dashboard')).body.data.sla_due_today, after - 1, 'paused while waiting');
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
