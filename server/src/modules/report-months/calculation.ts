/**
 * The figures of companies' report months (whole months in the business time zone), counted from the source rows —
 * the one calculation behind the general report and the company report, whether a month is stored or not. Rules:
 *  - trashed tickets count nowhere; "opened" = created in the month, "resolved" = status resolved with its resolution
 *    time in the month; first-response SLA is judged on tickets opened in the month, resolution SLA on tickets resolved
 *    in it (met = answered/resolved by the deadline, late = after it; tickets without a deadline are not judged);
 *  - hours: time reports not rejected, on tickets not trashed, by the day reported, per staff type and contract side;
 *    charged time rounds each ticket's day up to the billing unit per staff type and side; the accepted part (reports
 *    not needing acceptance, or accepted) beside it, rounded by its own ceilings;
 *  - evaluations: by the day given, in the evaluation's company, on tickets not trashed;
 *  - for the backlog (tickets created before an instant and not resolved by then): tickets resolved without a
 *    resolution time, and tickets resolved in an earlier month than they were created in.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { daysOf, REPORT_TIME_ZONE } from '../../platform/months';
import { BILLING_UNIT_MINUTES } from '../../platform/time-rules';

/** Opened and resolved tickets of one type, category or priority. */
export type Counts = [opened: number, resolved: number];

/**
 * One staff type on one side of the contract: reported minutes, charged minutes, arrivals — of every report not
 * rejected, then of the accepted ones only (not needing acceptance, or accepted), charged by their own daily ceilings.
 */
export type HoursRow = [
  kind: string,
  outside: boolean,
  minutes: number,
  charged: number,
  arrivals: number,
  acceptedMinutes: number,
  acceptedCharged: number,
  acceptedArrivals: number,
];

export interface MonthFigures {
  /** First-response SLA of the tickets opened: with a deadline, met, answered late. */
  firstResponse: [total: number, met: number, late: number];
  /** Resolution SLA of the tickets resolved: with a deadline, met. */
  resolution: [total: number, met: number];
  type: Record<string, Counts>;
  category: Record<string, Counts>;
  priority: Record<string, Counts>;
  hours: HoursRow[];
  evaluations: [count: number, sum: number];
}

export interface ReportMonth {
  opened: number;
  resolved: number;
  /** Tickets opened in the month that are resolved without a resolution time. */
  unresolvedAt: number;
  /** Tickets resolved in the month that were created in a later month: created month → count. */
  early: Record<string, number> | null;
  figures: MonthFigures;
}

export const keyOf = (companyId: number, month: string) => `${companyId}|${month}`;

export const emptyMonth = (): ReportMonth => ({
  opened: 0,
  resolved: 0,
  unresolvedAt: 0,
  early: null,
  figures: {
    firstResponse: [0, 0, 0],
    resolution: [0, 0],
    type: {},
    category: {},
    priority: {},
    hours: [],
    evaluations: [0, 0],
  },
});

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const num = (v: unknown) => Number(v ?? 0);
const monthOfSql = (column: SQL) => sql`to_char(${column} at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM')`;
/** The ticket of a row (time report, evaluation: its ticket always exists) is not trashed. */
const live = (ticketId: SQL) => sql`not exists (select 1 from tickets x where x.id = ${ticketId} and x.deleted_at is not null)`;

interface GroupedRow {
  company_id: number;
  month: string;
  type: string | null;
  category: string | null;
  priority: string | null;
  gt: number;
  gc: number;
  gp: number;
  n: string;
  a: string;
  b: string;
  c: string;
}

