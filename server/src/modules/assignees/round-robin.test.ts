/** Round-robin assignment: fair rotation among the company's agents at work now, skipping who is not (issue 36 item 7). */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { assigneeRotation, companies, companyAgents, competencies, leaves, users } from '../../platform/db/schema';
import { startServer, type TestServer } from '../../test/harness';
import { pickRoundRobinAssignee } from './round-robin';

// Wednesday 12 March 2031, 10:00 in Poland (CET, UTC+1): a working day, within every time scope's hours.
const WORKING = new Date('2031-03-12T09:00:00Z');

describe('round-robin assignee', () => {
  let server: TestServer;
  let companyId: number;
  const agent: Record<string, number> = {};

  const newAgent = async (key: string, timeScope = 480) => {
    const [row] = await server.database.db
      .insert(users)
      .values({
        kind: 'agent',
        firstname: 'Rota',
        lastname: key,
        email: `rota.${key}@msp.test`,
        passwordHash: 'x',
        role: 'agent',
        timeScope,
      })
      .returning({ id: users.id });
    agent[key] = row!.id;
    return row!.id;
  };
  const pick = (options: Partial<Parameters<typeof pickRoundRobinAssignee>[1]> = {}) =>
    pickRoundRobinAssignee(server.database, { companyId, now: WORKING, ...options });
  const keyOf = (id: number | null) => Object.entries(agent).find(([, v]) => v === id)?.[0] ?? String(id);

  before(async () => {
    server = await startServer({ tickets: 5 });
    const db = server.database.db;
    // A, B, D: full time; C: on leave today; E: time scope 0 (incidental, no working hours); F: deleted; G: another
    // company's; H: the responsible agent, not among the assigned ones.
    for (const key of ['A', 'B', 'C', 'D', 'F', 'G', 'H']) await newAgent(key);
    await newAgent('E', 0);
    const [company] = await db
      .insert(companies)
      .values({ name: 'Rotacja sp. z o.o.', shortName: 'Rotacja', tag: 'ROTA', responsibleAgentId: agent.H! })
      .returning({ id: companies.id });
    companyId = company!.id;
    await db.insert(companyAgents).values(['A', 'B', 'C', 'D', 'E', 'F'].map((k) => ({ companyId, agentId: agent[k]! })));
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, agent.F!));
    await db.insert(leaves).values({ agentId: agent.C!, start: '2031-03-10', end: '2031-03-14', type: 'holiday', acceptedAt: new Date() });
  });
  beforeEach(async () => {
    await server.database.db.delete(assigneeRotation);
    await server.database.db.delete(competencies);
  });
  after(() => server.close());

  it('rotates fairly among the eligible agents at work, skipping leave, time scope 0, deleted and other companies', async () => {
    const picks: string[] = [];
    for (let i = 0; i < 8; i++) picks.push(keyOf(await pick()));
    // Never picked first (by id), then the least recently picked: each gets its turn before anyone's second.
    assert.deepEqual(picks, ['A', 'B', 'D', 'H', 'A', 'B', 'D', 'H']);
  });

  it('remembers the rotation in the database, across companies', async () => {
    assert.equal(keyOf(await pick()), 'A');
    const [row] = await server.database.db.select().from(assigneeRotation).where(eq(assigneeRotation.agentId, agent.A!));
    assert.ok(row, 'the pick is recorded');
    // G's company shares A: A just had a ticket, so G goes first there.
    const db = server.database.db;
    const [other] = await db.insert(companies).values({ name: 'Druga', shortName: 'Druga', tag: 'DRUG' }).returning({ id: companies.id });
    await db.insert(companyAgents).values([
      { companyId: other!.id, agentId: agent.A! },
      { companyId: other!.id, agentId: agent.G! },
    ]);
    assert.equal(keyOf(await pick({ companyId: other!.id })), 'G');
    assert.equal(keyOf(await pick({ companyId: other!.id })), 'A');
    assert.equal(keyOf(await pick()), 'B', 'back at Rotacja, A is the most recent');
  });

  it('picks no one outside working hours, at the weekend or when everyone is away', async () => {
    assert.equal(await pick({ now: new Date('2031-03-12T06:30:00Z') }), null, '07:30');
    assert.equal(await pick({ now: new Date('2031-03-12T15:30:00Z') }), null, '16:30');
    assert.equal(await pick({ now: new Date('2031-03-15T09:00:00Z') }), null, 'Saturday');
    const [empty] = await server.database.db
      .insert(companies)
      .values({ name: 'Pusta', shortName: 'Pusta', tag: 'PUST' })
      .returning({ id: companies.id });
    await server.database.db.insert(companyAgents).values({ companyId: empty!.id, agentId: agent.C! });
    assert.equal(await pick({ companyId: empty!.id }), null, 'the only agent is on leave');
    assert.equal((await server.database.db.select().from(assigneeRotation)).length, 0, 'no pick, nothing recorded');
  });

  it('prefers the agents rated in the category, and rotates among all when none of them is at work', async () => {
    await server.database.db.insert(competencies).values([
      { agentId: agent.B!, area: 'network', level: 2 },
      { agentId: agent.D!, area: 'fortigate', level: 1 },
      { agentId: agent.C!, area: 'network', level: 3 },
      { agentId: agent.A!, area: 'network', level: 0 },
    ]);
    const network = [];
    for (let i = 0; i < 4; i++) network.push(keyOf(await pick({ categoryId: 'network' })));
    assert.deepEqual(network, ['B', 'D', 'B', 'D'], 'C is on leave, A rated 0');
    assert.equal(keyOf(await pick({ categoryId: 'phones' })), 'A', 'no one rated in voip: the whole rotation, A least recent');
    assert.equal(keyOf(await pick({ categoryId: 'other' })), 'H', 'a category without areas: the whole rotation');
  });

  it('hands concurrent picks to different agents (one lock across instances)', async () => {
    const picks = await Promise.all([pick(), pick(), pick(), pick()]);
    assert.deepEqual(picks.map(keyOf).sort(), ['A', 'B', 'D', 'H']);
  });
});
