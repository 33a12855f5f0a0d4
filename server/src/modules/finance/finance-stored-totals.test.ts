/**
 * The lists (invoicing, company and agent profitability) read each company's month's summed time from
 * `finance_month_totals`; every change of the month's counted time, its pricing or its contract must show in them at
 * once, with the same figures as the details (which compute each report's share afresh).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { companies, companyPricings, financeMonthTotals, tickets, timeReports, users } from '../../platform/db/schema';
import { login, startServer, type Client, type TestServer } from '../../test/harness';

const M = '2026-06';

describe('finance lists from stored month totals', () => {
  let server: TestServer;
  let admin: Client;
  let agentId = 0;
  const companyIds: number[] = [];
  let ticketId = 0;

  before(async () => {
    server = await startServer({ tickets: 20 });
    admin = await login(server.base, 'admin@demo.test');
    const db = server.database.db;
    const [agent] = await db
      .insert(users)
      .values({
        kind: 'agent',
        firstname: 'Tomasz',
        lastname: 'Totals',
        email: 'tomasz@totals.test',
        passwordHash: 'x',
        role: 'agent',
        agentType: 'support',
        timeScope: 480,
      })
      .returning({ id: users.id });
    agentId = agent!.id;
    for (const [tag, shortName] of [
      ['STA', 'Stała'],
      ['STB', 'Stała B'],
    ]) {
      const [c] = await db
        .insert(companies)
        .values({ name: `${shortName} Sp. z o.o.`, shortName: shortName!, tag: tag!, chargingModel: 'universal' })
        .returning({ id: companies.id });
      companyIds.push(c!.id);
      await db.insert(companyPricings).values({
        companyId: c!.id,
        packageHours: 2,
        packagePrice: 1000,
        overtimePrice: 100,
        packageVisits: 1,
        extraVisitPrice: 50,
        validFrom: '2026-01-01',
      });
    }
    const [ticket] = await db
      .insert(tickets)
      .values({
        fullid: 'STA-1',
        subject: 'Drukarka',
        type: 'incident',
        companyId: companyIds[0]!,
        priority: 'normal',
        category: 'other',
        status: 'in-progress',
      })
      .returning({ id: tickets.id });
    ticketId = ticket!.id;
    await db.insert(timeReports).values([
      { ticketId, agentId, day: `${M}-02`, fromHour: '08:00', kind: 'it', minutes: 90 },
      { ticketId, agentId, day: `${M}-03`, fromHour: '08:00', kind: 'it', minutes: 60, arrival: true },
    ]);
  });
  after(async () => {
    await server.close();
  });

  /** A company's month in the lists, checked against the details; returns the list's revenue. */
  async function revenueOf(companyId: number): Promise<number> {
    const get = async (url: string) => {
      const res = await admin.get(url);
      assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    const row = (await get(`/api/admin/profitability?from=${M}&to=${M}`)).companies.find(
      (c: { company: { id: number } }) => c.company.id === companyId,
    );
    const [detail] = (await get(`/api/admin/profitability/${companyId}?from=${M}&to=${M}`)).months;
    assert.deepEqual(
      { revenue: row.revenue, cost: row.cost, sold: row.sold_minutes, used: row.used_minutes },
      { revenue: detail.amounts.total, cost: detail.cost, sold: detail.package_minutes, used: detail.charged_minutes },
    );
    const line = (await get(`/api/admin/invoicing?month=${M}`)).lines.find((l: { company: { id: number } }) => l.company.id === companyId);
    assert.deepEqual(line.amounts, (await get(`/api/admin/invoicing/${companyId}?month=${M}`)).figures.amounts);
    const agents = (await get(`/api/admin/agent-profitability?from=${M}&to=${M}`)).agents;
    const mine = (await get(`/api/admin/agent-profitability/${agentId}?from=${M}&to=${M}`)).companies;
    const own = detail.charged_minutes ? row.revenue : 0;
    assert.equal(agents.find((a: { agent: { id: number } }) => a.agent.id === agentId).revenue, own + (await otherRevenue(companyId)));
    assert.equal(mine.find((c: { company: { id: number } }) => c.company.id === companyId)?.revenue ?? 0, own);
    return row.revenue;
  }
  /** The agent's revenue from the other company (it is the only one working for both). */
  async function otherRevenue(companyId: number): Promise<number> {
    const other = companyIds.find((id) => id !== companyId)!;
    const [detail] = (await admin.get(`/api/admin/profitability/${other}?from=${M}&to=${M}`)).body.data.months;
    return detail.charged_minutes ? detail.amounts.total : 0;
  }

  it('stores the month totals and uses them until the month’s time, pricing or contract changes', async () => {
    const db = server.database.db;
    const [a, b] = companyIds as [number, number];
    // 2 h + 1 h charged over a 2 h package: 1 h at 100 zł; the package 1 000 zł; one arrival within the package.
    assert.equal(await revenueOf(a), 110_000);
    const stored = await db
      .select()
      .from(financeMonthTotals)
      .where(and(eq(financeMonthTotals.companyId, a), eq(financeMonthTotals.month, M)));
    assert.equal(stored.length, 1, 'the month totals are stored');

    // A new report: 2 h more over the package at 100 % overtime, and a second (extra) arrival.
    const [added] = await db
      .insert(timeReports)
      .values({ ticketId, agentId, day: `${M}-04`, fromHour: '10:00', kind: 'it', minutes: 120, overtime: 100, arrival: true })
      .returning({ id: timeReports.id });
    assert.equal(await revenueOf(a), 110_000 + 40_000 + 5_000);
    // Rejected: no longer counted.
    await db.update(timeReports).set({ rejectedAt: new Date() }).where(eq(timeReports.id, added!.id));
    assert.equal(await revenueOf(a), 110_000);
    // Edited minutes: 90 → 150 (3 h charged on the 2nd).
    await db
      .update(timeReports)
      .set({ minutes: 150 })
      .where(and(eq(timeReports.ticketId, ticketId), eq(timeReports.day, `${M}-02`)));
    assert.equal(await revenueOf(a), 120_000);

    // The ticket moves to the other company: its time goes with it.
    await db.update(tickets).set({ companyId: b }).where(eq(tickets.id, ticketId));
    assert.equal(await revenueOf(a), 100_000);
    assert.equal(await revenueOf(b), 120_000);
    // Trashed: not counted; restored: counted again.
    await db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, ticketId));
    assert.equal(await revenueOf(b), 100_000);
    await db.update(tickets).set({ deletedAt: null }).where(eq(tickets.id, ticketId));
    assert.equal(await revenueOf(b), 120_000);

    // A pricing row in force from the month on: overtime at 200 zł.
    await db.insert(companyPricings).values({
      companyId: b,
      packageHours: 2,
      packagePrice: 1000,
      overtimePrice: 200,
      packageVisits: 1,
      extraVisitPrice: 50,
      validFrom: `${M}-01`,
    });
    assert.equal(await revenueOf(b), 140_000);
    // The contract: no hours limit → the package price only.
    await db.update(companies).set({ chargingModel: 'no-limit' }).where(eq(companies.id, b));
    assert.equal(await revenueOf(b), 100_000);
    await db.update(companies).set({ chargingModel: 'universal' }).where(eq(companies.id, b));
    assert.equal(await revenueOf(b), 140_000);

    // Deleted for good: its time goes with it.
    await db.delete(tickets).where(eq(tickets.id, ticketId));
    assert.equal(await revenueOf(b), 100_000);
  });
});
