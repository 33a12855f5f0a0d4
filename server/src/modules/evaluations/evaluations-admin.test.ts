/**
 * The staff lists of client evaluations: every evaluation for admins only, one company's for
 * whoever sees that company; filters (company, agent, rating, reason, period) and the summary's figures.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { evaluationPageSchema } from '@helpdesk/shared/resources';
import { companies, evaluations, tickets, users } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';

describe('evaluation lists for staff', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 40 });
    for (const who of ['admin', 'manager', 'agent']) as[who] = await login(server.base, `${who}@demo.test`);
    const { db } = server.database;
    for (const u of await db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
    // A known set instead of the seed's: ACME 5, 4, 2 (too few visits), 1 (other); BUDX 3; one outside the agent's companies.
    await db.delete(evaluations);
    const other = (await db.select({ id: companies.id }).from(companies))
      .map((c) => c.id)
      .find((id) => ![ids.ACME, ids.BUDX, ids.KLIN].includes(id))!;
    ids.OTHER = other;
    const ticketOf = async (companyId: number, n: number) =>
      (await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.companyId, companyId)).limit(n)).map((t) => t.id);
    const acme = await ticketOf(ids.ACME!, 4);
    const [budx] = await ticketOf(ids.BUDX!, 1);
    let [outside] = await ticketOf(other, 1);
    if (!outside) {
      const [t] = await db
        .select()
        .from(tickets)
        .where(inArray(tickets.id, [budx!]));
      const { id: _id, fullid: _f, ...rest } = t!;
      [{ id: outside }] = (await db
        .insert(tickets)
        .values({ ...rest, companyId: other, fullid: `X-${Date.now()}` })
        .returning({ id: tickets.id })) as [{ id: number }];
    }
    assert.equal(acme.length, 4);
    const agent = ids['agent@demo.test']!;
    const kowalski = ids['jan.kowalski@msp.test']!;
    const client = ids['client@demo.test']!;
    await db.insert(evaluations).values([
      {
        ticketId: acme[0]!,
        companyId: ids.ACME!,
        agentId: agent,
        userId: client,
        rating: 5,
        comment: 'Super',
        createdAt: new Date('2026-10-05T10:00:00Z'),
      },
      {
        ticketId: acme[1]!,
        companyId: ids.ACME!,
        agentId: kowalski,
        userId: client,
        rating: 4,
        createdAt: new Date('2026-10-20T10:00:00Z'),
      },
      {
        ticketId: acme[2]!,
        companyId: ids.ACME!,
        agentId: agent,
        userId: client,
        rating: 2,
        reason: 'too-few-visits',
        createdAt: new Date('2026-11-02T10:00:00Z'),
      },
      // 23:30 UTC on 31 Oct is 1 Nov in Warsaw: the period goes by the business day.
      {
        ticketId: acme[3]!,
        companyId: ids.ACME!,
        agentId: kowalski,
        userId: null,
        rating: 1,
        reason: 'other',
        comment: 'Za długo',
        createdAt: new Date('2026-10-31T23:30:00Z'),
      },
      { ticketId: budx!, companyId: ids.BUDX!, agentId: agent, userId: null, rating: 3, createdAt: new Date('2026-11-10T10:00:00Z') },
      { ticketId: outside!, companyId: other, agentId: kowalski, userId: null, rating: 5, createdAt: new Date('2026-11-11T10:00:00Z') },
    ]);
  });
  after(async () => server.close());

  it('lists every evaluation for an admin, newest first, with ticket, agent, company, user; the answer keeps the contract', async () => {
    const res = await as.admin!.get('/api/admin/evaluations');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    evaluationPageSchema.parse(res.body);
    assert.equal(res.body.meta.total, 6);
    assert.deepEqual(
      res.body.data.map((e: any) => e.rating),
      [5, 3, 2, 1, 4, 5],
    );
    const low = res.body.data.find((e: any) => e.rating === 2);
    assert.equal(low.reason, 'too-few-visits');
    assert.equal(low.agent.name, 'Artur Agent');
    assert.equal(low.company.tag, 'ACME');
    assert.equal(low.user.name, 'Celina Klient');
    assert.ok(low.ticket.fullid && low.ticket.subject);
    assert.deepEqual(res.body.summary, {
      count: 6,
      average: 3.33,
      distribution: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 2 }[rating] })),
      reasons: [
        { reason: 'too-long-resolving-time', count: 0 },
        { reason: 'too-few-visits', count: 1 },
        { reason: 'visit-needed', count: 0 },
        { reason: 'communication-problem', count: 0 },
        { reason: 'too-low-competence', count: 0 },
        { reason: 'other', count: 1 },
      ],
    });
  });

  it('filters by company, agent, rating, reason and period, and the summary follows the filters', async () => {
    const get = async (query: string) => (await as.admin!.get(`/api/admin/evaluations?${query}`)).body;
    const acme = await get(`company_id=${ids.ACME}`);
    assert.equal(acme.meta.total, 4);
    assert.equal(acme.summary.average, 3);
    assert.equal((await get(`agent_id=${ids['jan.kowalski@msp.test']}`)).meta.total, 3);
    assert.deepEqual(
      (await get('rating=5')).data.map((e: any) => e.rating),
      [5, 5],
    );
    assert.equal((await get('reason=other')).data[0].comment, 'Za długo');
    const november = await get('from=2026-11-01&to=2026-11-10');
    assert.deepEqual(november.data.map((e: any) => e.rating).sort(), [1, 2, 3]);
    assert.equal(november.summary.count, 3);
    assert.equal(november.summary.average, 2);
    const both = await get(`company_id=${ids.ACME}&agent_id=${ids['agent@demo.test']}&from=2026-10-01&to=2026-10-31`);
    assert.deepEqual(
      both.data.map((e: any) => e.rating),
      [5],
    );
    const bad = await as.admin!.get('/api/admin/evaluations?rating=7&reason=bad&from=2026-11-10&to=2026-11-01');
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.errors).sort(), ['rating', 'reason']);
    assert.equal((await as.admin!.get('/api/admin/evaluations?from=2026-11-10&to=2026-11-01')).status, 422);
  });

  it('all evaluations are for admins only; a company list for admins, managers and the agents assigned to it', async () => {
    assert.equal((await as.manager!.get('/api/admin/evaluations')).status, 403);
    assert.equal((await as.agent!.get('/api/admin/evaluations')).status, 403);
    const own = await as.agent!.get(`/api/admin/company/${ids.ACME}/evaluations?rating=2`);
    assert.equal(own.status, 200);
    assert.deepEqual(
      own.body.data.map((e: any) => e.rating),
      [2],
    );
    assert.equal(own.body.summary.count, 1);
    // Another company's filter cannot widen a company list.
    const widened = await as.agent!.get(`/api/admin/company/${ids.ACME}/evaluations?company_id=${ids.OTHER}`);
    assert.equal(widened.body.meta.total, 4);
    assert.ok(widened.body.data.every((e: any) => e.company.tag === 'ACME'));
    assert.equal((await as.agent!.get(`/api/admin/company/${ids.OTHER}/evaluations`)).status, 404);
    assert.equal((await as.manager!.get(`/api/admin/company/${ids.OTHER}/evaluations`)).body.meta.total, 1);
    assert.equal((await as.admin!.get('/api/admin/company/999999/evaluations')).status, 404);
    const client = await login(server.base, 'vip@demo.test');
    assert.equal((await client.get(`/api/admin/company/${ids.ACME}/evaluations`)).status, 403);
  });
});
