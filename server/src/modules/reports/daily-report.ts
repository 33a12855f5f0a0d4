/**
 * The daily report: one day in Poland's calendar (default yesterday). Per agent: time reported by kind (tickets and
 * internal time), tickets worked, its new and resolved tickets, and the hours missing against its time scope on that
 * day (working-time module: holidays and accepted leave expect nothing). Per company: hours used and charged.
 */
import { and, countDistinct, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { DAILY_KINDS } from '@helpdesk/shared/enums';
import type { DailyAgent, DailyCompany, DailyReport } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { companies, internalTimes, tickets, timeReports, users } from '../../platform/db/schema';
import { businessDateOf } from '../../platform/business-time-zone';
import { can, scopeOf, scopeWhere, type Actor } from '../../platform/policy';
import { periodTotals, type ReportEntry } from '../../platform/time-rules';
import { awayDays, expectedMinutes, reportedMinutes } from '../working-time';

/** Yesterday in Poland's calendar. */
export function yesterday(now = new Date()): string {
  const today = businessDateOf(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The instants a business day covers: [start, end). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Warsaw')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Warsaw')`;

export async function dailyReport(db: Db, actor: Actor, day: string): Promise<DailyReport> {
  const everyone = can(actor, 'time-reports.delete-others');
  const scope = scopeOf(actor);
  const agentRows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, timeScope: users.timeScope })
    .from(users)
    .where(and(eq(users.kind, 'agent'), isNull(users.deletedAt), everyone ? undefined : eq(users.id, actor.user.id)))
    .orderBy(users.lastname, users.firstname, users.id);
  const ids = agentRows.map((a) => a.id);
  const [expected, reported, away] = await Promise.all([
    expectedMinutes(db, agentRows, day, day),
    reportedMinutes(db, ids, day, day),
    awayDays(db, ids, day, day),
  ]);
  const perKind = new Map<number, Record<string, number>>();
  const worked = new Map<number, number>();
  const created = new Map<number, number>();
  const resolved = new Map<number, number>();
  if (ids.length) {
    const [kinds, internal, workedRows, createdRows, resolvedRows] = await Promise.all([
      db
        .select({ agentId: timeReports.agentId, kind: timeReports.kind, minutes: sql<number>`sum(${timeReports.minutes})`.mapWith(Number) })
        .from(timeReports)
        .where(and(inArray(timeReports.agentId, ids), eq(timeReports.day, day)))
        .groupBy(timeReports.agentId, timeReports.kind),
      db
        .select({ agentId: internalTimes.agentId, minutes: sql<number>`sum(${internalTimes.minutes})`.mapWith(Number) })
        .from(internalTimes)
        .where(and(inArray(internalTimes.agentId, ids), eq(internalTimes.day, day)))
        .groupBy(internalTimes.agentId),
      db
        .select({ agentId: timeReports.agentId, n: countDistinct(timeReports.ticketId) })
        .from(timeReports)
        .where(and(inArray(timeReports.agentId, ids), eq(timeReports.day, day)))
        .groupBy(timeReports.agentId),
      db
        .select({ agentId: tickets.assigneeId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(tickets)
        .where(
          and(
            inArray(tickets.assigneeId, ids),
            isNull(tickets.deletedAt),
            gte(tickets.createdAt, dayStart(day)),
            lt(tickets.createdAt, dayEnd(day)),
          ),
        )
        .groupBy(tickets.assigneeId),
      db
        .select({ agentId: tickets.assigneeId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(tickets)
        .where(
          and(
            inArray(tickets.assigneeId, ids),
            isNull(tickets.deletedAt),
            eq(tickets.status, 'resolved'),
            gte(tickets.resolvedAt, dayStart(day)),
            lt(tickets.resolvedAt, dayEnd(day)),
          ),
        )
        .groupBy(tickets.assigneeId),
    ]);
    for (const r of kinds) (perKind.get(r.agentId) ?? perKind.set(r.agentId, {}).get(r.agentId)!)[r.kind] = r.minutes;
    for (const r of internal) (perKind.get(r.agentId) ?? perKind.set(r.agentId, {}).get(r.agentId)!).internal = r.minutes;
    for (const r of workedRows) worked.set(r.agentId, r.n);
    for (const r of createdRows) created.set(r.agentId!, r.n);
    for (const r of resolvedRows) resolved.set(r.agentId!, r.n);
  }
  const agents: DailyAgent[] = agentRows.map((a) => {
    const exp = expected.get(a.id)?.get(day) ?? 0;
    const rep = reported.get(a.id)?.get(day) ?? 0;
    const kinds = perKind.get(a.id) ?? {};
    return {
      agent: { id: a.id, name: `${a.firstname} ${a.lastname}` },
      time_scope: a.timeScope,
      on_leave: away.get(a.id)?.has(day) ?? false,
      expected_minutes: exp,
      reported_minutes: rep,
      missing_minutes: Math.max(0, exp - rep),
      per_kind: Object.fromEntries(DAILY_KINDS.map((k) => [k, kinds[k] ?? 0])) as DailyAgent['per_kind'],
      tickets_worked: worked.get(a.id) ?? 0,
      tickets_new: created.get(a.id) ?? 0,
      tickets_resolved: resolved.get(a.id) ?? 0,
    };
  });

  const companyEntries = await db
    .select({
      companyId: companies.id,
      tag: companies.tag,
      shortName: companies.shortName,
      agentId: timeReports.agentId,
      minutes: timeReports.minutes,
      overtime: timeReports.overtime,
    })
    .from(timeReports)
    .innerJoin(tickets, eq(tickets.id, timeReports.ticketId))
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .where(and(eq(timeReports.day, day), isNull(timeReports.rejectedAt), scopeWhere(scope, tickets.companyId)));
  const byCompany = new Map<number, { ref: DailyCompany['company']; entries: ReportEntry[] }>();
  for (const r of companyEntries) {
    let c = byCompany.get(r.companyId);
    if (!c) byCompany.set(r.companyId, (c = { ref: { id: r.companyId, tag: r.tag, short_name: r.shortName }, entries: [] }));
    c.entries.push({ agentId: r.agentId, day, minutes: r.minutes, overtime: r.overtime });
  }
  const companyRows: DailyCompany[] = [...byCompany.values()]
    .map((c) => {
      const t = periodTotals(c.entries);
      return { company: c.ref, minutes: t.minutes, charged_minutes: t.charged };
    })
    .sort((a, b) => b.minutes - a.minutes || a.company.tag.localeCompare(b.company.tag));

  // Two index ranges (created that day; resolved that day) rather than one scan of every ticket for either.
  const [[createdDesk], [resolvedDesk]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(
        and(
          isNull(tickets.deletedAt),
          scopeWhere(scope, tickets.companyId),
          gte(tickets.createdAt, dayStart(day)),
          lt(tickets.createdAt, dayEnd(day)),
        ),
      ),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(
        and(
          isNull(tickets.deletedAt),
          scopeWhere(scope, tickets.companyId),
          eq(tickets.status, 'resolved'),
          gte(tickets.resolvedAt, dayStart(day)),
          lt(tickets.resolvedAt, dayEnd(day)),
        ),
      ),
  ]);
  const sum = (f: (a: DailyAgent) => number) => agents.reduce((s, a) => s + f(a), 0);
  return {
    day,
    agents,
    companies: companyRows,
    totals: {
      expected_minutes: sum((a) => a.expected_minutes),
      reported_minutes: sum((a) => a.reported_minutes),
      missing_minutes: sum((a) => a.missing_minutes),
      tickets_new: createdDesk?.n ?? 0,
      tickets_resolved: resolvedDesk?.n ?? 0,
    },
  };
}
