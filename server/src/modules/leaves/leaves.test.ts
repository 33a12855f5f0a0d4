/** Leaves: whole-day ranges in Poland's calendar, who may accept and change them, their effect on expected hours and on the assignee look-up. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, gte, lte } from 'drizzle-orm';
import { leaveSchema } from '@helpdesk/shared/resources';
import { businessDateOf } from '../../platform/business-time-zone';
import { holidays, leaves, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';

describe('leaves', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const id: Record<string, number> = {};
  const put = (who: string, url: string, body: unknown) => as[who]!.request('PUT', url, body);

  before(async () => {
    server = await startServer({ tickets: 10 });
    for (const who of ['admin', 'manager', 'agent', 'vip']) as[who] = await login(server.base, `${who}@demo.test`);
    for (const who of ['admin', 'manager', 'agent']) id[who] = (await as[who]!.get('/api/user')).body.data.id;
  });
  after(() => server.close());

  it('keeps whole days around the clock changes and lists the leaves touching a range', async () => {
    // Summer time starts on Sunday 30 March 2031 and ends on Sunday 26 October 2031.
    const spring = await as.agent!.post('/api/admin/leave', {
      start: '2031-03-29',
      end: '2031-03-31',
      type: 'free',
      description: 'Wiosna',
    });
    assert.equal(spring.status, 201, JSON.stringify(spring.body));
    assert.equal(spring.body.message, 'Urlop został dodany');
    leaveSchema.parse(spring.body.data);
    assert.deepEqual(
      [spring.body.data.start, spring.body.data.end, spring.body.data.agent.id, spring.body.data.accepted_at],
      ['2031-03-29', '2031-03-31', id.agent, null],
    );
    const autumn = await as.agent!.post('/api/admin/leave', { start: '2031-10-26', end: '2031-10-27', type: 'health' });
    assert.equal(autumn.status, 201);
    assert.deepEqual([autumn.body.data.start, autumn.body.data.end], ['2031-10-26', '2031-10-27']);

    const day = async (from: string, to = from) =>
      ((await as.manager!.get(`/api/admin/leave?from=${from}&to=${to}`)).body.data as { id: number }[]).map((l) => l.id);
    assert.ok((await day('2031-03-30')).includes(spring.body.data.id));
    assert.ok((await day('2031-03-31')).includes(spring.body.data.id));
    assert.ok(!(await day('2031-04-01')).includes(spring.body.data.id));
    assert.ok(!(await day('2031-03-28')).includes(spring.body.data.id));
    assert.ok((await day('2031-10-27')).includes(autumn.body.data.id));
    assert.ok(!(await day('2031-10-28', '2031-10-31')).includes(autumn.body.data.id));
    // The calendar greys the holidays of its range, for every agent.
    await server.database.db
      .insert(holidays)
      .values([
        { name: 'Wszystkich Świętych', date: '2031-11-01' },
        { name: 'Święto Niepodległości', date: '2031-11-11' },
      ])
      .onConflictDoNothing();
    const november = await as.agent!.get('/api/admin/leave?from=2031-11-01&to=2031-11-30');
    assert.deepEqual(
      november.body.holidays.map((h: { date: string }) => h.date),
      ['2031-11-01', '2031-11-11'],
    );
    // Stored as the calendar days given, never shifted to UTC.
    const [row] = await server.database.db.select().from(leaves).where(eq(leaves.id, autumn.body.data.id));
    assert.deepEqual([row!.start, row!.end], ['2031-10-26', '2031-10-27']);
  });

  it('refuses an end before the start and a bad type with field messages in the user language', async () => {
    const pl = await as.agent!.post('/api/admin/leave', { start: '2031-05-10', end: '2031-05-09', type: 'free' });
    assert.equal(pl.status, 422);
    assert.deepEqual(pl.body.errors.end, ['Data końca nie może być wcześniejsza niż data początku']);
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, id.manager!));
    try {
      const en = await as.manager!.post('/api/admin/leave', { start: '2031-05-10', end: '2031-05-09', type: 'free' });
      assert.equal(en.status, 422);
      assert.deepEqual(en.body.errors.end, ['The end date cannot be earlier than the start date']);
      const type = await as.manager!.post('/api/admin/leave', { start: '2031-05-10', end: '2031-05-10', type: 'vacation' });
      assert.equal(type.status, 422);
      assert.ok(type.body.errors.type);
      assert.equal((await as.manager!.get('/api/admin/leave?from=2031-05-10&to=2031-05-01')).status, 422);
    } finally {
      await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.id, id.manager!));
    }
  });

  it('lets admins and managers accept and manage any leave; an agent only its own, and never accept', async () => {
    const own = (await as.agent!.post('/api/admin/leave', { start: '2031-06-02', end: '2031-06-06', type: 'holiday' })).body.data;
    const admins = (await as.admin!.post('/api/admin/leave', { start: '2031-06-02', end: '2031-06-03', type: 'occasional' })).body.data;
    assert.equal(admins.agent.id, id.admin);

    assert.equal((await as.agent!.post(`/api/admin/leave/${own.id}/accept`)).status, 403);
    assert.equal(
      (await put('agent', `/api/admin/leave/${admins.id}`, { start: '2031-06-02', end: '2031-06-02', type: 'free' })).status,
      403,
    );
    assert.equal((await as.agent!.delete(`/api/admin/leave/${admins.id}`)).status, 403);
    assert.equal(
      (await as.agent!.post('/api/admin/leave', { start: '2031-06-09', end: '2031-06-09', type: 'free', agent_id: id.manager })).status,
      403,
    );
    // Colleagues' leaves are visible to every agent.
    const seen = (await as.agent!.get('/api/admin/leave?from=2031-06-01&to=2031-06-30')).body.data as { id: number }[];
    assert.ok(seen.some((l) => l.id === admins.id));

    const accepted = await as.manager!.post(`/api/admin/leave/${own.id}/accept`);
    assert.equal(accepted.status, 200);
    assert.equal(accepted.body.message, 'Urlop został zaakceptowany');
    assert.equal(accepted.body.data.accepted_by.id, id.manager);
    assert.ok(accepted.body.data.accepted_at);

    // The agent moving its accepted leave asks for acceptance again; a description alone keeps it.
    const described = await put('agent', `/api/admin/leave/${own.id}`, {
      start: '2031-06-02',
      end: '2031-06-06',
      type: 'holiday',
      description: 'Morze',
    });
    assert.equal(described.status, 200);
    assert.equal(described.body.message, 'Urlop został zaktualizowany');
    assert.ok(described.body.data.accepted_at);
    const moved = await put('agent', `/api/admin/leave/${own.id}`, {
      start: '2031-06-03',
      end: '2031-06-06',
      type: 'holiday',
      description: 'Morze',
    });
    assert.equal(moved.body.data.accepted_at, null);

    const forAgent = await as.manager!.post('/api/admin/leave', {
      start: '2031-06-16',
      end: '2031-06-16',
      type: 'remote',
      agent_id: id.agent,
    });
    assert.equal(forAgent.status, 201);
    assert.equal(forAgent.body.data.agent.id, id.agent);
    assert.equal(
      (await as.admin!.post('/api/admin/leave', { start: '2031-06-16', end: '2031-06-16', type: 'free', agent_id: 999999 })).status,
      422,
    );
    assert.equal(
      (await put('manager', `/api/admin/leave/${admins.id}`, { start: '2031-06-02', end: '2031-06-04', type: 'occasional' })).status,
      200,
    );
    const deleted = await as.manager!.delete(`/api/admin/leave/${admins.id}`);
    assert.equal(deleted.status, 200);
    assert.equal(deleted.body.message, 'Urlop został usunięty');
    assert.equal((await as.agent!.delete(`/api/admin/leave/${own.id}`)).status, 200);
    assert.equal((await as.admin!.get(`/api/admin/leave/${own.id}`)).status, 404);
    assert.equal((await as.admin!.post('/api/admin/leave/999999/accept')).status, 404);

    for (const url of ['/api/admin/leave?from=2031-06-01&to=2031-06-30', `/api/admin/leave/${forAgent.body.data.id}`]) {
      assert.equal((await as.vip!.get(url)).status, 403, url);
      assert.equal((await new Client(server.base).get(url)).status, 401, url);
    }
    assert.equal((await as.vip!.post('/api/admin/leave', { start: '2031-06-16', end: '2031-06-16', type: 'free' })).status, 403);
  });

  it('takes the days of an accepted leave (but not remote work) out of the expected hours', async () => {
    const missing = async () =>
      ((await as.agent!.get('/api/admin/agent/not-reported-hours')).body.data as { date: string }[]).map((d) => d.date);
    const before = await missing();
    assert.ok(before.length >= 2, 'the seed leaves some working days unreported');
    const [first, second] = before as [string, string];
    const db = server.database.db;
    // Nothing of the seed's in the way: the agent's leaves touching those days go.
    await db
      .delete(leaves)
      .where(
        and(
          eq(leaves.agentId, id.agent!),
          lte(leaves.start, second > first ? second : first),
          gte(leaves.end, first < second ? first : second),
        ),
      );

    const sick = (await as.agent!.post('/api/admin/leave', { start: first, end: first, type: 'health' })).body.data;
    const remote = (await as.agent!.post('/api/admin/leave', { start: second, end: second, type: 'remote' })).body.data;
    assert.deepEqual(await missing(), before, 'not accepted yet: still expected');
    await as.admin!.post(`/api/admin/leave/${sick.id}/accept`);
    await as.admin!.post(`/api/admin/leave/${remote.id}/accept`);
    const after = await missing();
    assert.ok(!after.includes(first), 'the accepted sick day is not expected');
    assert.ok(after.includes(second), 'remote work still counts as a working day');
  });

  it('marks agents away today on accepted leave as on leave in the assignee look-up', async () => {
    const db = server.database.db;
    const today = businessDateOf(new Date());
    await db.delete(leaves).where(and(lte(leaves.start, today), gte(leaves.end, today)));
    const onLeave = async () =>
      Object.fromEntries(
        ((await as.agent!.get('/api/admin/lookups/agents')).body.data as { id: number; on_leave: boolean }[]).map((a) => [
          a.id,
          a.on_leave,
        ]),
      );
    assert.deepEqual([(await onLeave())[id.agent!], (await onLeave())[id.manager!]], [false, false]);

    const mine = (await as.agent!.post('/api/admin/leave', { start: today, end: today, type: 'free' })).body.data;
    const managersRemote = (await as.manager!.post('/api/admin/leave', { start: today, end: today, type: 'remote' })).body.data;
    assert.equal((await onLeave())[id.agent!], false, 'not accepted yet');
    await as.manager!.post(`/api/admin/leave/${mine.id}/accept`);
    await as.admin!.post(`/api/admin/leave/${managersRemote.id}/accept`);
    const flags = await onLeave();
    assert.equal(flags[id.agent!], true);
    assert.equal(flags[id.manager!], false, 'working remotely is not away');
    assert.equal(flags[id.admin!], false);

    // A leave accepted for tomorrow is named (not yet "on leave") so the pickers can warn about it.
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await db.delete(leaves).where(and(eq(leaves.agentId, id.admin!), lte(leaves.start, tomorrow), gte(leaves.end, today)));
    const soon = (await as.admin!.post('/api/admin/leave', { start: tomorrow, end: tomorrow, type: 'holiday' })).body.data;
    const choices = async () =>
      ((await as.agent!.get('/api/admin/lookups/agents')).body.data as { id: number; on_leave: boolean; leave: unknown }[]).find(
        (a) => a.id === id.admin,
      )!;
    assert.equal((await choices()).leave, null, 'not accepted yet');
    await as.manager!.post(`/api/admin/leave/${soon.id}/accept`);
    assert.deepEqual(await choices(), { ...(await choices()), on_leave: false, leave: { start: tomorrow, end: tomorrow } });
    assert.deepEqual((await as.agent!.get('/api/admin/lookups/agents')).body.data.find((a: { id: number }) => a.id === id.agent).leave, {
      start: today,
      end: today,
    });
  });
});
