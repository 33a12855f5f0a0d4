/**
 * The general report and the company report read each company's report months from `report_month_totals`; every
 * change of what a month's figures read must show in the next answer at once, with exactly the answer computed
 * without anything stored (the stored months cleared).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { companies, evaluations, reportMonthTotals, tickets, timeReports, users } from '../../platform/db/schema';
import { login, startServer, type Client, type TestServer } from '../../test/harness';

/** An instant in the middle of a day of 2025/2026 (Warsaw months are the UTC months at noon). */
const at = (day: string) => new Date(`${day}T12:00:00Z`);

const RANGES = [
  'from=2025-12&to=2026-11',
  'from=2026-04&to=2026-06',
  'from=2026-05&to=2026-05',
  'from=2026-03&to=2026-03',
  'from=2025-07&to=2026-06',
];

describe('general and company reports from stored report months', () => {
  let server: TestServer;
  let admin: Client;
  let agentId = 0;
  const companyIds: number[] = [];

  before(async () => {
    server = await startServer({ tickets: 20 });
    admin = await login(server.base, 'admin@demo.test');
    const db = server.database.db;
    const [agent] = await db
      .insert(users)
      .values({
        kind: 'agent',
        firstname: 'Roman',
        lastname: 'Rollup',
        email: 'roman@rollup.test',
        passwordHash: 'x',
        role: 'agent',
        agentType: 'support',
        timeScope: 480,
      })
      .returning({ id: users.id });
    agentId = agent!.id;
    for (const [tag, shortName] of [
      ['RMA', 'Miesięczna A'],
      ['RMB', 'Miesięczna B'],
    ]) {
      const [c] = await db
        .insert(companies)
        .values({ name: `${shortName} Sp. z o.o.`, shortName: shortName!, tag: tag!, chargingModel: 'universal', expectedHours: 2 })
        .returning({ id: companies.id });
      companyIds.push(c!.id);
    }
  });
  after(async () => {
    await server.close();
  });

  const urls = () => [
    ...RANGES.map((r) => `/api/admin/general-report?${r}`),
    ...companyIds.flatMap((id) => RANGES.map((r) => `/api/admin/company-report/${id}?${r}`)),
  ];
  async function answers(): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const url of urls()) {
      const res = await admin.get(url);
      assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`);
      out.set(url, JSON.stringify(res.body.data));
    }
    return out;
  }
  /** The answers (from what is stored), checked equal to the answers computed afresh; returns the general year. */
  async function checked(what: string) {
    const stored = await answers();
    const rows = await server.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(reportMonthTotals);
    assert.ok(rows[0]!.n > 0, 'months are stored');
    await server.database.db.delete(reportMonthTotals);
    const fresh = await answers();
    for (const url of urls()) assert.equal(stored.get(url), fresh.get(url), `${what}: ${url}`);
    type Year = { totals: { opened: number; resolved: number; backlog_start: number; backlog_end: number } } & Record<string, unknown>;
    const general = JSON.parse(fresh.get(`/api/admin/general-report?${RANGES[0]}`)!) as Year;
    const company = JSON.parse(fresh.get(`/api/admin/company-report/${companyIds[0]}?${RANGES[0]}`)!) as {
      months: { month: string; tickets: { opened: number; resolved: number }; hours: { reported_minutes: number } }[];
    };
    const backlogFrom = JSON.parse(fresh.get(`/api/admin/general-report?${RANGES[1]}`)!) as Year;
    return { general, company, backlogFrom, month: (m: string) => company.months.find((x) => x.month === m)! };
  }

  it('answers from the stored months exactly as computed afresh after every kind of change', async () => {
    const db = server.database.db;
    const [a, b] = companyIds as [number, number];
    let prev = await checked('before any change');
    await answers(); // the months are stored again

    const insertTicket = async (fullid: string, created: string, extra: Partial<typeof tickets.$inferInsert> = {}) => {
      const [t] = await db
        .insert(tickets)
        .values({
          fullid,
          subject: 'Serwer',
          type: 'incident',
          companyId: a,
          priority: 'normal',
          category: 'other',
          status: 'new',
          createdAt: at(created),
          firstResponseDueAt: at(created),
          resolveDueAt: at(created),
          ...extra,
        })
        .returning({ id: tickets.id });
      return t!.id;
    };
    const step = async (what: string, change: () => Promise<unknown>) => {
      await change();
      const next = await checked(what);
      await answers(); // store the months again for the next step
      const before = prev;
      prev = next;
      return { before, next };
    };

    // Opened in May: the year, the month and the company's May count it.
    let id = 0;
    let r = await step('ticket opened', async () => (id = await insertTicket('RMA-1', '2026-05-10')));
    assert.equal(r.next.general.totals.opened, r.before.general.totals.opened + 1);
    assert.equal(r.next.month('2026-05').tickets.opened, r.before.month('2026-05').tickets.opened + 1);
    // Answered late, and resolved in June after its deadline.
    await step('first response', () =>
      db
        .update(tickets)
        .set({ firstResponseAt: at('2026-05-12') })
        .where(eq(tickets.id, id)),
    );
    r = await step('ticket resolved', () =>
      db
        .update(tickets)
        .set({ status: 'resolved', resolvedAt: at('2026-06-02') })
        .where(eq(tickets.id, id)),
    );
    assert.equal(r.next.month('2026-06').tickets.resolved, r.before.month('2026-06').tickets.resolved + 1);
    await step('ticket reopened', () => db.update(tickets).set({ status: 'in-progress' }).where(eq(tickets.id, id)));
    await step('ticket resolved again', () =>
      db
        .update(tickets)
        .set({ status: 'resolved', resolvedAt: at('2026-06-20') })
        .where(eq(tickets.id, id)),
    );
    await step('type, category and priority changed', () =>
      db.update(tickets).set({ type: 'accident', category: 'hardware', priority: 'high' }).where(eq(tickets.id, id)),
    );

    // Time reports: added, changed (minutes, day into another month, rejected), deleted.
    let reportId = 0;
    r = await step('time report added', async () => {
      const [t] = await db
        .insert(timeReports)
        .values({ ticketId: id, agentId, day: '2026-05-11', fromHour: '08:00', kind: 'it', minutes: 50, arrival: true })
        .returning({ id: timeReports.id });
      reportId = t!.id;
    });
    assert.equal(r.next.month('2026-05').hours.reported_minutes, r.before.month('2026-05').hours.reported_minutes + 50);
    await step('time report minutes changed', () => db.update(timeReports).set({ minutes: 95 }).where(eq(timeReports.id, reportId)));
    await step('time report moved to another month', () =>
      db.update(timeReports).set({ day: '2026-04-03' }).where(eq(timeReports.id, reportId)),
    );
    await step('time report outside the contract', () =>
      db.update(timeReports).set({ outsideContract: true, kind: 'admin' }).where(eq(timeReports.id, reportId)),
    );
    await step('time report rejected', () => db.update(timeReports).set({ rejectedAt: new Date() }).where(eq(timeReports.id, reportId)));
    await step('time report accepted again', () => db.update(timeReports).set({ rejectedAt: null }).where(eq(timeReports.id, reportId)));

    // Evaluations: given, changed, deleted.
    let evaluationId = 0;
    await step('evaluation given', async () => {
      const [e] = await db
        .insert(evaluations)
        .values({ ticketId: id, agentId, companyId: a, rating: 4, createdAt: at('2026-06-21') })
        .returning({ id: evaluations.id });
      evaluationId = e!.id;
    });
    await step('evaluation changed', () => db.update(evaluations).set({ rating: 1 }).where(eq(evaluations.id, evaluationId)));

    // The ticket moves to the other company with its time; trashed, restored.
    r = await step('ticket moved to another company', () => db.update(tickets).set({ companyId: b }).where(eq(tickets.id, id)));
    assert.equal(r.next.month('2026-05').tickets.opened, r.before.month('2026-05').tickets.opened - 1);
    r = await step('ticket trashed', () => db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, id)));
    assert.equal(r.next.general.totals.opened, r.before.general.totals.opened - 1);
    await step('ticket restored', () => db.update(tickets).set({ deletedAt: null }).where(eq(tickets.id, id)));
    await step('evaluation deleted', () => db.delete(evaluations).where(eq(evaluations.id, evaluationId)));
    await step('time report deleted', () => db.delete(timeReports).where(eq(timeReports.id, reportId)));

    // The backlog at a range's start reads every earlier month: an old ticket opened, resolved, moved in time.
    let old = 0;
    r = await step('old ticket opened', async () => (old = await insertTicket('RMA-2', '2025-11-05')));
    assert.equal(r.next.backlogFrom.totals.backlog_start, r.before.backlogFrom.totals.backlog_start + 1);
    r = await step('old ticket resolved before the range', () =>
      db
        .update(tickets)
        .set({ status: 'resolved', resolvedAt: at('2026-02-10') })
        .where(eq(tickets.id, old)),
    );
    assert.equal(r.next.backlogFrom.totals.backlog_start, r.before.backlogFrom.totals.backlog_start - 1);
    await step('old ticket resolved without a resolution time', () =>
      db.update(tickets).set({ resolvedAt: null }).where(eq(tickets.id, old)),
    );
    await step('ticket resolved before it was created', async () => {
      await insertTicket('RMA-3', '2026-05-03', { status: 'resolved', resolvedAt: at('2026-02-01') });
    });
    await step('old ticket created later', () =>
      db
        .update(tickets)
        .set({ createdAt: at('2026-01-15') })
        .where(eq(tickets.id, old)),
    );

    // Deleted for good, with its time reports and evaluation.
    await db.insert(timeReports).values({ ticketId: id, agentId, day: '2026-06-05', fromHour: '09:00', kind: 'it', minutes: 30 });
    await db.insert(evaluations).values({ ticketId: id, agentId, companyId: b, rating: 5, createdAt: at('2026-06-22') });
    await answers();
    await step('ticket deleted', () => db.delete(tickets).where(eq(tickets.id, id)));
    await step('old ticket deleted', () => db.delete(tickets).where(eq(tickets.id, old)));
  });
});