/** Every company's month from `first` to `last` (`YYYY-MM`, inclusive), keyed by `keyOf`; months without rows are empty. */
export async function computeMonths(db: Db, companyIds: readonly number[], first: string, last: string): Promise<Map<string, ReportMonth>> {
  const out = new Map<string, ReportMonth>();
  if (!companyIds.length) return out;
  const firstDay = daysOf(first).first;
  const lastDay = daysOf(last).last;
  const start = sql`(${firstDay}::timestamp at time zone ${REPORT_TIME_ZONE})`;
  const end = sql`((${lastDay}::date + 1)::timestamp at time zone ${REPORT_TIME_ZONE})`;
  const inRange = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
  const ids = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const created = sql`t.created_at`;
  const resolvedAt = sql`t.resolved_at`;
  const sets = sql`grouping sets ((t.company_id, t.month), (t.company_id, t.month, t.type), (t.company_id, t.month, t.category), (t.company_id, t.month, t.priority))`;
  const grouping = sql`grouping(t.type) as gt, grouping(t.category) as gc, grouping(t.priority) as gp`;
  const unit = sql.raw(String(BILLING_UNIT_MINUTES));

  const [opened, resolved, early, hours, evaluations] = await Promise.all([
    rows<GroupedRow>(
      db,
      sql`select t.company_id, t.month, t.type, t.category, t.priority, ${grouping}, count(*) as n,
            count(*) filter (where t.first_response_due_at is not null) as a,
            count(*) filter (where t.first_response_at <= t.first_response_due_at) as b,
            count(*) filter (where t.first_response_at > t.first_response_due_at) as c,
            count(*) filter (where t.status = 'resolved' and t.resolved_at is null) as d
          from (
            select t.company_id, t.type, t.category, t.priority, t.first_response_due_at, t.first_response_at, t.status, t.resolved_at,
              ${monthOfSql(created)} as month
            from tickets t
            where t.deleted_at is null and t.company_id in (${ids}) and ${inRange(created)}
          ) t
          group by ${sets}`,
    ),
    rows<GroupedRow>(
      db,
      sql`select t.company_id, t.month, t.type, t.category, t.priority, ${grouping}, count(*) as n,
            count(*) filter (where t.resolve_due_at is not null) as a,
            count(*) filter (where t.resolved_at <= t.resolve_due_at) as b, 0 as c
          from (
            select t.company_id, t.type, t.category, t.priority, t.resolve_due_at, t.resolved_at, ${monthOfSql(resolvedAt)} as month
            from tickets t
            where t.deleted_at is null and t.status = 'resolved' and t.company_id in (${ids}) and ${inRange(resolvedAt)}
          ) t
          group by ${sets}`,
    ),
    rows<{ company_id: number; month: string; created: string; n: string }>(
      db,
      sql`select t.company_id, ${monthOfSql(resolvedAt)} as month, ${monthOfSql(created)} as created, count(*) as n
          from tickets t where t.deleted_at is null and t.status = 'resolved' and t.company_id in (${ids}) and ${inRange(resolvedAt)}
            and t.created_at > t.resolved_at and ${monthOfSql(created)} > ${monthOfSql(resolvedAt)}
          group by 1, 2, 3`,
    ),
    rows<{
      company_id: number;
      month: string;
      kind: string;
      outside: boolean;
      minutes: string;
      charged: string;
      arrivals: string;
      accepted_minutes: string;
      accepted_charged: string;
      accepted_arrivals: string;
    }>(
      db,
      sql`select d.company_id, d.month, d.kind, d.outside, sum(d.m) as minutes, sum(ceil(d.m / ${unit}.0) * ${unit}) as charged,
            sum(d.arrivals) as arrivals, sum(d.am) as accepted_minutes, sum(ceil(d.am / ${unit}.0) * ${unit}) as accepted_charged,
            sum(d.aa) as accepted_arrivals
          from (
            select t.company_id, to_char(r.day, 'YYYY-MM') as month, r.ticket_id, r.day, r.kind, r.outside_contract as outside,
              sum(r.minutes) as m, count(*) filter (where r.arrival) as arrivals,
              coalesce(sum(r.minutes) filter (where not r.needs_accept or r.accepted_at is not null), 0) as am,
              count(*) filter (where r.arrival and (not r.needs_accept or r.accepted_at is not null)) as aa
            from time_reports r join tickets t on t.id = r.ticket_id
            where t.company_id in (${ids}) and t.deleted_at is null and r.rejected_at is null
              and r.day >= ${firstDay} and r.day <= ${lastDay}
            group by 1, 2, 3, 4, 5, 6
          ) d
          group by 1, 2, 3, 4
          order by 1, 2, 3, 4`,
    ),
    rows<{ company_id: number; month: string; count: string; sum: string }>(
      db,
      sql`select e.company_id, ${monthOfSql(sql`e.created_at`)} as month, count(*) as count, sum(e.rating) as sum
          from evaluations e
          where e.company_id in (${ids}) and ${inRange(sql`e.created_at`)} and ${live(sql`e.ticket_id`)} group by 1, 2`,
    ),
  ]);

  const monthOf = (companyId: number, month: string) => {
    const key = keyOf(companyId, month);
    let m = out.get(key);
    if (!m) out.set(key, (m = emptyMonth()));
    return m;
  };
  const breakdown = (m: ReportMonth, r: GroupedRow, side: 0 | 1) => {
    const add = (map: Record<string, Counts>, value: string | null) => {
      if (value === null) return;
      const counts = (map[value] ??= [0, 0]);
      counts[side] += num(r.n);
    };
    if (num(r.gt) === 0) add(m.figures.type, r.type);
    else if (num(r.gc) === 0) add(m.figures.category, r.category);
    else if (num(r.gp) === 0) add(m.figures.priority, r.priority);
    return num(r.gt) === 1 && num(r.gc) === 1 && num(r.gp) === 1;
  };
  for (const r of opened) {
    const m = monthOf(r.company_id, r.month);
    if (!breakdown(m, r, 0)) continue;
    m.opened = num(r.n);
    m.unresolvedAt = num((r as unknown as { d: string }).d);
    m.figures.firstResponse = [num(r.a), num(r.b), num(r.c)];
  }
  for (const r of resolved) {
    const m = monthOf(r.company_id, r.month);
    if (!breakdown(m, r, 1)) continue;
    m.resolved = num(r.n);
    m.figures.resolution = [num(r.a), num(r.b)];
  }
  for (const r of early) {
    const m = monthOf(r.company_id, r.month);
    (m.early ??= {})[r.created] = num(r.n);
  }
  for (const h of hours)
    monthOf(h.company_id, h.month).figures.hours.push([
      h.kind,
      h.outside,
      num(h.minutes),
      num(h.charged),
      num(h.arrivals),
      num(h.accepted_minutes),
      num(h.accepted_charged),
      num(h.accepted_arrivals),
    ]);
  for (const e of evaluations) monthOf(e.company_id, e.month).figures.evaluations = [num(e.count), num(e.sum)];
  return out;
}
