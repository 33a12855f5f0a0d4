/**
 * The staff overview reports over whole months in the business time zone: the general report (the whole desk) and
 * the agent statistics. Rules, shared with the company report so the figures agree:
 *  - trashed tickets count nowhere; "opened" = created in the month, "resolved" = status resolved with its
 *    resolution time in the month; first-response SLA is judged on tickets opened in the period, resolution SLA on
 *    tickets resolved in it (met = answered/resolved by the deadline; tickets without a deadline are not judged);
 *  - backlog at a month's end = tickets created before it that are not resolved by then;
 *  - hours: time reports not rejected, on tickets not trashed, by the day reported; outside-contract time apart;
 *  - agent hours: normal = no overtime rate and inside the contract, overtime = with a rate and inside the contract,
 *    outside contract = outside the contract whatever the rate; internal = internal time;
 *  - utilisation = reported minutes (working-time module: ticket time + internal time) ÷ expected minutes (time
 *    scope on working days without holidays and days on leave).
 */
import { sql, type SQL } from 'drizzle-orm';
import { TIME_REPORT_KINDS } from '@helpdesk/shared/schemas';
import type {
  AgentFigures,
  AgentStatsDetail,
  AgentStatsList,
  AgentStatsRow,
  BreakdownRow,
  GeneralCompanyHours,
  GeneralMonth,
  GeneralReport,
} from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import { daysOf, monthsBetween, REPORT_TIME_ZONE } from '../../platform/months';
import { backlogBefore, emptyMonth, keyOf, reportMonths, type Counts, type ReportMonth } from '../report-months';
import { expectedMinutes, reportedMinutes } from '../working-time';

type Kind = (typeof TIME_REPORT_KINDS)[number];
type PerKind = Record<Kind, number>;
export interface MonthRange {
  from: string;
  to: string;
}

const zeroKinds = (): PerKind => ({ it: 0, admin: 0, developer: 0, specialist: 0 });
const isKind = (k: string): k is Kind => (TIME_REPORT_KINDS as readonly string[]).includes(k);

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The range's bounds: first and last day, and the instants the business-time-zone months start and end at. */
function bounds(range: MonthRange) {
  const first = daysOf(range.from).first;
  const last = daysOf(range.to).last;
  const start = sql`(${first}::timestamp at time zone ${REPORT_TIME_ZONE})`;
  const end = sql`((${last}::date + 1)::timestamp at time zone ${REPORT_TIME_ZONE})`;
  return { first, last, start, end };
}

/**
 * The ticket of a row (time report, evaluation: its ticket always exists) is not trashed: an anti-join against the
 * few trashed tickets (their partial index) instead of a join with every ticket.
 */
const live = (ticketId: SQL) => sql`not exists (select 1 from tickets x where x.id = ${ticketId} and x.deleted_at is not null)`;

const monthOfSql = (column: SQL) => sql`to_char(${column} at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM')`;
const num = (v: unknown) => Number(v ?? 0);
const average = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100);

/**
 * The general report from each company's stored report months (`reportMonths`): the range's months with their figures,
 * every earlier month for the backlog at the range's start.
 */
