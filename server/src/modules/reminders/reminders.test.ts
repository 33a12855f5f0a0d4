/** Issue 6 item 4: reminders CRUD, occurrence dates, and the scheduler (two at once, downtime, one-offs). */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { companies, reminderRuns, reminders, tickets, users } from '../../platform/db/schema';
import { isForcedRollback } from '../../platform/storage/testing';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { dueOccurrence, localDate, nextOccurrence } from './occurrences';
import { runDueReminders } from './scheduler';

describe('reminder dates', () => {
  it('steps by the period; months keep the day of the month where they can', () => {
    assert.equal(nextOccurrence('2026-01-05', 'weekly'), '2026-01-12');
    assert.equal(nextOccurrence('2026-01-05', 'every-2-weeks'), '2026-01-19');
    assert.equal(nextOccurrence('2026-01-05', 'every-3-weeks'), '2026-01-26');
    assert.equal(nextOccurrence('2026-01-31', 'monthly'), '2026-02-28');
    assert.equal(nextOccurrence('2026-02-28', 'monthly', '2026-01-31'), '2026-03-31');
    assert.equal(nextOccurrence('2028-02-29', 'yearly'), '2029-02-28');
    assert.equal(nextOccurrence('2026-01-05', 'once'), null);
  });
  it('after downtime: the latest missed occurrence, and the next one after today', () => {
    assert.deepEqual(dueOccurrence('2026-01-01', 'weekly', '2026-01-24'), { occurrence: '2026-01-22', next: '2026-01-29' });
    assert.deepEqual(dueOccurrence('2026-01-01', 'once', '2026-03-01'), { occurrence: '2026-01-01', next: null });
    assert.equal(dueOccurrence('2026-02-01', 'weekly', '2026-01-24'), null);
    assert.equal(localDate(new Date('2026-03-01T23:30:00Z'), 'Europe/Warsaw'), '2026-03-02');
  });
});

