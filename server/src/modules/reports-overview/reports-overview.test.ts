/** The general report and the agent statistics: figures against hand-written SQL on seeded data, and who may read them. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { AgentStatsDetail, AgentStatsList, GeneralReport } from '@helpdesk/shared/resources';
import { agentStatsDetailSchema, agentStatsListSchema, generalReportSchema } from '@helpdesk/shared/resources';
import { companies, holidays, internalTimes, leaves, tickets, timeReports, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';
import { addMonths, daysOf, monthOf as currentMonth } from '../../platform/months';
import { polishHolidays } from '../seed/polish-holidays';

const TZ = 'Europe/Warsaw';

describe('reports overview: general report and agent statistics', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};
  const one = async (query: ReturnType<typeof sql>) =>
    Number(((await server.database.db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]!.n ?? 0);

  before(async () => {
    server = await startServer({ tickets: 300 });
    for (const who of ['client', 'vip', 'agent', 'admin', 'manager']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    for (const u of await db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
  });
  after(async () => {
    await server.close();
  });

  // The 24 months up to the current one: a report reaches no further.
  const current = currentMonth(new Date());
  const first = addMonths(current, -23);
  const range = `from=${first}&to=${current}`;

  it('general report: tickets, SLA, backlog, breakdowns, hours and evaluations agree with SQL', async () => {
    const res = await as.admin!.get(`/api/admin/general-report?${range}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const report = generalReportSchema.parse(res.body.data) as GeneralReport;
    assert.equal(report.months.length, 24);
    assert.ok(report.totals.opened > 0, 'the seed has tickets in the range');
    const monthOf = (col: string) => sql.raw(`to_char(${col} at time zone '${TZ}', 'YYYY-MM')`);
    for (const m of report.months) {
      assert.equal(
        m.opened,
        await one(sql`select count(*) n from tickets where deleted_at is null and ${monthOf('created_at')} = ${m.month}`),
        `opened ${m.month}`,
      );
      assert.equal(
        m.resolved,
        await one(
          sql`select count(*) n from tickets where deleted_at is null and status = 'resolved' and ${monthOf('resolved_at')} = ${m.month}`,
        ),
        `resolved ${m.month}`,
      );
      assert.equal(
        m.first_response.met,
        await one(
          sql`select count(*) n from tickets where deleted_at is null and first_response_at <= first_response_due_at and ${monthOf('created_at')} = ${m.month}`,
        ),
      );
      assert.equal(
        m.resolution.met,
        await one(
          sql`select count(*) n from tickets where deleted_at is null and status = 'resolved' and resolved_at <= resolve_due_at and ${monthOf('resolved_at')} = ${m.month}`,
        ),
      );
      // Backlog at the month's end, counted directly.
      const end = sql`((to_date(${m.month}, 'YYYY-MM') + interval '1 month')::timestamp at time zone ${TZ})`;
      assert.equal(
        m.backlog,
        await one(
          sql`select count(*) n from tickets where deleted_at is null and created_at < ${end} and not (status = 'resolved' and resolved_at < ${end})`,
        ),
        `backlog ${m.month}`,
      );
      assert.equal(
        m.minutes.it,
        await one(
          sql`select coalesce(sum(r.minutes), 0) n from time_reports r join tickets t on t.id = r.ticket_id where t.deleted_at is null and r.rejected_at is null and not r.outside_contract and r.kind = 'it' and to_char(r.day, 'YYYY-MM') = ${m.month}`,
        ),
      );
      assert.equal(
        m.evaluations.count,
        await one(
          sql`select count(*) n from evaluations e join tickets t on t.id = e.ticket_id where t.deleted_at is null and ${monthOf('e.created_at')} = ${m.month}`,
        ),
      );
    }
    assert.equal(
      report.totals.opened,
      report.months.reduce((s, m) => s + m.opened, 0),
    );
    assert.equal(report.totals.backlog_end, report.months.at(-1)!.backlog);
    const acme = report.by_company.find((r) => r.key === String(ids.ACME));
    assert.ok(acme, 'ACME is in the breakdown');
    assert.equal(
      acme.opened,
      await one(
        sql`select count(*) n from tickets where deleted_at is null and company_id = ${ids.ACME} and ${monthOf('created_at')} between ${first} and ${current}`,
      ),
    );
    for (const list of [report.by_type, report.by_category, report.by_priority, report.by_company]) {
      assert.equal(
        list.reduce((s, r) => s + r.opened, 0),
        report.totals.opened,
        'each breakdown sums to the total opened',
      );
      assert.equal(
        list.reduce((s, r) => s + r.resolved, 0),
        report.totals.resolved,
        'each breakdown sums to the total resolved',
      );
    }
    const accidents = report.by_type.find((r) => r.key === 'accident')?.opened ?? 0;
    assert.equal(
      accidents,
      await one(
        sql`select count(*) n from tickets where deleted_at is null and type = 'accident' and ${monthOf('created_at')} between ${first} and ${current}`,
      ),
    );
    const hoursAcme = report.hours_by_company.find((r) => r.company_id === ids.ACME);
    assert.equal(
      hoursAcme ? hoursAcme.minutes.it + hoursAcme.minutes.admin + hoursAcme.minutes.developer + hoursAcme.minutes.specialist : 0,
      await one(
        sql`select coalesce(sum(r.minutes), 0) n from time_reports r join tickets t on t.id = r.ticket_id where t.company_id = ${ids.ACME} and t.deleted_at is null and r.rejected_at is null and not r.outside_contract and r.day between ${daysOf(first).first} and ${daysOf(current).last}`,
      ),
    );
  });

  it('general report: admin only; bad months are 422', async () => {
    for (const who of ['manager', 'agent', 'vip', 'client'])
      assert.equal((await as[who]!.get('/api/admin/general-report')).status, 403, who);
    assert.equal((await new Client(server.base).get('/api/admin/general-report')).status, 401);
    assert.equal((await as.admin!.get('/api/admin/general-report?from=2026-13')).status, 422);
    assert.equal((await as.admin!.get('/api/admin/general-report?from=2026-05&to=2026-01')).status, 422);
  });

  it('agent statistics: every agent reads them, clients do not; figures agree with SQL', async () => {
    for (const who of ['agent', 'manager', 'admin']) assert.equal((await as[who]!.get(`/api/admin/agent-stats?${range}`)).status, 200, who);
    for (const who of ['vip', 'client']) assert.equal((await as[who]!.get('/api/admin/agent-stats')).status, 403, who);
    assert.equal((await as.agent!.get(`/api/admin/agent-stats/${ids['vip@demo.test']}`)).status, 404, 'a client is no agent');
    const list = agentStatsListSchema.parse((await as.agent!.get(`/api/admin/agent-stats?${range}`)).body.data) as AgentStatsList;
    const agents = await one(sql`select count(*) n from users where kind = 'agent' and deleted_at is null`);
    assert.equal(list.agents.length, agents);
    const busiest = [...list.agents].sort((a, b) => b.figures.assigned - a.figures.assigned)[0]!;
    assert.ok(busiest.figures.assigned > 0);
    const id = busiest.agent.id;
    const created = sql.raw(`to_char(created_at at time zone '${TZ}', 'YYYY-MM') between '${first}' and '${current}'`);
    const resolved = sql.raw(
      `status = 'resolved' and to_char(resolved_at at time zone '${TZ}', 'YYYY-MM') between '${first}' and '${current}'`,
    );
    assert.equal(
      busiest.figures.assigned,
      await one(sql`select count(*) n from tickets where deleted_at is null and assignee_id = ${id} and ${created}`),
    );
    assert.equal(
      busiest.figures.resolved,
      await one(sql`select count(*) n from tickets where deleted_at is null and assignee_id = ${id} and ${resolved}`),
    );
    assert.equal(
      busiest.figures.sla.met,
      await one(
        sql`select count(*) n from tickets where deleted_at is null and assignee_id = ${id} and ${resolved} and resolved_at <= resolve_due_at`,
      ),
    );
    assert.equal(
      busiest.figures.median_resolution_minutes,
      await one(
        sql`select round(percentile_cont(0.5) within group (order by extract(epoch from resolved_at - created_at) / 60)) n from tickets where deleted_at is null and assignee_id = ${id} and ${resolved}`,
      ),
    );
    assert.equal(
      busiest.figures.hours.normal,
      await one(
        sql`select coalesce(sum(r.minutes), 0) n from time_reports r join tickets t on t.id = r.ticket_id where t.deleted_at is null and r.rejected_at is null and r.agent_id = ${id} and r.overtime = 0 and not r.outside_contract and r.day between ${daysOf(first).first} and ${daysOf(current).last}`,
      ),
    );
  });

  it('agent statistics: hours split, reopened tickets and utilisation without holidays and leave', async () => {
    const db = server.database.db;
    const agentId = ids['agent@demo.test']!;
    await db.update(users).set({ timeScope: 480 }).where(eq(users.id, agentId));
    const [ticket] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(sql`deleted_at is null`)
      .limit(1);
    // March 2016 (past, as a report's months are): 23 weekdays, a holiday of ours (3rd), Easter Monday (28th, from the
    // public holidays the seed stores for the years it covers) and two days of accepted leave (14th–15th): 19 working
    // days × 480.
    await db.insert(holidays).values(polishHolidays(2016)).onConflictDoNothing();
    await db.insert(holidays).values({ date: '2016-03-03', name: 'Święto testowe' });
    await db.insert(leaves).values({ agentId, start: '2016-03-14', end: '2016-03-15', type: 'holiday', acceptedAt: new Date() });
    const base = { ticketId: ticket!.id, agentId, fromHour: '09:00', description: '', kind: 'it' };
    await db.insert(timeReports).values([
      { ...base, day: '2016-03-01', minutes: 300 },
      { ...base, day: '2016-03-02', minutes: 120, overtime: 50 },
      { ...base, day: '2016-03-08', minutes: 60, outsideContract: true },
      { ...base, day: '2016-03-09', minutes: 45, rejectedAt: new Date(), rejectReason: 'nie' },
    ]);
    await db.insert(internalTimes).values({ agentId, day: '2016-03-10', minutes: 90, category: 'training' });
    await db.update(tickets).set({ assigneeId: agentId }).where(eq(tickets.id, ticket!.id));
    await db.execute(
      sql`insert into ticket_history (ticket_id, user_id, action, changes, created_at) values (${ticket!.id}, ${agentId}, 'updated', '{"status": ["resolved", "in-progress"]}', '2016-03-15T10:00:00Z')`,
    );

    const res = await as.agent!.get(`/api/admin/agent-stats/${agentId}?from=2016-02&to=2016-03`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const detail = agentStatsDetailSchema.parse(res.body.data) as AgentStatsDetail;
    assert.deepEqual(
      detail.months.map((m) => m.month),
      ['2016-02', '2016-03'],
    );
    const march = detail.months[1]!.figures;
    assert.deepEqual(march.hours, { normal: 300, overtime: 120, outside_contract: 60, internal: 90 });
    assert.equal(march.expected_minutes, 19 * 480);
    // Reported (working-time module): ticket time as reported plus internal time.
    const reported = 300 + 120 + 60 + 45 + 90;
    assert.equal(march.reported_minutes, reported);
    assert.equal(march.utilisation, Math.round((reported * 100) / (19 * 480)));
    assert.equal(march.reopened, 1);
    assert.equal(detail.figures.expected_minutes, march.expected_minutes + detail.months[0]!.figures.expected_minutes);
    assert.equal(detail.months[0]!.figures.expected_minutes, 21 * 480, 'February 2016: 21 weekdays (a leap year)');
  });

  it('company report for staff: an agent only its assigned companies', async () => {
    const db = server.database.db;
    const assigned = (await db.execute(
      sql`select company_id as n from company_agents where agent_id = ${ids['agent@demo.test']}`,
    )) as unknown as { rows: { n: number }[] };
    const mine = assigned.rows.map((r) => r.n);
    const choices = (await as.agent!.get('/api/admin/lookups/companies')).body.data as { id: number }[];
    assert.deepEqual(choices.map((c) => c.id).sort(), [...mine].sort(), 'the company picker offers the assigned companies');
    const other = (await db.select({ id: companies.id }).from(companies)).map((c) => c.id).find((id) => !mine.includes(id))!;
    assert.equal((await as.agent!.get(`/api/admin/company-report/${other}`)).status, 403);
    assert.equal((await as.agent!.get(`/api/admin/company-report/${mine[0]}`)).status, 200);
  });
});
