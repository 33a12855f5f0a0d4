/** Issue 6 item 6: projects — CRUD, states and dates, delete and restore, tickets and hours against the budget, client side. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { companies, users } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';

describe('projects (server)', () => {
  let server: TestServer;
  let agent: Client;
  let vip: Client;
  let regular: Client;
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 20 });
    agent = await login(server.base, 'agent@demo.test');
    vip = await login(server.base, 'vip@demo.test');
    regular = await login(server.base, 'client@demo.test');
    for (const u of await server.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await server.database.db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
  });
  after(async () => server.close());

  const create = async (body: Record<string, unknown> = {}) => {
    const res = await agent.post('/api/admin/project', { name: 'Migracja do M365', company_id: ids.ACME, hours: 10, ...body });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body;
  };

  it('creates with validation (manager must be an agent), lists and filters; clients 403', async () => {
    assert.equal((await regular.post('/api/admin/project', { name: 'x', company_id: ids.ACME })).status, 403);
    const bad = await agent.post('/api/admin/project', {
      name: '',
      company_id: ids.ACME,
      state: 'done',
      manager_id: ids['client@demo.test'],
    });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.errors).sort(), ['name', 'state']);
    const notAgent = await agent.post('/api/admin/project', { name: 'x', company_id: ids.ACME, manager_id: ids['client@demo.test'] });
    assert.ok(notAgent.body.errors.manager_id);
    const { data, message } = await create({
      manager_id: ids['manager@demo.test'],
      deadline: '2027-03-31',
      description: 'Poczta i pliki',
      state: 'in-progress',
    });
    assert.equal(message, 'Projekt został utworzony');
    assert.equal(data.manager.id, ids['manager@demo.test']);
    assert.equal(data.state, 'in-progress');
    assert.equal(data.deadline, '2027-03-31');
    assert.equal(data.finished_at, null);
    assert.deepEqual(data.time, { total_minutes: 0, charged_minutes: 0, budget_minutes: 600, remaining_minutes: 600, used_percent: 0 });
    const list = await agent.get(`/api/admin/project?company_id=${ids.ACME}&state=in-progress&search=M365`);
    assert.deepEqual(
      list.body.data.map((p: any) => p.id),
      [data.id],
    );
  });

  it('the project page lists its tickets and the hours charged against the budget (time rules)', async () => {
    const { data: project } = await create({ name: 'Wdrożenie VPN', hours: 2 });
    const ticket = await agent.post('/api/admin/ticket', {
      company_id: ids.ACME,
      subject: 'Konfiguracja VPN',
      body: 'x',
      project_id: project.id,
      requester_id: ids['client@demo.test'],
    });
    const other = await agent.post('/api/admin/ticket', {
      company_id: ids.ACME,
      subject: 'Klienci VPN',
      body: 'y',
      project_id: project.id,
    });
    for (const [id, day, minutes] of [
      [ticket.body.data.id, '2026-11-02', 20],
      [other.body.data.id, '2026-11-02', 30],
      [ticket.body.data.id, '2026-11-03', 70],
    ] as const) {
      const r = await agent.post(`/api/admin/ticket/${id}/time-reports`, { day, from_hour: '09:00', kind: 'it', minutes });
      assert.equal(r.status, 201, JSON.stringify(r.body));
    }
    const page = await agent.get(`/api/admin/project/${project.id}`);
    assert.deepEqual(
      page.body.data.tickets.map((t: any) => t.subject),
      ['Konfiguracja VPN', 'Klienci VPN'],
    );
    assert.equal(page.body.data.tickets_count, 2);
    // 50 min on the 2nd → 60, 70 min on the 3rd → 120: 180 charged of a 120-minute budget.
    assert.deepEqual(page.body.data.time, {
      total_minutes: 120,
      charged_minutes: 180,
      budget_minutes: 120,
      remaining_minutes: -60,
      used_percent: 150,
    });
    assert.equal(page.body.data.tickets[0].minutes, 90);

    // Client side: the VIP sees the company's projects with the budget, the regular client only own tickets and no budget.
    const vipPage = await vip.get(`/api/client/project/${project.id}`);
    assert.equal(vipPage.status, 200);
    assert.equal(vipPage.body.data.tickets.length, 2);
    assert.ok(vipPage.body.data.time);
    const own = await regular.get(`/api/client/project/${project.id}`);
    assert.deepEqual(
      own.body.data.tickets.map((t: any) => t.subject),
      ['Konfiguracja VPN'],
    );
    assert.equal(own.body.data.time, undefined);
    assert.ok((await regular.get('/api/client/project?per_page=100')).body.data.some((p: any) => p.id === project.id));
  });

  it('states set and clear the finished date; edit answers its message', async () => {
    const { data } = await create({ name: 'Audyt' });
    const body = { name: 'Audyt bezpieczeństwa', company_id: ids.ACME, hours: 5, state: 'finished' };
    const done = await agent.request('PUT', `/api/admin/project/${data.id}`, body);
    assert.equal(done.body.message, 'Projekt został zaktualizowany');
    assert.ok(done.body.data.finished_at);
    assert.equal(done.body.data.name, 'Audyt bezpieczeństwa');
    const reopened = await agent.request('PUT', `/api/admin/project/${data.id}`, { ...body, state: 'stopped' });
    assert.equal(reopened.body.data.finished_at, null);
  });

  it('delete and restore; a deleted project is gone for clients and from the active list', async () => {
    const { data } = await create({ name: 'Do kosza' });
    const del = await agent.delete(`/api/admin/project/${data.id}`);
    assert.equal(del.body.message, 'Projekt został usunięty');
    assert.ok(del.body.data.deleted_at);
    assert.ok(!(await agent.get('/api/admin/project?per_page=100')).body.data.some((p: any) => p.id === data.id));
    assert.ok((await agent.get('/api/admin/project?filter=trashed&per_page=100')).body.data.some((p: any) => p.id === data.id));
    assert.equal((await vip.get(`/api/client/project/${data.id}`)).status, 404);
    const res = await agent.post(`/api/admin/project/${data.id}/restore`);
    assert.equal(res.body.message, 'Projekt został przywrócony');
    assert.equal(res.body.data.deleted_at, null);
    assert.equal((await vip.get(`/api/client/project/${data.id}`)).status, 200);
  });

  it('clients see only their company’s projects', async () => {
    const { data } = await create({ name: 'Projekt BUDX', company_id: ids.BUDX });
    assert.equal((await vip.get(`/api/client/project/${data.id}`)).status, 404);
    assert.ok((await vip.get('/api/client/project?per_page=100')).body.data.every((p: any) => p.company.id === ids.ACME));
  });
});
