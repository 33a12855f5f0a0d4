/**
 * Record scope (spec §6, `scopeOf` in platform/policy.ts): an agent who is neither admin nor manager works with
 * exactly its assigned companies' records in every module — lists filtered, another company's record 404, a write
 * into another company refused — while admins and managers work with every company.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { companies, companyAgents, users } from './db/schema';
import { type Client, login, startServer, type TestServer } from '../test/harness';

describe('record scope: an assigned agent vs admins and managers, every module', () => {
  let server: TestServer;
  let admin: Client;
  let manager: Client;
  let agent: Client;
  /** A company the demo agent is assigned to, and one it is not. */
  let own: number;
  let other: number;
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  before(async () => {
    server = await startServer({ tickets: 30 });
    admin = await login(server.base, 'admin@demo.test');
    manager = await login(server.base, 'manager@demo.test');
    agent = await login(server.base, 'agent@demo.test');
    const { db } = server.database;
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    const assigned = new Set(
      (await db.select({ id: companyAgents.companyId }).from(companyAgents).where(eq(companyAgents.agentId, me!.id))).map((r) => r.id),
    );
    const all = await db.select({ id: companies.id, tag: companies.tag }).from(companies);
    own = all.find((c) => c.tag === 'ACME')!.id;
    other = all.find((c) => !assigned.has(c.id))!.id;
    assert.ok(assigned.has(own));
  });
  after(async () => server.close());

  const put = (client: Client, url: string, body: unknown) => client.request('PUT', url, body);

  describe('projects', () => {
    const ids: Record<string, number> = {};
    before(async () => {
      for (const [key, company] of [
        ['own', own],
        ['other', other],
      ] as const) {
        const res = await admin.post('/api/admin/project', { name: `Zakres ${key}`, company_id: company, hours: 5 });
        assert.equal(res.status, 201, JSON.stringify(res.body));
        ids[key] = res.body.data.id;
      }
    });

    it('list: the agent sees its companies only (also when asking for another company); admin and manager all', async () => {
      const listed = async (client: Client, query = '') =>
        (await client.get(`/api/admin/project?per_page=100&search=Zakres${query}`)).body.data.map((p: any) => p.id);
      assert.deepEqual(await listed(agent), [ids.own]);
      assert.deepEqual(await listed(agent, `&company_id=${other}`), []);
      assert.equal(
        (await agent.get('/api/admin/project?per_page=100')).body.data.every((p: any) => p.company.id !== other),
        true,
      );
      for (const client of [admin, manager]) assert.deepEqual((await listed(client)).sort(), [ids.own!, ids.other!].sort());
    });

    it("read, update, delete, restore: another company's project is 404 for the agent, 200 for admin and manager", async () => {
      assert.equal((await agent.get(`/api/admin/project/${ids.own}`)).status, 200);
      assert.equal((await agent.get(`/api/admin/project/${ids.other}`)).status, 404);
      assert.equal((await put(agent, `/api/admin/project/${ids.other}`, { name: 'Przejęty', company_id: other, hours: 1 })).status, 404);
      assert.equal((await agent.delete(`/api/admin/project/${ids.other}`)).status, 404);
      assert.equal((await agent.post(`/api/admin/project/${ids.other}/restore`)).status, 404);
      for (const client of [admin, manager]) assert.equal((await client.get(`/api/admin/project/${ids.other}`)).status, 200);
      const still = await admin.get(`/api/admin/project/${ids.other}`);
      assert.equal(still.body.data.name, 'Zakres other');
      assert.equal(still.body.data.deleted_at, null);
    });

    it('create and move: not into another company (422 company_id) for the agent; admin and manager may', async () => {
      const res = await agent.post('/api/admin/project', { name: 'Obcy', company_id: other, hours: 1 });
      assert.equal(res.status, 422);
      assert.ok(res.body.errors.company_id);
      const moved = await put(agent, `/api/admin/project/${ids.own}`, { name: 'Zakres own', company_id: other, hours: 5 });
      assert.equal(moved.status, 422);
      assert.equal((await agent.post('/api/admin/project', { name: 'Swój', company_id: own, hours: 1 })).status, 201);
      assert.equal((await manager.post('/api/admin/project', { name: 'Menedżera', company_id: other, hours: 1 })).status, 201);
    });
  });

  describe('reminders', () => {
    const ids: Record<string, number> = {};
    before(async () => {
      for (const [key, company] of [
        ['own', own],
        ['other', other],
      ] as const) {
        const res = await admin.post('/api/admin/reminder', { title: `Przypomnienie ${key}`, company_id: company, day: later });
        assert.equal(res.status, 201, JSON.stringify(res.body));
        ids[key] = res.body.data.id;
      }
    });

    it('list: the agent sees its companies only; admin and manager all', async () => {
      const listed = async (client: Client, query = '') =>
        (await client.get(`/api/admin/reminder?per_page=100&search=Przypomnienie${query}`)).body.data.map((r: any) => r.id);
      assert.deepEqual(await listed(agent), [ids.own]);
      assert.deepEqual(await listed(agent, `&company_id=${other}`), []);
      for (const client of [admin, manager]) assert.deepEqual((await listed(client)).sort(), [ids.own!, ids.other!].sort());
    });

    it("read, update, delete: another company's reminder is 404 for the agent and stays as it was", async () => {
      assert.equal((await agent.get(`/api/admin/reminder/${ids.own}`)).status, 200);
      assert.equal((await agent.get(`/api/admin/reminder/${ids.other}`)).status, 404);
      assert.equal(
        (await put(agent, `/api/admin/reminder/${ids.other}`, { title: 'Przejęte', company_id: other, day: later })).status,
        404,
      );
      assert.equal((await agent.delete(`/api/admin/reminder/${ids.other}`)).status, 404);
      const still = await manager.get(`/api/admin/reminder/${ids.other}`);
      assert.equal(still.status, 200);
      assert.equal(still.body.data.title, 'Przypomnienie other');
    });

    it('create (a reminder due today files a ticket there): not into another company for the agent (422); the manager may', async () => {
      const res = await agent.post('/api/admin/reminder', { title: 'Obce dziś', company_id: other, day: today });
      assert.equal(res.status, 422);
      assert.ok(res.body.errors.company_id);
      const moved = await put(agent, `/api/admin/reminder/${ids.own}`, { title: 'Przypomnienie own', company_id: other, day: later });
      assert.equal(moved.status, 422);
      const tickets = await admin.get(`/api/admin/ticket?filter=all&company_id=${other}&search=${encodeURIComponent('Obce dziś')}`);
      assert.equal(tickets.body.data.length, 0);
      assert.equal((await manager.post('/api/admin/reminder', { title: 'Menedżera', company_id: other, day: later })).status, 201);
    });
  });

  describe('monitoring logs', () => {
    const logs: Record<string, number> = {};
    before(async () => {
      for (const [key, company] of [
        ['own', own],
        ['other', other],
      ] as const) {
        const token = (await admin.post('/api/admin/monitoring-token', { company_id: company })).body.data.token as string;
        const res = await fetch(`${server.base}/api/monitoring/alerts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ check: `zakres/${key}`, status: 'ok', title: `Zakres ${key}` }),
        });
        assert.equal(res.status, 202);
        const list = await admin.get(`/api/admin/monitoring-log?per_page=5&search=${encodeURIComponent(`zakres/${key}`)}`);
        logs[key] = list.body.data[0].id;
      }
    });

    it('list and unread counter: the agent sees its companies only; admin and manager all', async () => {
      const listed = async (client: Client, query = '') =>
        (await client.get(`/api/admin/monitoring-log?per_page=100&search=zakres${query}`)).body.data.map((l: any) => l.id);
      assert.deepEqual(await listed(agent), [logs.own]);
      assert.deepEqual(await listed(agent, `&company_id=${other}`), []);
      for (const client of [admin, manager]) assert.deepEqual((await listed(client)).sort(), [logs.own!, logs.other!].sort());
      const counter = async (client: Client) => (await client.get('/api/admin/monitoring-log/unread-counter')).body.data.count as number;
      const unreadAll = (await admin.get('/api/admin/monitoring-log?filter=unread&per_page=1')).body.meta.total as number;
      const unreadOwn = (await agent.get('/api/admin/monitoring-log?filter=unread&per_page=1')).body.meta.total as number;
      assert.equal(await counter(admin), unreadAll);
      assert.equal(await counter(agent), unreadOwn);
      assert.ok(unreadOwn < unreadAll);
    });

    it("read and mark: another company's log is 404 for the agent and stays unread", async () => {
      assert.equal((await agent.get(`/api/admin/monitoring-log/${logs.other}`)).status, 404);
      assert.equal((await agent.post(`/api/admin/monitoring-log/${logs.other}/read`)).status, 404);
      assert.equal((await agent.post(`/api/admin/monitoring-log/${logs.other}/unread`)).status, 404);
      const seen = await admin.get(`/api/admin/monitoring-log?per_page=5&filter=unread&search=${encodeURIComponent('zakres/other')}`);
      assert.deepEqual(
        seen.body.data.map((l: any) => l.id),
        [logs.other],
      );
      assert.equal((await agent.get(`/api/admin/monitoring-log/${logs.own}`)).status, 200);
    });

    it("mark all read: the agent's reaches its companies only, also when it names another company", async () => {
      await agent.post('/api/admin/monitoring-log/read-all', { company_id: other });
      await agent.post('/api/admin/monitoring-log/read-all', {});
      const unreadOther = await manager.get(`/api/admin/monitoring-log?filter=unread&per_page=100&company_id=${other}`);
      assert.ok(unreadOther.body.data.some((l: any) => l.id === logs.other));
      assert.equal((await agent.get('/api/admin/monitoring-log?filter=unread&per_page=1')).body.meta.total, 0);
      // The manager's reaches every company.
      await manager.post('/api/admin/monitoring-log/read-all', {});
      assert.equal((await admin.get('/api/admin/monitoring-log?filter=unread&per_page=1')).body.meta.total, 0);
    });
  });

  describe('tickets, lookups, company report, dashboard, planned works (already scoped: kept so)', () => {
    it("tickets: the agent's list holds its companies only and another company's ticket is 404", async () => {
      const list = await agent.get('/api/admin/ticket?filter=all&per_page=100');
      assert.equal(list.status, 200);
      assert.ok(list.body.data.length > 0);
      const theirs = await admin.get(`/api/admin/ticket?filter=all&per_page=1&company_id=${other}`);
      const foreign = theirs.body.data[0];
      assert.ok(foreign, 'the other company has tickets');
      assert.equal(
        list.body.data.some((t: any) => t.company?.id === other),
        false,
      );
      assert.equal((await agent.get(`/api/admin/ticket/${foreign.id}`)).status, 404);
      assert.equal((await manager.get(`/api/admin/ticket/${foreign.id}`)).status, 200);
      const create = await agent.post('/api/admin/ticket', { company_id: other, subject: 'Obcy', body: 'x' });
      assert.ok(create.status === 403 || create.status === 422, String(create.status));
    });

    it('lookups and the company report: the agent picks its companies only (403 for another); the manager any', async () => {
      const choices = (await agent.get('/api/admin/lookups/companies')).body.data.map((c: any) => c.id);
      assert.ok(choices.includes(own));
      assert.equal(choices.includes(other), false);
      assert.ok((await manager.get('/api/admin/lookups/companies')).body.data.some((c: any) => c.id === other));
      assert.equal((await agent.get(`/api/admin/lookups/companies/${other}/people`)).status, 403);
      assert.equal((await agent.get(`/api/admin/lookups/companies/${other}/projects`)).status, 403);
      assert.equal((await manager.get(`/api/admin/lookups/companies/${other}/people`)).status, 200);
      assert.equal((await agent.get(`/api/admin/company-report/${other}`)).status, 403);
      assert.equal((await agent.get(`/api/admin/company-report/${own}`)).status, 200);
      assert.equal((await manager.get(`/api/admin/company-report/${other}`)).status, 200);
    });

    it("dashboard and planned works: the agent's figures and list come from its companies only", async () => {
      assert.equal((await manager.post('/api/admin/ticket', { company_id: other, subject: 'Otwarte u innych', body: 'x' })).status, 201);
      const mine = await agent.get(`/api/admin/dashboard?company_id=${other}`);
      assert.equal(mine.status, 200);
      const theirs = await manager.get(`/api/admin/dashboard?company_id=${other}`);
      // Ticket figures only: "my minutes" are the asking agent's own whatever the company.
      const sum = (figures: Record<string, unknown>) =>
        Object.entries(figures).reduce<number>((s, [k, v]) => s + (k !== 'my_minutes_this_week' && typeof v === 'number' ? v : 0), 0);
      assert.equal(sum(mine.body.data), 0);
      assert.ok(sum(theirs.body.data) > 0);
      const works = (await agent.get('/api/admin/planned-work/list')).body.data as { company?: { id: number } }[];
      assert.equal(
        works.some((w) => w.company?.id === other),
        false,
      );
    });
  });
});
