/**
 * The agent report (spec §2 "Agent report form"): every time report of one consultant (or of every one, for admins
 * and managers) between two days, with the charged day total of each agent's day, and the period totals — all from
 * the time rules. Rows come in keyset batches so an export of a year of the whole desk never holds it in memory.
 */
import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AgentReport, AgentReportGroup, AgentReportPage, AgentReportRow, AgentReportTotals } from '@helpdesk/shared/resources';
import type { AgentReportQuery } from '@helpdesk/shared/schemas';
import { MAX_AGENT_REPORT_DAYS } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { companies, tickets, timeReports, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { can, type Actor } from '../../platform/policy';
import {
  addToTotals,
  BILLING_UNIT_MINUTES,
  dayCeiling,
  emptyTotals,
  periodTotals,
  type PeriodTotals,
  type ReportEntry,
} from '../../platform/time-rules';

/** Rows read per round trip while streaming. */
export const BATCH_ROWS = 5_000;

/** The consultant an actor may report on: agents only themselves, admins and managers anyone (or everyone). */
export function reportAgentOf(actor: Actor, requested: number | undefined): number | undefined {
  if (can(actor, 'time-reports.delete-others')) return requested;
  if (requested !== undefined && requested !== actor.user.id) throw new HttpError(403, 'forbidden');
  return actor.user.id;
}

export function presentTotals(t: PeriodTotals): AgentReportTotals {
  return {
    minutes: t.minutes,
    normal_minutes: t.normal,
    overtime_minutes: { ...t.overtime },
    weighted_minutes: t.weighted,
    outside_contract_minutes: t.outsideContract,
    charged_minutes: t.charged,
  };
}

interface Cursor {
  day: string;
  agentId: number;
  id: number;
}

/** The report's rows in order (day, agent, id), whole agent-days per batch, each row with its day total. */
export async function* agentReportRows(
  db: Db,
  agentId: number | undefined,
  from: string,
  to: string,
  batch = BATCH_ROWS,
): AsyncGenerator<AgentReportRow[]> {
  let cursor: Cursor | null = null;
  let pending: AgentReportRow[] = [];
  for (;;) {
    // A row-value comparison: one index range on (day, agent_id, id).
    const after: SQL | undefined = cursor
      ? sql`(${timeReports.day}, ${timeReports.agentId}, ${timeReports.id}) > (${cursor.day}, ${cursor.agentId}, ${cursor.id})`
      : undefined;
    // The batch of time reports first (the `(day, agent_id, id)` index), then each one's ticket by primary key (a
    // lateral subquery with LIMIT 1, which the planner keeps as one index look-up per report): joined plainly, the
    // planner hashes the whole tickets table for every batch, which grows with the desk, not with the period.
    const tr = db
      .select({
        id: timeReports.id,
        day: timeReports.day,
        fromHour: timeReports.fromHour,
        kind: timeReports.kind,
        minutes: timeReports.minutes,
        overtime: timeReports.overtime,
        outsideContract: timeReports.outsideContract,
        agentId: timeReports.agentId,
        ticketId: timeReports.ticketId,
      })
      .from(timeReports)
      .where(
        and(
          gte(timeReports.day, from),
          lte(timeReports.day, to),
          isNull(timeReports.rejectedAt),
          agentId === undefined ? undefined : eq(timeReports.agentId, agentId),
          after,
        ),
      )
      .orderBy(asc(timeReports.day), asc(timeReports.agentId), asc(timeReports.id))
      .limit(batch)
      .as('tr');
    const t = db
      .select({ fullid: tickets.fullid, subject: tickets.subject, status: tickets.status, companyId: tickets.companyId })
      .from(tickets)
      .where(eq(tickets.id, tr.ticketId))
      .limit(1)
      .as('t');
    const rows = await db
      .select({
        id: tr.id,
        day: tr.day,
        fromHour: tr.fromHour,
        kind: tr.kind,
        minutes: tr.minutes,
        overtime: tr.overtime,
        outsideContract: tr.outsideContract,
        agentId: tr.agentId,
        firstname: users.firstname,
        lastname: users.lastname,
        ticketId: tr.ticketId,
        fullid: t.fullid,
        subject: t.subject,
        status: t.status,
        companyId: companies.id,
        tag: companies.tag,
        shortName: companies.shortName,
      })
      .from(tr)
      .leftJoinLateral(t, sql`true`)
      .leftJoin(companies, eq(companies.id, t.companyId))
      .leftJoin(users, eq(users.id, tr.agentId))
      .orderBy(asc(tr.day), asc(tr.agentId), asc(tr.id));
    const done: AgentReportRow[] = [];
    for (const r of rows) {
      // A report whose ticket has no company (or whose agent is gone) is not in the report.
      if (!complete(r)) continue;
      const last = pending.at(-1);
      if (last && (last.day !== r.day || last.agent.id !== r.agentId)) {
        done.push(...closeDay(pending));
        pending = [];
      }
      pending.push(reportRow(r, 0, false));
    }
    if (rows.length < batch) {
      if (pending.length) done.push(...closeDay(pending));
      if (done.length) yield done;
      return;
    }
    const last: Cursor = rows.at(-1)!;
    cursor = { day: last.day, agentId: last.agentId, id: last.id };
    if (done.length) yield done;
    // Let other requests run between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A time report with its ticket, company and agent: what one row of the report is made of. */
type RowSource = Pick<
  typeof timeReports.$inferSelect,
  'id' | 'day' | 'fromHour' | 'kind' | 'minutes' | 'overtime' | 'outsideContract' | 'agentId' | 'ticketId'
> &
  Pick<typeof users.$inferSelect, 'firstname' | 'lastname'> &
  Pick<typeof tickets.$inferSelect, 'fullid' | 'subject' | 'status'> &
  Pick<typeof companies.$inferSelect, 'tag' | 'shortName'> & { companyId: number };

type Joined = { [K in keyof RowSource]: RowSource[K] | null };

/** Every joined part is there (an outer join leaves nulls where the ticket's company or the agent is gone). */
function complete<T extends Joined>(r: T): r is T & RowSource {
  return Object.values(r).every((value) => value !== null);
}

/** One row of the report — the streamed export's and the paged answer's alike. */
function reportRow(r: RowSource, dayTotalMinutes: number, firstOfDay: boolean): AgentReportRow {
  return {
    id: r.id,
    day: r.day,
    ticket: { id: r.ticketId, fullid: r.fullid, subject: r.subject },
    company: { id: r.companyId, tag: r.tag, short_name: r.shortName },
    status: r.status,
    from_hour: r.fromHour,
    agent: { id: r.agentId, name: `${r.firstname} ${r.lastname}` },
    kind: r.kind as AgentReportRow['kind'],
    minutes: r.minutes,
    normal_minutes: r.overtime === 0 ? r.minutes : 0,
    overtime_minutes: r.overtime === 0 ? 0 : r.minutes,
    overtime_percent: r.overtime,
    outside_contract_minutes: r.outsideContract ? r.minutes : 0,
    day_total_minutes: dayTotalMinutes,
    first_of_day: firstOfDay,
  };
}

function closeDay(rows: AgentReportRow[]): AgentReportRow[] {
  const total = dayCeiling(rows.reduce((s, r) => s + r.minutes, 0));
  rows.forEach((r, i) => {
    r.day_total_minutes = total;
    r.first_of_day = i === 0;
  });
  return rows;
}

export const entryOf = (r: AgentReportRow): ReportEntry => ({
  agentId: r.agent.id,
  day: r.day,
  minutes: r.minutes,
  overtime: r.overtime_percent,
  outsideContract: r.outside_contract_minutes > 0,
});

/** Running period totals over streamed rows: each agent-day's ceiling is added on its first row. */
export function totalsAccumulator() {
  const totals = emptyTotals();
  return {
    add(r: AgentReportRow) {
      addToTotals(totals, entryOf(r));
      if (r.first_of_day) totals.charged += r.day_total_minutes;
    },
    totals,
  };
}

/** Totals per ticket or per company, each charged by its own agent-day ceilings. */
export function groupRows(rows: readonly AgentReportRow[], by: 'tickets' | 'companies'): AgentReportGroup[] {
  const groups = new Map<string, { ticket: AgentReportGroup['ticket']; company: AgentReportGroup['company']; entries: ReportEntry[] }>();
  for (const r of rows) {
    const key = by === 'tickets' ? `t${r.ticket.id}` : `c${r.company.id}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { ticket: by === 'tickets' ? r.ticket : null, company: r.company, entries: [] }));
    g.entries.push(entryOf(r));
  }
  return [...groups]
    .map(([key, g]) => ({
      key,
      ticket: g.ticket,
      company: g.company,
      entries: g.entries.length,
      totals: presentTotals(periodTotals(g.entries)),
    }))
    .sort((a, b) => b.totals.minutes - a.totals.minutes || a.key.localeCompare(b.key));
}

export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const UNIT = sql.raw(String(BILLING_UNIT_MINUTES));
/** Period figures of a set of time reports grouped by agent-day (`d`: m, normal, o50, o100, o150, weighted, outside). */
const TOTALS_OF_DAYS = sql`coalesce(sum(d.m), 0)::int as minutes, coalesce(sum(d.normal), 0)::int as normal,
  coalesce(sum(d.o50), 0)::int as o50, coalesce(sum(d.o100), 0)::int as o100, coalesce(sum(d.o150), 0)::int as o150,
  coalesce(sum(d.weighted), 0)::float8 as weighted, coalesce(sum(d.outside), 0)::int as outside,
  coalesce(sum(ceil(d.m / ${UNIT}.0) * ${UNIT}), 0)::int as charged,
  coalesce(sum(d.n), 0)::int as entries`;
/** One agent-day's sums of the time reports `r` (the columns TOTALS_OF_DAYS reads). */
const DAY_SUMS = sql`sum(r.minutes) as m, coalesce(sum(r.minutes) filter (where r.overtime = 0), 0) as normal,
  coalesce(sum(r.minutes) filter (where r.overtime = 50), 0) as o50,
  coalesce(sum(r.minutes) filter (where r.overtime = 100), 0) as o100,
  coalesce(sum(r.minutes) filter (where r.overtime = 150), 0) as o150,
  sum(r.minutes * (1 + r.overtime / 100.0)) as weighted,
  coalesce(sum(r.minutes) filter (where r.outside_contract), 0) as outside, count(*) as n`;

interface TotalsRow {
  minutes: number;
  normal: number;
  o50: number;
  o100: number;
  o150: number;
  weighted: number;
  outside: number;
  charged: number;
  entries: number;
}

const totalsOf = (t: TotalsRow): AgentReportTotals => ({
  minutes: Number(t.minutes),
  normal_minutes: Number(t.normal),
  overtime_minutes: { 50: Number(t.o50), 100: Number(t.o100), 150: Number(t.o150) },
  weighted_minutes: Number(t.weighted),
  outside_contract_minutes: Number(t.outside),
  charged_minutes: Number(t.charged),
});

function pageOf(page: number, perPage: number, total: number, shown: number): AgentReportPage {
  const from = shown ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    from,
    to: from === null ? null : from + shown - 1,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/**
 * The report on screen: the whole period's totals computed in the database (one pass over the period's time reports
 * grouped by agent-day, the charged time as the sum of the days' ceilings) and one page of its rows or groups —
 * the figures of `agentReportRows`/`groupRows`, which the export streams in full.
 */
export async function agentReport(db: Db, actor: Actor, query: AgentReportQuery): Promise<AgentReport> {
  const agentId = reportAgentOf(actor, query.agent_id);
  if (daysInRange(query.from, query.to) > MAX_AGENT_REPORT_DAYS)
    throw new FieldError('to', 'report_period_too_long', { max: MAX_AGENT_REPORT_DAYS });
  let agent: AgentReport['agent'] = null;
  if (agentId !== undefined) {
    const [u] = await db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(and(eq(users.id, agentId), eq(users.kind, 'agent')));
    if (!u) throw new HttpError(404, 'not_found');
    agent = { id: u.id, name: `${u.firstname} ${u.lastname}` };
  }
  const where = sql`r.day >= ${query.from} and r.day <= ${query.to} and r.rejected_at is null${
    agentId === undefined ? sql`` : sql` and r.agent_id = ${agentId}`
  }`;
  const perPage = query.per_page;
  const offset = (query.page - 1) * perPage;
  const base = { agent, from: query.from, to: query.to, view: query.view };

  const periodTotals = async () =>
    (
      await sqlRows<TotalsRow>(
        db,
        sql`select ${TOTALS_OF_DAYS} from (select ${DAY_SUMS} from time_reports r where ${where} group by r.agent_id, r.day) d`,
      )
    )[0]!;

  if (query.view === 'entries') {
    const [totals, rows] = await Promise.all([periodTotals(), entriesPage(db, where, perPage, offset)]);
    const total = Number(totals.entries);
    return { ...base, rows, groups: [], totals: totalsOf(totals), meta: pageOf(query.page, perPage, total, rows.length) };
  }

  // Per ticket: its agent-days; per company: the agent-days of its tickets together (one ceiling a day).
  const byTicket = query.view === 'tickets';
  const days = byTicket
    ? sql`select r.ticket_id as gid, r.agent_id, r.day, ${DAY_SUMS} from time_reports r where ${where} group by 1, 2, 3`
    : sql`select t.company_id as gid, r.agent_id, r.day, ${DAY_SUMS}
          from time_reports r join tickets t on t.id = r.ticket_id where ${where} group by 1, 2, 3`;
  const prefix = byTicket ? 't' : 'c';
  const [totals, groups] = await Promise.all([
    periodTotals(),
    sqlRows<TotalsRow & { gid: number; count: number }>(
      db,
      sql`with g as (select d.gid, ${TOTALS_OF_DAYS} from (${days}) d group by d.gid)
          select g.*, count(*) over ()::int as count from g
          order by g.minutes desc, (${prefix} || g.gid::text) collate "C"
          limit ${perPage} offset ${offset}`,
    ),
  ]);
  // A page past the last one still says how many groups there are.
  const total = groups.length
    ? Number(groups[0]!.count)
    : Number((await sqlRows<{ n: number }>(db, sql`select count(distinct d.gid)::int as n from (${days}) d`))[0]!.n);
  const refs = await groupRefs(
    db,
    byTicket,
    groups.map((g) => g.gid),
  );
  return {
    ...base,
    rows: [],
    groups: groups.map((g) => {
      const ref = refs.get(g.gid)!;
      return { key: `${prefix}${g.gid}`, ticket: ref.ticket, company: ref.company, entries: Number(g.entries), totals: totalsOf(g) };
    }),
    totals: totalsOf(totals),
    meta: pageOf(query.page, perPage, total, groups.length),
  };
}

/** One page of the time reports in order (day, agent, id), each with its agent-day's ceiling and first row. */
async function entriesPage(db: Db, where: SQL, limit: number, offset: number): Promise<AgentReportRow[]> {
  const rows = await sqlRows<RowSource & { dayMinutes: number; firstId: number }>(
    db,
    sql`with p as (
          select r.id, r.day, r.from_hour, r.kind, r.minutes, r.overtime, r.outside_contract, r.agent_id, r.ticket_id
          from time_reports r where ${where} order by r.day, r.agent_id, r.id limit ${limit} offset ${offset}
        ),
        days as (
          select r.agent_id, r.day, sum(r.minutes)::int as day_minutes, min(r.id) as first_id
          from time_reports r join (select distinct agent_id, day from p) k on k.agent_id = r.agent_id and k.day = r.day
          where r.rejected_at is null group by 1, 2
        )
        select p.id, p.day::text as day, p.from_hour as "fromHour", p.kind, p.minutes, p.overtime,
          p.outside_contract as "outsideContract", p.agent_id as "agentId", u.firstname, u.lastname,
          p.ticket_id as "ticketId", t.fullid, t.subject, t.status, c.id as "companyId", c.tag, c.short_name as "shortName",
          days.day_minutes as "dayMinutes", days.first_id as "firstId"
        from p join days on days.agent_id = p.agent_id and days.day = p.day
          join tickets t on t.id = p.ticket_id join companies c on c.id = t.company_id join users u on u.id = p.agent_id
        order by p.day, p.agent_id, p.id`,
  );
  return rows.map((r) => reportRow(r, dayCeiling(Number(r.dayMinutes)), r.id === Number(r.firstId)));
}

/** The tickets (with their companies) or the companies of a page of groups. */
async function groupRefs(
  db: Db,
  byTicket: boolean,
  ids: readonly number[],
): Promise<Map<number, { ticket: AgentReportGroup['ticket']; company: AgentReportGroup['company'] }>> {
  const out = new Map<number, { ticket: AgentReportGroup['ticket']; company: AgentReportGroup['company'] }>();
  if (!ids.length) return out;
  if (byTicket) {
    const refs = await db
      .select({
        id: tickets.id,
        fullid: tickets.fullid,
        subject: tickets.subject,
        companyId: companies.id,
        tag: companies.tag,
        shortName: companies.shortName,
      })
      .from(tickets)
      .innerJoin(companies, eq(companies.id, tickets.companyId))
      .where(inArray(tickets.id, [...ids]));
    for (const r of refs)
      out.set(r.id, {
        ticket: { id: r.id, fullid: r.fullid, subject: r.subject },
        company: { id: r.companyId, tag: r.tag, short_name: r.shortName },
      });
  } else {
    const refs = await db
      .select({ id: companies.id, tag: companies.tag, shortName: companies.shortName })
      .from(companies)
      .where(inArray(companies.id, [...ids]));
    for (const r of refs) out.set(r.id, { ticket: null, company: { id: r.id, tag: r.tag, short_name: r.shortName } });
  }
  return out;
}