export async function generalReport(db: Db, range: MonthRange): Promise<GeneralReport> {
  const months = monthsBetween(range.from, range.to);
  const [companyRows, [earliest]] = await Promise.all([
    rows<{ id: number; name: string; tag: string }>(db, sql`select id, name, tag from companies`),
    rows<{ created: string | null; resolved: string | null }>(
      db,
      sql`select (select ${monthOfSql(sql`min(created_at)`)} from tickets where deleted_at is null) as created,
            (select ${monthOfSql(sql`min(resolved_at)`)} from tickets where deleted_at is null and status = 'resolved') as resolved`,
    ),
  ]);
  const first = [range.from, earliest?.created, earliest?.resolved].filter((m): m is string => !!m).sort()[0]!;
  const stored = await reportMonths(
    db,
    companyRows.map((c) => c.id),
    first,
    months[months.length - 1]!,
    range.from,
  );
  const inRange = companyRows.flatMap((company) =>
    months.map((month) => ({ company, month, m: stored.get(keyOf(company.id, month)) ?? emptyMonth() })),
  );
  const sumIn = (month: string, f: (m: ReportMonth) => number) => inRange.reduce((s, x) => (x.month === month ? s + f(x.m) : s), 0);
  const opened = months.map((month) => ({
    month,
    opened: sumIn(month, (m) => m.opened),
    fr_total: sumIn(month, (m) => m.figures.firstResponse[0]),
    fr_met: sumIn(month, (m) => m.figures.firstResponse[1]),
  }));
  const resolved = months.map((month) => ({
    month,
    resolved: sumIn(month, (m) => m.resolved),
    total: sumIn(month, (m) => m.figures.resolution[0]),
    met: sumIn(month, (m) => m.figures.resolution[1]),
  }));
  const evaluations = months.map((month) => ({
    month,
    count: sumIn(month, (m) => m.figures.evaluations[0]),
    sum: sumIn(month, (m) => m.figures.evaluations[1]),
  }));
  const backlogStart = [{ n: backlogBefore(stored, range.from) }];
  const hours = inRange.flatMap(({ company, month, m }) =>
    m.figures.hours.map(([kind, outside, minutes]) => ({
      month,
      company_id: company.id,
      name: company.name,
      tag: company.tag,
      kind,
      outside,
      minutes,
    })),
  );
  type Group = {
    company_id: number | null;
    company: string | null;
    type: string | null;
    category: string | null;
    priority: string | null;
    opened: number;
    resolved: number;
  };
  const groups: Group[] = [];
  for (const company of companyRows) {
    const own = inRange.filter((x) => x.company.id === company.id);
    const o = own.reduce((s, x) => s + x.m.opened, 0);
    const r = own.reduce((s, x) => s + x.m.resolved, 0);
    if (o + r > 0)
      groups.push({ company_id: company.id, company: company.name, type: null, category: null, priority: null, opened: o, resolved: r });
  }
  for (const field of ['type', 'category', 'priority'] as const) {
    const counts = new Map<string, Counts>();
    for (const { m } of inRange)
      for (const [value, [o, r]] of Object.entries(m.figures[field])) {
        const c = counts.get(value) ?? [0, 0];
        counts.set(value, [c[0] + o, c[1] + r]);
      }
    for (const [value, [o, r]] of counts)
      groups.push({ company_id: null, company: null, type: null, category: null, priority: null, [field]: value, opened: o, resolved: r });
  }

  let backlog = num(backlogStart[0]?.n);
  const monthRows: GeneralMonth[] = months.map((month) => {
    const o = opened.find((r) => r.month === month);
    const r = resolved.find((x) => x.month === month);
    const e = evaluations.find((x) => x.month === month);
    backlog += num(o?.opened) - num(r?.resolved);
    const minutes = zeroKinds();
    let outside = 0;
    for (const h of hours.filter((x) => x.month === month)) {
      if (h.outside) outside += num(h.minutes);
      else if (isKind(h.kind)) minutes[h.kind] += num(h.minutes);
    }
    const count = num(e?.count);
    return {
      month,
      opened: num(o?.opened),
      resolved: num(r?.resolved),
      backlog,
      first_response: { met: num(o?.fr_met), total: num(o?.fr_total) },
      resolution: { met: num(r?.met), total: num(r?.total) },
      minutes,
      outside_contract_minutes: outside,
      evaluations: { count, average: count ? average(num(e?.sum) / count) : null },
    };
  });

  const breakdown = (field: 'company_id' | 'type' | 'category' | 'priority'): BreakdownRow[] =>
    groups
      .filter(
        (g) => g[field] !== null && (['company_id', 'type', 'category', 'priority'] as const).every((f) => f === field || g[f] === null),
      )
      .map((g) => ({
        key: String(g[field]),
        label: field === 'company_id' ? (g.company ?? '') : String(g[field]),
        opened: num(g.opened),
        resolved: num(g.resolved),
      }))
      .sort((a, b) => b.opened - a.opened || b.resolved - a.resolved || a.label.localeCompare(b.label));

  const byCompany = new Map<number, GeneralCompanyHours>();
  for (const h of hours) {
    const row = byCompany.get(h.company_id) ?? {
      company_id: h.company_id,
      name: h.name,
      tag: h.tag,
      minutes: zeroKinds(),
      outside_contract_minutes: 0,
    };
    if (h.outside) row.outside_contract_minutes += num(h.minutes);
    else if (isKind(h.kind)) row.minutes[h.kind] += num(h.minutes);
    byCompany.set(h.company_id, row);
  }
  const totalOf = (r: GeneralCompanyHours) => TIME_REPORT_KINDS.reduce((s, k) => s + r.minutes[k], 0) + r.outside_contract_minutes;

  const sumOf = (pick: (m: GeneralMonth) => number) => monthRows.reduce((s, m) => s + pick(m), 0);
  const totalMinutes = zeroKinds();
  for (const m of monthRows) for (const k of TIME_REPORT_KINDS) totalMinutes[k] += m.minutes[k];
  const evalCount = sumOf((m) => m.evaluations.count);
  const evalSum = evaluations.reduce((s, e) => s + num(e.sum), 0);
  return {
    range: { from: range.from, to: range.to, time_zone: REPORT_TIME_ZONE },
    totals: {
      opened: sumOf((m) => m.opened),
      resolved: sumOf((m) => m.resolved),
      backlog_start: num(backlogStart[0]?.n),
      backlog_end: backlog,
      first_response: { met: sumOf((m) => m.first_response.met), total: sumOf((m) => m.first_response.total) },
      resolution: { met: sumOf((m) => m.resolution.met), total: sumOf((m) => m.resolution.total) },
      minutes: totalMinutes,
      outside_contract_minutes: sumOf((m) => m.outside_contract_minutes),
      evaluations: { count: evalCount, average: evalCount ? average(evalSum / evalCount) : null },
    },
    months: monthRows,
    by_company: breakdown('company_id'),
    by_type: breakdown('type'),
    by_category: breakdown('category'),
    by_priority: breakdown('priority'),
    hours_by_company: [...byCompany.values()].sort((a, b) => totalOf(b) - totalOf(a) || a.name.localeCompare(b.name)),
  };
}

