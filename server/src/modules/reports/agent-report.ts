/**
 * The agent report (spec §2 "Agent report form"): every time report of one consultant (or of every one, for admins
 * and managers) between two days, with the charged day total of each agent's day, and the period totals — all from
 * the time rules. Rows come in keyset batches so an export of a year of the whole desk never holds it in memory.
 */
import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AgentReport, AgentReportGroup, AgentReportRow, AgentReportTotals } from '@helpdesk/shared/resources';
import type { AgentReportQuery } from '@helpdesk/shared/schemas';
import { MAX_AGENT_REPORT_DAYS } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { companies, tickets, timeReports, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { can, type Actor } from '../../platform/policy';
import { addToTotals, dayCeiling, emptyTotals, periodTotals, type PeriodTotals, type ReportEntry } from '../time-reports';

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
      if (
        r.companyId === null ||
        r.fullid === null ||
        r.subject === null ||
        r.status === null ||
        r.tag === null ||
        r.shortName === null ||
        r.firstname === null
      )
        continue;
      const last = pending.at(-1);
      if (last && (last.day !== r.day || last.agent.id !== r.agentId)) {
        done.push(...closeDay(pending));
        pending = [];
      }
      pending.push({
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
        day_total_minutes: 0,
        first_of_day: false,
      });
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
  const rows: AgentReportRow[] = [];
  const acc = totalsAccumulator();
  for await (const batch of agentReportRows(db, agentId, query.from, query.to)) {
    for (const r of batch) {
      acc.add(r);
      rows.push(r);
    }
  }
  const groups = query.view === 'entries' ? [] : groupRows(rows, query.view);
  return {
    agent,
    from: query.from,
    to: query.to,
    view: query.view,
    rows: query.view === 'entries' ? rows : [],
    groups,
    totals: presentTotals(acc.totals),
  };
}
