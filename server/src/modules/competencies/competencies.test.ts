/** The competency matrix: who may change which row, the 0–3 bound, filter and sort, and the picker's ranking. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { competencyListSchema } from '@helpdesk/shared/resources';
import { users } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';

describe('competency matrix (server)', () => {
  let server: TestServer;
  let admin: Client;
  let manager: Client;
  let agent: Client;
  let client: Client;
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 5 });
    [admin, manager, agent, client] = (await Promise.all(
      ['admin@demo.test', 'manager@demo.test', 'agent@demo.test', 'client@demo.test'].map((email) => login(server.base, email)),
    )) as [Client, Client, Client, Client];
    for (const email of ['admin@demo.test', 'manager@demo.test', 'agent@demo.test']) {
      const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      ids[email] = row!.id;
    }
  });
  after(async () => {
    await server.close();
  });

  const put = (who: Client, agentId: number, body: unknown) => who.request('PUT', `/api/admin/competencies/${agentId}`, body);
  const levelOf = async (agentId: number, area: string) => {
    const res = await admin.get('/api/admin/competencies');
    return res.body.data.find((r: { agent: { id: number } }) => r.agent.id === agentId).levels[area];
  };

  it('lists every live agent with all 18 areas; only the own row is editable for an agent', async () => {
    const res = await agent.get('/api/admin/competencies');
    assert.equal(res.status, 200);
    competencyListSchema.parse(res.body);
    assert.ok(res.body.data.length >= 3);
    const editable = res.body.data.filter((r: { editable: boolean }) => r.editable).map((r: { agent: { id: number } }) => r.agent.id);
    assert.deepEqual(editable, [ids['agent@demo.test']]);
    const asManager = await manager.get('/api/admin/competencies');
    assert.ok(asManager.body.data.every((r: { editable: boolean }) => r.editable));
    assert.equal((await client.get('/api/admin/competencies')).status, 403);
  });

  it('an agent changes its own row and is told "Zmieniono pomyślnie!"; another agent\'s row is refused', async () => {
    const own = await put(agent, ids['agent@demo.test']!, { area: 'fortigate', level: 3 });
    assert.equal(own.status, 200);
    assert.equal(own.body.message, 'Zmieniono pomyślnie!');
    assert.equal(own.body.data.levels.fortigate, 3);
    assert.equal(await levelOf(ids['agent@demo.test']!, 'fortigate'), 3);

    const before = await levelOf(ids['manager@demo.test']!, 'linux');
    const other = await put(agent, ids['manager@demo.test']!, { area: 'linux', level: before === 3 ? 0 : 3 });
    assert.equal(other.status, 403);
    assert.equal(await levelOf(ids['manager@demo.test']!, 'linux'), before);
    assert.equal((await put(client, ids['agent@demo.test']!, { area: 'linux', level: 1 })).status, 403);
  });

  it("admins and managers change any agent; the answer speaks the user's language", async () => {
    assert.equal((await put(manager, ids['agent@demo.test']!, { area: 'voip', level: 2 })).status, 200);
    assert.equal(await levelOf(ids['agent@demo.test']!, 'voip'), 2);
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, ids['admin@demo.test']!));
    const res = await put(admin, ids['agent@demo.test']!, { area: 'voip', level: 1 });
    await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.id, ids['admin@demo.test']!));
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Changed successfully!');
    assert.equal(await levelOf(ids['agent@demo.test']!, 'voip'), 1);
    // Not an agent: a client's id is no row of the matrix.
    const [someClient] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.test'));
    assert.equal((await put(admin, someClient!.id, { area: 'voip', level: 1 })).status, 404);
  });

  it('keeps levels within 0–3 and areas within the 18: 422 with a field message, nothing stored', async () => {
    const agentId = ids['agent@demo.test']!;
    const before = await levelOf(agentId, 'nas');
    for (const level of [4, -1, 1.5, 'x']) {
      const res = await put(agent, agentId, { area: 'nas', level });
      assert.equal(res.status, 422, `level ${level}`);
      assert.ok(res.body.errors.level, `level ${level}`);
    }
    const area = await put(agent, agentId, { area: 'cooking', level: 1 });
    assert.equal(area.status, 422);
    assert.ok(area.body.errors.area);
    assert.equal(await levelOf(agentId, 'nas'), before);
  });

  it('filters "who knows fortigate at 2 or more" and sorts by an area, strongest first', async () => {
    await put(admin, ids['admin@demo.test']!, { area: 'fortigate', level: 2 });
    await put(admin, ids['manager@demo.test']!, { area: 'fortigate', level: 1 });
    const res = await admin.get('/api/admin/competencies?area=fortigate&min_level=2&sort=fortigate');
    assert.equal(res.status, 200);
    const rows: { agent: { id: number }; levels: { fortigate: number } }[] = res.body.data;
    assert.ok(rows.every((r) => r.levels.fortigate >= 2));
    const got = rows.map((r) => r.agent.id);
    assert.ok(got.includes(ids['admin@demo.test']!) && got.includes(ids['agent@demo.test']!));
    assert.ok(!got.includes(ids['manager@demo.test']!));
    const levels = rows.map((r) => r.levels.fortigate);
    assert.deepEqual(
      levels,
      [...levels].sort((a, b) => b - a),
    );
    assert.equal((await admin.get('/api/admin/competencies?area=fortigate&min_level=5')).status, 422);
  });

  it('ranks agents for a ticket category by their best level among its areas', async () => {
    await put(admin, ids['agent@demo.test']!, { area: 'network', level: 0 });
    await put(admin, ids['agent@demo.test']!, { area: 'fortigate', level: 3 });
    const res = await agent.get('/api/admin/competencies/strongest?category=network');
    assert.equal(res.status, 200);
    assert.equal(res.body.data[0].level, 3);
    assert.ok(res.body.data.some((r: { id: number; level: number }) => r.id === ids['agent@demo.test'] && r.level === 3));
    assert.deepEqual((await agent.get('/api/admin/competencies/strongest?category=other')).body.data, []);
    assert.equal((await client.get('/api/admin/competencies/strongest?category=network')).status, 403);
  });
});