interface AgentRow {
  id: number;
  firstname: string;
  lastname: string;
  role: string;
  timeScope: number;
}

async function agentsOf(db: Db, id?: number): Promise<AgentRow[]> {
  return rows<AgentRow>(
    db,
    sql`select id, firstname, lastname, role, time_scope as "timeScope" from users
        where kind = 'agent' and deleted_at is null ${id === undefined ? sql`` : sql`and id = ${id}`}
        order by lastname, firstname, id`,
  );
}

/** Each agent's figures over one range of months. */
async function agentFigures(db: Db, agents: readonly AgentRow[], range: MonthRange): Promise<Map<number, AgentFigures>> {
  const ids = agents.map((a) => a.id);
  const out = new Map<number, AgentFigures>();
  if (!ids.length) return out;
  const { first, last, start, end } = bounds(range);
  const inRange = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const isResolved = sql`t.status = 'resolved' and ${inRange(sql`t.resolved_at`)}`;
  const [ticketRows, reopened, evaluations, hours, expected, reported] = await Promise.all([
    // Assigned (opened in the period) and resolved in the period: two index ranges, not one scan for either.
    rows<{ agent: number; assigned: string; mfr: string | null }>(
      db,
      sql`select t.assignee_id as agent, count(*) as assigned,
            percentile_cont(0.5) within group (order by extract(epoch from t.first_response_at - t.created_at) / 60)
              filter (where t.first_response_at is not null) as mfr
          from tickets t
          where t.deleted_at is null and t.assignee_id in (${idList}) and ${inRange(sql`t.created_at`)}
          group by 1`,
    ).then(async (opened) => {
      const resolvedRows = await rows<{ agent: number; resolved: string; mres: string | null; total: string; met: string }>(
        db,
        sql`select t.assignee_id as agent, count(*) as resolved,
              percentile_cont(0.5) within group (order by extract(epoch from t.resolved_at - t.created_at) / 60) as mres,
              count(*) filter (where t.resolve_due_at is not null) as total,
              count(*) filter (where t.resolved_at <= t.resolve_due_at) as met
            from tickets t
            where t.deleted_at is null and t.assignee_id in (${idList}) and ${isResolved}
            group by 1`,
      );
      return ids.map((agent) => {
        const o = opened.find((r) => r.agent === agent);
        const r = resolvedRows.find((x) => x.agent === agent);
        return {
          agent,
          assigned: o?.assigned ?? '0',
          mfr: o?.mfr ?? null,
          resolved: r?.resolved ?? '0',
          mres: r?.mres ?? null,
          total: r?.total ?? '0',
          met: r?.met ?? '0',
        };
      });
    }),
    rows<{ agent: number; n: string }>(
      db,
      sql`select t.assignee_id as agent, count(distinct h.ticket_id) as n
          from ticket_history h join tickets t on t.id = h.ticket_id
          where t.deleted_at is null and t.assignee_id in (${idList}) and ${inRange(sql`h.created_at`)}
            and (h.changes->'status'->>0) = 'resolved' and coalesce(h.changes->'status'->>1, '') <> 'resolved'
          group by 1`,
    ),
    rows<{ agent: number; count: string; sum: string }>(
      db,
      sql`select e.agent_id as agent, count(*) as count, sum(e.rating) as sum
          from evaluations e
          where e.agent_id in (${idList}) and ${inRange(sql`e.created_at`)} and ${live(sql`e.ticket_id`)} group by 1`,
    ),
    rows<{ agent: number; normal: string; overtime: string; outside: string }>(
      db,
      sql`select r.agent_id as agent,
            coalesce(sum(r.minutes) filter (where not r.outside_contract and r.overtime = 0), 0) as normal,
            coalesce(sum(r.minutes) filter (where not r.outside_contract and r.overtime > 0), 0) as overtime,
            coalesce(sum(r.minutes) filter (where r.outside_contract), 0) as outside
          from time_reports r
          where r.rejected_at is null and r.agent_id in (${idList}) and r.day between ${first} and ${last} and ${live(sql`r.ticket_id`)}
          group by 1`,
    ),
    expectedMinutes(
      db,
      agents.map((a) => ({ id: a.id, timeScope: a.timeScope })),
      first,
      last,
    ),
    reportedMinutes(db, ids, first, last),
  ]);
  const internal = await rows<{ agent: number; minutes: string }>(
    db,
    sql`select agent_id as agent, sum(minutes) as minutes from internal_times where agent_id in (${idList}) and day between ${first} and ${last} group by 1`,
  );
  const total = (days: Map<string, number> | undefined) => [...(days?.values() ?? [])].reduce((s, n) => s + n, 0);
  const median = (v: string | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));
  for (const agent of agents) {
    const t = ticketRows.find((r) => r.agent === agent.id);
    const e = evaluations.find((r) => r.agent === agent.id);
    const h = hours.find((r) => r.agent === agent.id);
    const exp = total(expected.get(agent.id));
    const rep = total(reported.get(agent.id));
    const count = num(e?.count);
    out.set(agent.id, {
      assigned: num(t?.assigned),
      resolved: num(t?.resolved),
      median_first_response_minutes: median(t?.mfr),
      median_resolution_minutes: median(t?.mres),
      sla: { met: num(t?.met), total: num(t?.total) },
      reopened: num(reopened.find((r) => r.agent === agent.id)?.n),
      evaluations: { count, average: count ? average(num(e?.sum) / count) : null },
      hours: {
        normal: num(h?.normal),
        overtime: num(h?.overtime),
        outside_contract: num(h?.outside),
        internal: num(internal.find((r) => r.agent === agent.id)?.minutes),
      },
      expected_minutes: exp,
      reported_minutes: rep,
      utilisation: exp > 0 ? Math.round((rep * 100) / exp) : null,
    });
  }
  return out;
}

