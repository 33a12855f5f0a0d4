import { and, asc, desc, eq, gte, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import { PRIORITY_COLORS, STATUS_COLORS, WAITING_STATUSES, type TicketPriority, type TicketStatus } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { businessDateOf } from '../../platform/business-time-zone';
import { companies, tickets, timeReports, users } from '../../platform/db/schema';
import { expectedMinutes, reportedMinutes, type AgentScope } from '../working-time';

const DAY = 86_400_000;
/** Days are Poland's: "today" turns at midnight there, not at UTC midnight. */
const iso = businessDateOf;

export interface SummaryTicket {
  id: number;
  fullid: string;
  subject: string;
  priority: string;
  priority_color: string;
  status: string;
  status_color: string;
  company: { id: number; tag: string };
  requester: { id: number | null; name: string | null };
}

async function summaryTickets(db: Db, where: ReturnType<typeof and>, limit = 20): Promise<SummaryTicket[]> {
  const rows = await db
    .select({
      id: tickets.id,
      fullid: tickets.fullid,
      subject: tickets.subject,
      priority: tickets.priority,
      status: tickets.status,
      companyId: companies.id,
      tag: companies.tag,
      requesterId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(tickets)
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .leftJoin(users, eq(users.id, tickets.requesterId))
    .where(where)
    .orderBy(desc(tickets.updatedAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    fullid: r.fullid,
    subject: r.subject,
    priority: r.priority,
    priority_color: PRIORITY_COLORS[r.priority as TicketPriority] ?? PRIORITY_COLORS.normal,
    status: r.status,
    status_color: STATUS_COLORS[r.status as TicketStatus] ?? STATUS_COLORS.new,
    company: { id: r.companyId, tag: r.tag },
    requester: { id: r.requesterId, name: r.firstname ? `${r.firstname} ${r.lastname}` : null },
  }));
}

async function minutesOn(db: Db, agentId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ minutes: sql<number>`coalesce(sum(${timeReports.minutes}), 0)`.mapWith(Number) })
    .from(timeReports)
    .where(and(eq(timeReports.agentId, agentId), eq(timeReports.day, day)));
  return row?.minutes ?? 0;
}

/** The right-hand summary panel of the staff layout. */
export async function agentSummary(db: Db, agentId: number, now = new Date()) {
  const waitingTickets = await summaryTickets(
    db,
    and(eq(tickets.assigneeId, agentId), isNull(tickets.deletedAt), inArray(tickets.status, [...WAITING_STATUSES])),
  );
  // Worked-on tickets of the last 30 days that carry no time report yet.
  const ticketsWithoutTime = await summaryTickets(
    db,
    and(
      eq(tickets.assigneeId, agentId),
      isNull(tickets.deletedAt),
      ne(tickets.status, 'new'),
      gte(tickets.updatedAt, new Date(now.getTime() - 30 * DAY)),
      notExists(
        db
          .select({ one: sql`1` })
          .from(timeReports)
          .where(eq(timeReports.ticketId, tickets.id)),
      ),
    ),
  );
  return {
    waitingTickets,
    ticketsWithoutTime,
    todayTimes: await minutesOn(db, agentId, iso(now)),
    yesterdayTimes: await minutesOn(db, agentId, iso(new Date(now.getTime() - DAY))),
  };
}

/** Working days of the last two weeks (before today) where the agent reported less than their time scope. */
export async function notReportedHours(db: Db, agent: AgentScope, now = new Date(), days = 14) {
  const from = iso(new Date(now.getTime() - days * DAY));
  const to = iso(new Date(now.getTime() - DAY));
  const [expected, reported] = await Promise.all([expectedMinutes(db, [agent], from, to), reportedMinutes(db, [agent.id], from, to)]);
  const byDay = reported.get(agent.id)!;
  const result: { date: string; expected_minutes: number; reported_minutes: number; missing_minutes: number }[] = [];
  for (const [day, expectedDay] of expected.get(agent.id)!) {
    const minutes = byDay.get(day) ?? 0;
    if (minutes < expectedDay)
      result.push({ date: day, expected_minutes: expectedDay, reported_minutes: minutes, missing_minutes: expectedDay - minutes });
  }
  return result;
}

/** Agents seen in the last 5 and 15 minutes (disjoint groups), without the asking agent. */
export async function currentlyActive(db: Db, selfId: number, now = new Date()) {
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, lastSeenAt: users.lastSeenAt })
    .from(users)
    .where(
      and(
        eq(users.kind, 'agent'),
        isNull(users.deletedAt),
        ne(users.id, selfId),
        gte(users.lastSeenAt, new Date(now.getTime() - 15 * 60_000)),
      ),
    )
    .orderBy(asc(users.lastname), asc(users.firstname));
  const five = now.getTime() - 5 * 60_000;
  const strip = ({ id, firstname, lastname }: (typeof rows)[number]) => ({ id, firstname, lastname });
  return {
    active_in_5_minutes: rows.filter((r) => r.lastSeenAt!.getTime() >= five).map(strip),
    active_in_15_minutes: rows.filter((r) => r.lastSeenAt!.getTime() < five).map(strip),
  };
}
