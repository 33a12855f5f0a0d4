/** Issue 6 item 5: planned works on a ticket — create/update/delete/accept/reject rules and spec §8 messages. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { companies } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';

describe('planned works (issue 6, server)', () => {
  let server: TestServer;
  let agent: Client;
  let manager: Client;
  let admin: Client;
  let client: Client;
  let ticketId: number;
  const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

  before(async () => {
    server = await startServer({ tickets: 20 });
    agent = await login(server.base, 'agent@demo.test');
    manager = await login(server.base, 'manager@demo.test');
    admin = await login(server.base, 'admin@demo.test');
    client = await login(server.base, 'client@demo.test');
    const [acme] = await server.database.db.select().from(companies).limit(1);
    const t = await agent.post('/api/admin/ticket', { company_id: acme!.id, subject: 'Wymiana serwera', body: 'Plan' });
    ticketId = t.body.data.id;
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
});