describe('reminders (server)', () => {
  let server: TestServer;
  let agent: Client;
  let client: Client;
  let vip: Client;
  const ids: Record<string, number> = {};
  const DAY = 86_400_000;
  const today = () => localDate(new Date(), 'Europe/Warsaw');
  const shift = (iso: string, days: number) => new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * DAY).toISOString().slice(0, 10);

  before(async () => {
    // The server's own scheduler stays off: the test runs passes itself, as two instances would.
    server = await startServer({ tickets: 20, env: { REMINDER_SCHEDULER: 'false' } });
    agent = await login(server.base, 'agent@demo.test');
    client = await login(server.base, 'client@demo.test');
    vip = await login(server.base, 'vip@demo.test');
    for (const u of await server.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await server.database.db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
  });
  after(async () => server.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await agent.post('/api/admin/reminder', {
      title: 'Przegląd serwera',
      company_id: ids.ACME,
      day: shift(today(), 10),
      ...body,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data;
  };
  const ticketsOf = async (reminderId: number) =>
    server.database.db.select().from(reminderRuns).where(eq(reminderRuns.reminderId, reminderId));

  it('CRUD with validation, staff only', async () => {
    assert.equal((await client.get('/api/admin/reminder')).status, 403);
    const bad = await agent.post('/api/admin/reminder', { title: '', company_id: ids.ACME, day: 'jutro', period: 'daily' });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.errors).sort(), ['day', 'period', 'title']);
    const notMember = await agent.post('/api/admin/reminder', {
      title: 'x',
      company_id: ids.BUDX,
      day: today(),
      user_id: ids['client@demo.test'],
    });
    assert.equal(notMember.status, 422);
    assert.ok(notMember.body.errors.user_id);
    const r = await create({ user_id: ids['client@demo.test'], description: 'Sprawdzić logi', period: 'monthly' });
    assert.equal(r.employee.id, ids['client@demo.test']);
    assert.equal(r.company.tag, 'ACME');
    assert.equal(r.period, 'monthly');
    assert.equal(r.active, true);
    assert.equal(r.sent_at, null);
    const list = await agent.get(`/api/admin/reminder?company_id=${ids.ACME}&per_page=100`);
    assert.ok(list.body.data.some((x: any) => x.id === r.id));
    const upd = await agent.request('PUT', `/api/admin/reminder/${r.id}`, {
      title: 'Przegląd NAS',
      company_id: ids.ACME,
      day: shift(today(), 20),
      active: false,
      period: 'yearly',
    });
    assert.equal(upd.status, 200);
    assert.equal(upd.body.message, 'Przypomnienie zostało zaktualizowane');
    assert.equal(upd.body.data.title, 'Przegląd NAS');
    assert.equal(upd.body.data.active, false);
    assert.equal(
      (await agent.get('/api/admin/reminder?filter=inactive&per_page=100')).body.data.filter((x: any) => x.id === r.id).length,
      1,
    );
    assert.equal((await agent.delete(`/api/admin/reminder/${r.id}`)).status, 200);
    assert.equal((await agent.get(`/api/admin/reminder/${r.id}`)).status, 404);
  });

  it('two schedulers at once create exactly one ticket for an occurrence, and move the reminder on', async () => {
    const r = await create({
      title: 'Test kopii zapasowej',
      day: today(),
      period: 'weekly',
      user_id: ids['client@demo.test'],
      description: 'Odtworzyć jeden plik z kopii.',
    });
    const other = { ...server.app.ctx };
    const [a, b] = await Promise.all([runDueReminders(server.app.ctx), runDueReminders(other)]);
    const mine = [...a, ...b].filter((x) => x.reminderId === r.id);
    assert.equal(mine.length, 1);
    const runs = await ticketsOf(r.id);
    assert.equal(runs.length, 1);
    assert.equal(runs[0]!.occurrence, today());
    const [t] = await server.database.db.select().from(tickets).where(eq(tickets.id, runs[0]!.ticketId!));
    assert.equal(t!.subject, 'Test kopii zapasowej');
    assert.match(t!.body, /Odtworzyć jeden plik/);
    assert.equal(t!.requesterId, ids['client@demo.test']);
    assert.equal(t!.companyId, ids.ACME);
    const [after] = await server.database.db.select().from(reminders).where(eq(reminders.id, r.id));
    assert.equal(after!.day, shift(today(), 7));
    assert.ok(after!.sentAt);
    assert.deepEqual(
      (await runDueReminders(server.app.ctx)).filter((x) => x.reminderId === r.id),
      [],
    );
  });

  it('catches up after downtime with one ticket for the latest missed occurrence, then waits for the next', async () => {
    const start = shift(today(), -22);
    const r = await create({ title: 'Aktualizacja firmware', day: start, period: 'weekly' });
    // "Down" for 22 days: the passes at the missed dates never ran. Two instances come back at once.
    const [a, b] = await Promise.all([runDueReminders(server.app.ctx), runDueReminders({ ...server.app.ctx })]);
    assert.equal([...a, ...b].filter((x) => x.reminderId === r.id).length, 1);
    const runs = await ticketsOf(r.id);
    assert.deepEqual(
      runs.map((x) => x.occurrence),
      [shift(start, 21)],
    );
    const [moved] = await server.database.db.select().from(reminders).where(eq(reminders.id, r.id));
    assert.equal(moved!.day, shift(start, 28));
    // Next week's pass (simulated clock) makes the next one, and only once.
    const later = new Date(Date.now() + 7 * DAY);
    await Promise.all([runDueReminders(server.app.ctx, later), runDueReminders({ ...server.app.ctx }, later)]);
    assert.deepEqual((await ticketsOf(r.id)).map((x) => x.occurrence).sort(), [shift(start, 21), shift(start, 28)]);
  });

  it('a reminder’s ticket answers its origin (no requester, no creator) to staff and to the company’s VIP; with an employee, to them too', async () => {
    const alone = await create({ title: 'Wymiana tonera', day: today(), period: 'once', description: 'Toner w drukarce na 2. piętrze.' });
    const forEmployee = await create({ title: 'Kopia poczty', day: today(), period: 'once', user_id: ids['client@demo.test'] });
    await runDueReminders(server.app.ctx);
    const [aloneRun] = await ticketsOf(alone.id);
    const [employeeRun] = await ticketsOf(forEmployee.id);
    const expected = { origin: 'reminder', sender: null, requester: null, created_by: null };
    for (const [who, path] of [
      [agent, 'admin'],
      [vip, 'client'],
    ] as const) {
      const shown = (await who.get(`/api/${path}/ticket/${aloneRun!.ticketId}`)).body.data;
      assert.deepEqual(
        { origin: shown.origin, sender: shown.sender, requester: shown.requester, created_by: shown.created_by },
        expected,
        path,
      );
    }
    const own = (await client.get(`/api/client/ticket/${employeeRun!.ticketId}`)).body.data;
    assert.deepEqual([own.origin, own.requester.id, own.created_by], ['reminder', ids['client@demo.test'], null]);
  });

  it('a one-off fires once and turns inactive; an inactive reminder never fires', async () => {
    const once = await create({ title: 'Odnowienie domeny', day: today(), period: 'once' });
    const off = await create({ title: 'Wyłączone', day: today(), period: 'weekly', active: false });
    await runDueReminders(server.app.ctx);
    await runDueReminders(server.app.ctx, new Date(Date.now() + 30 * DAY));
    assert.equal((await ticketsOf(once.id)).length, 1);
    assert.equal((await ticketsOf(off.id)).length, 0);
    const shown = await agent.get(`/api/admin/reminder/${once.id}`);
    assert.equal(shown.body.data.active, false);
    assert.equal(shown.body.data.runs.length, 1);
  });

  it("a reminder's notification e-mail goes out after its commit: a rolled-back pass sends nothing", async () => {
    const db = server.database.db;
    const ctx = server.app.ctx;
    const r = await create({ title: 'Przegląd UPS', day: today(), period: 'weekly', user_id: ids['client@demo.test'] });
    const mine = async () => (await ctx.messenger.outbox()).filter((m) => m.subject?.endsWith('] Przegląd UPS'));
    // The last write of the reminder's transaction (the run's ticket) fails, after the ticket told its requester.
    await db.execute(
      sql.raw(
        `create or replace function test_fail_run_update() returns trigger language plpgsql as $$ begin raise exception 'forced rollback'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(`create trigger test_fail_run_update before update on reminder_runs for each row execute function test_fail_run_update()`),
    );
    try {
      await assert.rejects(runDueReminders(ctx), isForcedRollback);
    } finally {
      await db.execute(sql.raw('drop trigger test_fail_run_update on reminder_runs'));
      await db.execute(sql.raw('drop function test_fail_run_update()'));
    }
    assert.deepEqual(await mine(), []);
    assert.deepEqual(await ticketsOf(r.id), []);
    // The next pass commits: the requester hears of the ticket once.
    const made = (await runDueReminders(ctx)).filter((x) => x.reminderId === r.id);
    assert.equal(made.length, 1);
    assert.deepEqual(
      (await mine()).map((m) => m.to),
      ['client@demo.test'],
    );
  });

  it('the running scheduler makes the ticket of a reminder saved as due today at once', async () => {
    const live = await startServer({ tickets: 5 });
    try {
      const a = await login(live.base, 'agent@demo.test');
      const [acme] = await live.database.db.select().from(companies).where(eq(companies.tag, 'ACME'));
      const res = await a.post('/api/admin/reminder', { title: 'Dzisiaj', company_id: acme!.id, day: today(), period: 'monthly' });
      assert.equal(res.status, 201);
      assert.equal(res.body.data.runs.length, 1);
      assert.ok(res.body.data.runs[0].ticket_id);
      assert.ok(res.body.data.sent_at);
    } finally {
      await live.close();
    }
  });
});
