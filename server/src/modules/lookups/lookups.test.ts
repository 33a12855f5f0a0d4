/** Look-ups for staff forms: shapes, which companies each role may pick, isolation per company. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  agentChoiceSchema,
  companyChoiceSchema,
  deviceChoiceSchema,
  personChoiceSchema,
  projectChoiceSchema,
} from '@helpdesk/shared/resources';
import { OPEN_TICKET_STATUSES } from '@helpdesk/shared/schemas';
import { companies, companyAgents, devices, leaves, projects, tickets, users } from '../../platform/db/schema';
import { businessDateOf } from '../../platform/business-time-zone';
import { Client, login, startServer, type TestServer } from '../../test/harness';

describe('lookups for staff forms', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const tag: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 20 });
    for (const who of ['admin', 'manager', 'agent', 'vip']) as[who] = await login(server.base, `${who}@demo.test`);
    for (const c of await server.database.db.select({ id: companies.id, tag: companies.tag }).from(companies)) tag[c.tag] = c.id;
  });
  after(async () => {
    await server.close();
  });

  it('offers admins and managers every active company, an agent only the assigned ones', async () => {
    const db = server.database.db;
    const active = await db.select({ id: companies.id }).from(companies).where(isNull(companies.deletedAt));
    for (const who of ['admin', 'manager']) {
      const res = await as[who]!.get('/api/admin/lookups/companies');
      assert.equal(res.status, 200);
      assert.equal(res.body.data.length, active.length, who);
      assert.deepEqual(Object.keys(res.body.data[0]).sort(), ['id', 'name', 'short_name', 'tag']);
    }
    const agent = await as.agent!.get('/api/admin/lookups/companies');
    assert.equal(agent.status, 200);
    assert.deepEqual(agent.body.data.map((c: { tag: string }) => c.tag).sort(), ['ACME', 'BUDX', 'KLIN']);

    // A deleted company is not offered any more.
    await db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, tag.KLIN!));
    try {
      const after = await as.agent!.get('/api/admin/lookups/companies');
      assert.deepEqual(after.body.data.map((c: { tag: string }) => c.tag).sort(), ['ACME', 'BUDX']);
      assert.equal((await as.admin!.get(`/api/admin/lookups/companies/${tag.KLIN}/people`)).status, 404);
    } finally {
      await db.update(companies).set({ deletedAt: null }).where(eq(companies.id, tag.KLIN!));
    }
  });

  it('orders the company choices by the user language, Polish letters in their place (issue #37)', async () => {
    const db = server.database.db;
    const before = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, tag.ACME!));
    const other = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, tag.BUDX!));
    await db.update(companies).set({ name: 'Zakład Energetyczny' }).where(eq(companies.id, tag.ACME!));
    await db.update(companies).set({ name: 'Łódzka Spółdzielnia' }).where(eq(companies.id, tag.BUDX!));
    try {
      const names = ((await as.admin!.get('/api/admin/lookups/companies')).body.data as { name: string }[]).map((c) => c.name);
      assert.ok(names.indexOf('Łódzka Spółdzielnia') < names.indexOf('Zakład Energetyczny'), names.join(' | '));
      assert.deepEqual(names, [...names].sort(new Intl.Collator('pl').compare));
    } finally {
      await db.update(companies).set({ name: before[0]!.name }).where(eq(companies.id, tag.ACME!));
      await db.update(companies).set({ name: other[0]!.name }).where(eq(companies.id, tag.BUDX!));
    }
  });

  it('lists the people, devices and projects of one company', async () => {
    const db = server.database.db;
    const acme = tag.ACME!;
    const people = await as.agent!.get(`/api/admin/lookups/companies/${acme}/people`);
    assert.equal(people.status, 200);
    const clients = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, acme), eq(users.kind, 'client'), isNull(users.deletedAt)));
    assert.equal(people.body.data.length, clients.length);
    const celina = people.body.data.find((p: { email: string }) => p.email === 'client@demo.test');
    assert.deepEqual(celina, { id: celina.id, name: 'Celina Klient', email: 'client@demo.test', role: 'client' });
    assert.ok(people.body.data.some((p: { role: string }) => p.role === 'client-vip'));

    const deviceRes = await as.agent!.get(`/api/admin/lookups/companies/${acme}/devices`);
    assert.equal(deviceRes.status, 200);
    const [deviceCount] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(devices)
      .where(and(eq(devices.companyId, acme), isNull(devices.deletedAt)));
    assert.equal(deviceRes.body.data.length, deviceCount!.n);
    assert.ok(deviceRes.body.data.length > 0);
    assert.deepEqual(Object.keys(deviceRes.body.data[0]).sort(), ['id', 'inventory_number', 'name', 'owner_id', 'state', 'type']);
    assert.match(deviceRes.body.data[0].inventory_number, /^ACME\//);

    const projectRes = await as.agent!.get(`/api/admin/lookups/companies/${acme}/projects`);
    assert.equal(projectRes.status, 200);
    const own = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.companyId, acme), isNull(projects.deletedAt)));
    assert.deepEqual(projectRes.body.data.map((p: { id: number }) => p.id).sort(), own.map((p) => p.id).sort());
    for (const p of projectRes.body.data) assert.deepEqual(Object.keys(p).sort(), ['id', 'name', 'state']);
  });

  it('refuses an agent the companies it is not assigned to, and answers 404 for unknown ones', async () => {
    const db = server.database.db;
    const agentId = (await as.agent!.get('/api/user')).body.data.id as number;
    const assigned = (await db.select({ id: companyAgents.companyId }).from(companyAgents).where(eq(companyAgents.agentId, agentId))).map(
      (r) => r.id,
    );
    const other = Object.values(tag).find((id) => !assigned.includes(id))!;
    for (const list of ['people', 'devices', 'projects']) {
      const refused = await as.agent!.get(`/api/admin/lookups/companies/${other}/${list}`);
      assert.equal(refused.status, 403, list);
      assert.equal(typeof refused.body.message, 'string');
      assert.equal((await as.manager!.get(`/api/admin/lookups/companies/${other}/${list}`)).status, 200, `manager ${list}`);
      assert.equal((await as.admin!.get(`/api/admin/lookups/companies/999999/${list}`)).status, 404, `unknown ${list}`);
    }
    assert.equal((await as.admin!.get('/api/admin/lookups/companies/abc/people')).status, 422);
  });

  it('lists every agent with the job position', async () => {
    const res = await as.agent!.get('/api/admin/lookups/agents');
    assert.equal(res.status, 200);
    const agents = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.kind, 'agent'), isNull(users.deletedAt)));
    assert.equal(res.body.data.length, agents.length);
    const artur = res.body.data.find((a: { name: string }) => a.name === 'Artur Agent');
    assert.deepEqual(artur, {
      id: artur.id,
      name: 'Artur Agent',
      agent_type: 'support',
      on_leave: artur.on_leave,
      leave: artur.leave,
      open_tickets: artur.open_tickets,
      available: artur.available,
    });
    assert.equal(typeof artur.on_leave, 'boolean');
  });

  it("counts each agent's open tickets: assigned, not resolved, not trashed (issue 36)", async () => {
    const db = server.database.db;
    const loads = async () =>
      new Map(
        ((await as.agent!.get('/api/admin/lookups/agents')).body.data as { id: number; open_tickets: number }[]).map((a) => [
          a.id,
          a.open_tickets,
        ]),
      );
    const counted = await db
      .select({ id: tickets.assigneeId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(and(isNull(tickets.deletedAt), inArray(tickets.status, [...OPEN_TICKET_STATUSES])))
      .groupBy(tickets.assigneeId);
    const before = await loads();
    for (const [id, n] of before) assert.equal(n, counted.find((c) => c.id === id)?.n ?? 0, `agent ${id}`);
    assert.ok(
      [...before.values()].some((n) => n > 0),
      'the demo data gives someone a load',
    );
    // Three of one agent's tickets change: one resolved, one trashed, one handed to another agent.
    const artur = (await as.agent!.get('/api/user')).body.data.id as number;
    const ewa = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'ewa.nowak@msp.test')))[0]!.id;
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.tag, 'ACME'));
    const made = await db
      .insert(tickets)
      .values(
        [0, 1, 2, 3].map((i) => ({
          fullid: `LOAD-${i}`,
          companyId: company!.id,
          subject: `Load ${i}`,
          type: 'question',
          priority: 'normal',
          category: 'other',
          status: i === 0 ? 'waiting-for-client' : 'new',
          assigneeId: artur,
        })),
      )
      .returning({ id: tickets.id });
    assert.equal((await loads()).get(artur), before.get(artur)! + 4);
    await db.update(tickets).set({ status: 'resolved' }).where(eq(tickets.id, made[1]!.id));
    await db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, made[2]!.id));
    await db.update(tickets).set({ assigneeId: ewa }).where(eq(tickets.id, made[3]!.id));
    const after = await loads();
    assert.equal(after.get(artur), before.get(artur)! + 1, 'only the waiting one is still open');
    assert.equal(after.get(ewa), before.get(ewa)! + 1);
  });

  it('marks an agent on leave today as on leave and not at work (issue 36)', async () => {
    const db = server.database.db;
    const today = businessDateOf(new Date());
    const jan = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'jan.kowalski@msp.test')))[0]!.id;
    await db.delete(leaves).where(eq(leaves.agentId, jan));
    const [leave] = await db
      .insert(leaves)
      .values({ agentId: jan, start: today, end: today, type: 'health', acceptedAt: new Date() })
      .returning({ id: leaves.id });
    try {
      const res = await as.manager!.get('/api/admin/lookups/agents');
      const row = res.body.data.find((a: { id: number }) => a.id === jan);
      assert.equal(row.on_leave, true);
      assert.equal(row.available, false);
      assert.deepEqual(row.leave, { start: today, end: today });
    } finally {
      await db.delete(leaves).where(eq(leaves.id, leave!.id));
    }
  });

  it('answers the shared look-up resources (strict: a missing, extra or mistyped key fails)', async () => {
    const acme = tag.ACME!;
    const answers = [
      ['/api/admin/lookups/companies', companyChoiceSchema],
      ['/api/admin/lookups/agents', agentChoiceSchema],
      [`/api/admin/lookups/companies/${acme}/people`, personChoiceSchema],
      [`/api/admin/lookups/companies/${acme}/devices`, deviceChoiceSchema],
      [`/api/admin/lookups/companies/${acme}/projects`, projectChoiceSchema],
    ] as const;
    for (const [url, schema] of answers) {
      const res = await as.admin!.get(url);
      assert.equal(res.status, 200, url);
      assert.ok(res.body.data.length > 0, url);
      const parsed = schema.array().safeParse(res.body.data);
      assert.ok(parsed.success, `${url}: ${parsed.error?.message}`);
    }
  });

  it('is staff only: clients get 403, strangers 401, agents before the SMS code 403 with two_factor', async () => {
    for (const url of ['/api/admin/lookups/companies', `/api/admin/lookups/companies/${tag.ACME}/people`, '/api/admin/lookups/agents']) {
      assert.equal((await as.vip!.get(url)).status, 403, url);
      assert.equal((await new Client(server.base).get(url)).status, 401, url);
    }
    const beforeCode = await login(server.base, 'agent@demo.test', { code: false });
    const refused = await beforeCode.get('/api/admin/lookups/companies');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.two_factor, true);
  });
});
