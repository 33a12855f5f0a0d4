/** Internal time: rights (own entries; admins and managers anyone's), validation, and its effect on missing hours. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { internalTimes, users } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';

describe('internal time', () => {
  let server: TestServer;
  let admin: Client;
  let manager: Client;
  let agent: Client;
  let other: Client;
  let agentId: number;
  const entry = { day: '2031-05-06', from_hour: '09:00', minutes: 60, category: 'meeting', description: 'Odprawa' };
  const put = (c: Client, url: string, body: unknown) => c.request('PUT', url, body);

  before(async () => {
    server = await startServer({ tickets: 5 });
    [admin, manager, agent, other] = (await Promise.all(
      ['admin@demo.test', 'manager@demo.test', 'agent@demo.test', 'jan.kowalski@msp.test'].map((e) => login(server.base, e)),
    )) as [Client, Client, Client, Client];
    [{ id: agentId }] = (await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'))) as [
      { id: number },
    ];
  });
  after(() => server.close());

  it('an agent logs, lists, edits and deletes its own entries; others’ are not its business', async () => {
    const bad = await agent.post('/api/admin/internal-time', { day: 'wczoraj', from_hour: '25:00', minutes: 0, category: 'coffee' });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.errors).sort(), ['category', 'day', 'from_hour', 'minutes']);

    const created = await agent.post('/api/admin/internal-time', entry);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.message, 'Czas wewnętrzny został dodany');
    const id = created.body.data.id as number;
    assert.equal(created.body.data.from_hour, '09:00');
    assert.equal(created.body.data.agent.id, agentId);

    const mine = await agent.get('/api/admin/internal-time?from=2031-05-01&to=2031-05-31');
    assert.deepEqual(
      mine.body.data.map((e: { id: number }) => e.id),
      [id],
    );
    // Another agent neither sees nor changes it, nor logs time for someone else.
    assert.equal((await other.get('/api/admin/internal-time?from=2031-05-01&to=2031-05-31')).body.data.length, 0);
    assert.equal((await other.get(`/api/admin/internal-time?agent_id=${agentId}`)).status, 403);
    assert.equal((await put(other, `/api/admin/internal-time/${id}`, entry)).status, 404);
    assert.equal((await other.delete(`/api/admin/internal-time/${id}`)).status, 404);
    assert.equal((await other.post('/api/admin/internal-time', { ...entry, agent_id: agentId })).status, 403);

    const edited = await put(agent, `/api/admin/internal-time/${id}`, { ...entry, minutes: 90, category: 'learning' });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.data.minutes, 90);
    assert.equal(edited.body.data.category, 'learning');
    const deleted = await agent.delete(`/api/admin/internal-time/${id}`);
    assert.equal(deleted.status, 200);
    assert.equal(deleted.body.message, 'Czas wewnętrzny został usunięty');
    assert.equal((await agent.get(`/api/admin/internal-time/${id}`)).status, 404);
  });

  it('admins and managers see and change anyone’s entries and log time for an agent', async () => {
    const logged = await manager.post('/api/admin/internal-time', { ...entry, day: '2031-05-07', agent_id: agentId });
    assert.equal(logged.status, 201);
    assert.equal(logged.body.data.agent.id, agentId);
    const id = logged.body.data.id as number;
    assert.ok(
      (await agent.get('/api/admin/internal-time?from=2031-05-07&to=2031-05-07')).body.data.some((e: { id: number }) => e.id === id),
    );
    assert.ok(
      (await admin.get(`/api/admin/internal-time?agent_id=${agentId}&from=2031-05-07&to=2031-05-07`)).body.data.some(
        (e: { id: number }) => e.id === id,
      ),
    );
    assert.equal((await put(admin, `/api/admin/internal-time/${id}`, { ...entry, minutes: 30 })).status, 200);
    assert.equal((await manager.delete(`/api/admin/internal-time/${id}`)).status, 200);
  });

  it('counts toward reported hours: a logged day leaves the missing-hours list', async () => {
    const missing = async () =>
      (await agent.get('/api/admin/agent/not-reported-hours')).body.data as { date: string; missing_minutes: number }[];
    const before = await missing();
    assert.ok(before.length > 0, 'the demo agent has days without time');
    const day = before[0]!;
    const created = await agent.post('/api/admin/internal-time', {
      ...entry,
      day: day.date,
      minutes: day.missing_minutes,
      category: 'others',
    });
    assert.equal(created.status, 201);
    const after = await missing();
    assert.ok(!after.some((d) => d.date === day.date), `${day.date} is reported now`);
    assert.equal(after.length, before.length - 1);
  });

  it('pages the list like every other list: page / per_page with the total count and the total minutes of all pages', async () => {
    const db = server.database.db;
    // 525 entries of 1–5 minutes in August 2032: more than the 500 the list once stopped at.
    const rows = Array.from({ length: 525 }, (_, i) => ({
      agentId,
      day: `2032-08-${String((i % 28) + 1).padStart(2, '0')}`,
      fromHour: '07:00',
      minutes: (i % 5) + 1,
      category: 'learning',
    }));
    await db.insert(internalTimes).values(rows);
    const minutes = rows.reduce((s, r) => s + r.minutes, 0);
    const first = await agent.get('/api/admin/internal-time?from=2032-08-01&to=2032-08-31&per_page=100');
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.data.length, 100);
    assert.deepEqual(
      [first.body.meta.total, first.body.meta.last_page, first.body.meta.per_page, first.body.meta.current_page],
      [525, 6, 100, 1],
    );
    assert.equal(first.body.summary.minutes, minutes, 'the total of every page, not of this one');
    assert.equal(first.body.data[0].day, '2032-08-28', 'newest day first');
    assert.match(first.body.links.next, /page=2/);
    const last = await agent.get('/api/admin/internal-time?from=2032-08-01&to=2032-08-31&per_page=100&page=6');
    assert.equal(last.body.data.length, 25);
    assert.equal(last.body.links.next, null);
    const seen = new Set<number>();
    for (let page = 1; page <= 6; page++)
      for (const e of (await agent.get(`/api/admin/internal-time?from=2032-08-01&to=2032-08-31&per_page=100&page=${page}`)).body.data)
        seen.add(e.id);
    assert.equal(seen.size, 525, 'the pages cover every entry once');
    // Another agent's page is empty; the default page is 20 entries.
    const none = await other.get('/api/admin/internal-time?from=2032-08-01&to=2032-08-31');
    assert.deepEqual([none.body.data.length, none.body.meta.total, none.body.summary.minutes], [0, 0, 0]);
    assert.equal((await admin.get(`/api/admin/internal-time?agent_id=${agentId}&from=2032-08-01&to=2032-08-31`)).body.data.length, 20);
    assert.equal((await agent.get('/api/admin/internal-time?per_page=101')).status, 422);
  });
});