const present = (a: AgentRow): AgentStatsRow['agent'] => ({
  id: a.id,
  name: `${a.firstname} ${a.lastname}`.trim(),
  role: a.role,
  time_scope: a.timeScope,
});

export async function agentStats(db: Db, range: MonthRange): Promise<AgentStatsList> {
  const agents = await agentsOf(db);
  const figures = await agentFigures(db, agents, range);
  return {
    range: { from: range.from, to: range.to, time_zone: REPORT_TIME_ZONE },
    agents: agents.map((a) => ({ agent: present(a), figures: figures.get(a.id)! })),
  };
}

export async function agentStatsDetail(db: Db, agentId: number, range: MonthRange): Promise<AgentStatsDetail> {
  const [agent] = await agentsOf(db, agentId);
  if (!agent) throw new HttpError(404, 'not_found');
  const [whole, ...perMonth] = await Promise.all([
    agentFigures(db, [agent], range),
    ...monthsBetween(range.from, range.to).map(async (month) => ({
      month,
      figures: (await agentFigures(db, [agent], { from: month, to: month })).get(agent.id)!,
    })),
  ]);
  return {
    range: { from: range.from, to: range.to, time_zone: REPORT_TIME_ZONE },
    agent: present(agent),
    figures: (whole as Map<number, AgentFigures>).get(agent.id)!,
    months: perMonth as { month: string; figures: AgentFigures }[],
  };
}
