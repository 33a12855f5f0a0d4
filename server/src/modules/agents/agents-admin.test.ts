/**
 * Agents managed by admins and managers (spec §3 Agent, §6): validation, who may do what, the temporary password,
 * delete (no sign-in, sessions end, offered nowhere as an assignee, history kept) and restore.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { companies, sessions, tickets, timeReports, users } from '../../platform/db/schema';
import { BROADCAST_EVENTS, userChannel } from '@helpdesk/shared/schemas';
import { Client, latestCode, login, startServer, type TestServer } from '../../test/harness';

describe('agents admin', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};
  const published: { channels: string[]; event: string; data: any }[] = [];

  before(async () => {
    server = await startServer({ tickets: 20 });
    const broadcaster = server.app.ctx.broadcaster;
    const publish = broadcaster.publish.bind(broadcaster);
    broadcaster.publish = async (channels, event, data, except) => {
      published.push({ channels, event, data });
      return publish(channels, event, data, except);
    };
    for (const who of ['admin', 'manager', 'agent']) as[who] = await login(server.base, `${who}@demo.test`);
    for (const u of await server.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await server.database.db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
  });
  after(async () => server.close());

  const put = (who: Client, url: string, body: unknown) => who.request('PUT', url, body);
  const outbox = async () =>
    (
      (await (await fetch(`${server.base}/dev/outbox`)).json()) as {
        data: { channel: string; to: string; subject: string | null; body: string }[];
      }
    ).data;
  const body = (over: Record<string, unknown> = {}) => ({
    firstname: 'Nowy',
    lastname: 'Agent',
    email: 'nowy.agent@msp.test',
    agent_type: 'developer',
    phone: '+48 22 100 20 30',
    direct_phone: '+48 600 700 800',
    role: 'agent',
    time_scope: 240,
    company_ids: [ids.ACME],
    ...over,
  });
  /** Signs in with a password and the SMS code; the answer of the sign-in. */
  const signIn = async (email: string, password: string) => {
    const c = new Client(server.base);
    await c.get('/sanctum/csrf-cookie');
    const res = await c.post('/login', { email, password });
    if (res.body?.two_factor)
      assert.equal((await c.post('/api/two-factor/verify', { code: await latestCode(server.base, email) })).status, 204);
    return { client: c, res };
  };

  it('a plain agent may not list or create agents (403); a manager and an admin may', async () => {
    assert.equal((await as.agent!.get('/api/admin/agent')).status, 403);
    assert.equal((await as.agent!.post('/api/admin/agent', body())).status, 403);
    const manager = await as.manager!.get('/api/admin/agent?role=manager');
    assert.equal(manager.status, 200);
    assert.ok(manager.body.data.length >= 2);
    assert.ok(manager.body.data.every((a: any) => a.role === 'manager'));
    const admin = await as.admin!.get('/api/admin/agent?search=Kowalski');
    assert.deepEqual(
      admin.body.data.map((a: any) => a.email),
      ['jan.kowalski@msp.test'],
    );
    const types = await as.admin!.get('/api/admin/agent?agent_type=specialist&per_page=100');
    assert.ok(types.body.data.length > 0 && types.body.data.every((a: any) => a.agent_type === 'specialist'));
    // Clients are not agents: nobody finds one here.
    assert.equal((await as.admin!.get(`/api/admin/agent/${ids['client@demo.test']}`)).status, 404);
  });

  it('validates in the user language: required fields, e-mail, role, job position, time scope, taken e-mail', async () => {
    const bad = await as.admin!.post(
      '/api/admin/agent',
      body({ firstname: '', email: 'nie-email', role: 'client', agent_type: 'boss', time_scope: 100, direct_phone: '' }),
    );
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.errors).sort(), ['agent_type', 'direct_phone', 'email', 'firstname', 'role', 'time_scope']);
    assert.equal(bad.body.errors.firstname[0], 'To pole jest wymagane');
    const taken = await as.admin!.post('/api/admin/agent', body({ email: 'Agent@Demo.test' }));
    assert.equal(taken.status, 422);
    assert.deepEqual(taken.body.errors, { email: ['Ten adres e-mail jest już zajęty'] });
    // The user's language rules the messages.
    const managerId = ids['manager@demo.test']!;
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, managerId));
    const english = await as.manager!.post('/api/admin/agent', body({ lastname: '', email: 'agent@demo.test' }));
    await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.id, managerId));
    assert.deepEqual(english.body.errors, { lastname: ['This field is required'] });
    assert.deepEqual((await as.manager!.post('/api/admin/agent', body({ email: 'agent@demo.test' }))).body.errors, {
      email: ['Ten adres e-mail jest już zajęty'],
    });
    const missing = await as.admin!.post('/api/admin/agent', body({ company_ids: [999_999] }));
    assert.deepEqual(missing.body.errors, { company_ids: ['Jedna z wybranych firm nie istnieje'] });
  });

  it('a manager cannot grant the admin role nor touch an admin account; nobody deletes themselves', async () => {
    const grant = await as.manager!.post('/api/admin/agent', body({ email: 'wannabe@msp.test', role: 'admin' }));
    assert.equal(grant.status, 422);
    assert.deepEqual(Object.keys(grant.body.errors), ['role']);
    const adminId = ids['admin@demo.test']!;
    assert.equal((await as.manager!.request('DELETE', `/api/admin/agent/${adminId}`)).status, 403);
    assert.equal((await put(as.manager!, `/api/admin/agent/${adminId}`, body({ email: 'admin@demo.test', role: 'admin' }))).status, 403);
    const self = await as.admin!.request('DELETE', `/api/admin/agent/${adminId}`);
    assert.equal(self.status, 422);
    const demote = await put(
      as.manager!,
      `/api/admin/agent/${ids['manager@demo.test']}`,
      body({ email: 'manager@demo.test', role: 'agent' }),
    );
    assert.equal(demote.status, 422);
    assert.ok(demote.body.errors.role);
  });

  it('every change goes out as AgentUpdated to the own channels of the live agents, never to clients', async () => {
    published.length = 0;
    const created = await as.admin!.post('/api/admin/agent', body({ email: 'event.agent@msp.test' }));
    assert.equal(created.status, 201);
    const id = created.body.data.id as number;
    assert.equal((await as.admin!.request('DELETE', `/api/admin/agent/${id}`)).status, 200);
    assert.equal((await as.admin!.post(`/api/admin/agent/${id}/restore`)).status, 200);
    const events = published.filter((p) => p.event === BROADCAST_EVENTS.agentUpdated);
    assert.deepEqual(
      events.map((e) => e.data),
      [
        { id, action: 'created' },
        { id, action: 'deleted' },
        { id, action: 'restored' },
      ],
    );
    for (const e of events) {
      assert.ok(e.channels.includes(userChannel(ids['agent@demo.test']!)));
      assert.ok(!e.channels.includes(userChannel(ids['client@demo.test']!)));
    }
    // The deleted agent itself is no longer told anything.
    assert.ok(!events[1]!.channels.includes(userChannel(id)));
    assert.ok(events[2]!.channels.includes(userChannel(id)));
  });

  it('creates with a temporary password by e-mail, edits, deletes (no sign-in, sessions end, no assignee, history kept) and restores', async () => {
    const created = await as.manager!.post('/api/admin/agent', body());
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.message, 'Agent został dodany');
    const agent = created.body.data;
    assert.equal(agent.temporary_password, true);
    assert.deepEqual(
      agent.companies.map((c: any) => c.tag),
      ['ACME'],
    );
    assert.equal(agent.time_scope, 240);
    const mail = (await outbox()).find((m) => m.channel === 'mail' && m.to === 'nowy.agent@msp.test');
    assert.ok(mail, 'welcome e-mail');
    const password = /Hasło tymczasowe: (\S+)/.exec(mail.body)![1]!;
    const first = await signIn('nowy.agent@msp.test', password);
    const me = await first.client.get('/api/user');
    assert.equal(me.status, 200);
    assert.equal(me.body.data.temporary_password, true);
    assert.deepEqual(me.body.companies, [ids.ACME]);

    const edited = await put(
      as.admin!,
      `/api/admin/agent/${agent.id}`,
      body({ lastname: 'Zmieniony', role: 'manager', time_scope: 480, company_ids: [ids.BUDX, ids.KLIN] }),
    );
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.data.name, 'Nowy Zmieniony');
    assert.equal(edited.body.data.role, 'manager');
    assert.deepEqual(edited.body.data.companies.map((c: any) => c.tag).sort(), ['BUDX', 'KLIN']);

    // Work that must survive the deletion: an assigned ticket with a time report.
    const [ticket] = await server.database.db
      .select({ id: tickets.id, version: tickets.version })
      .from(tickets)
      .where(eq(tickets.companyId, ids.BUDX!))
      .limit(1);
    const assign = await as.admin!.patch(`/api/admin/ticket/${ticket!.id}`, { version: ticket!.version, assignee_id: agent.id });
    assert.equal(assign.status, 200, JSON.stringify(assign.body));
    await server.database.db
      .insert(timeReports)
      .values({ ticketId: ticket!.id, agentId: agent.id, day: '2026-11-02', fromHour: '09:00', kind: 'it', minutes: 30 });

    const deleted = await as.admin!.request('DELETE', `/api/admin/agent/${agent.id}`);
    assert.equal(deleted.status, 200);
    assert.equal(deleted.body.message, 'Agent został usunięty');
    assert.ok(deleted.body.data.deleted_at);
    // The open session ended; a new sign-in is refused like wrong credentials.
    assert.equal((await first.client.get('/api/user')).status, 401);
    assert.equal((await server.database.db.select().from(sessions).where(eq(sessions.userId, agent.id))).length, 0);
    const fresh = new Client(server.base);
    await fresh.get('/sanctum/csrf-cookie');
    const refused = await fresh.post('/login', { email: 'nowy.agent@msp.test', password });
    assert.equal(refused.status, 422);
    // Offered nowhere: not in the look-up, not assignable, not in the active list; in the deleted one.
    assert.ok(!(await as.agent!.get('/api/admin/lookups/agents')).body.data.some((a: any) => a.id === agent.id));
    const [other] = await server.database.db
      .select({ id: tickets.id, version: tickets.version })
      .from(tickets)
      .where(eq(tickets.companyId, ids.ACME!))
      .limit(1);
    const assignDeleted = await as.admin!.patch(`/api/admin/ticket/${other!.id}`, { version: other!.version, assignee_id: agent.id });
    assert.equal(assignDeleted.status, 422);
    assert.ok(assignDeleted.body.errors.assignee_id);
    assert.ok(!(await as.admin!.get('/api/admin/agent?per_page=100')).body.data.some((a: any) => a.id === agent.id));
    assert.deepEqual(
      (await as.admin!.get('/api/admin/agent?filter=trashed&search=Zmieniony')).body.data.map((a: any) => a.id),
      [agent.id],
    );
    // History kept: the ticket still names it, the time report is there.
    const page = await as.admin!.get(`/api/admin/ticket/${ticket!.id}`);
    assert.equal(page.body.data.assignee?.id, agent.id);
    assert.equal((await server.database.db.select().from(timeReports).where(eq(timeReports.agentId, agent.id))).length, 1);

    const restored = await as.admin!.post(`/api/admin/agent/${agent.id}/restore`);
    assert.equal(restored.status, 200);
    assert.equal(restored.body.message, 'Agent został przywrócony');
    assert.equal(restored.body.data.deleted_at, null);
    const again = await signIn('nowy.agent@msp.test', password);
    assert.equal((await again.client.get('/api/user')).status, 200);
    assert.ok((await as.agent!.get('/api/admin/lookups/agents')).body.data.some((a: any) => a.id === agent.id));
  });
});
