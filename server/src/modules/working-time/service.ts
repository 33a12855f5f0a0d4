/**
 * Working time: what an agent is expected to work and what it reported, day by day, in Poland's calendar.
 * Expected: the agent's time scope (minutes a day) on Monday–Friday, except public holidays and days of an accepted
 * leave that takes the agent away (every leave type but remote work). Reported: ticket time reports plus internal time.
 * Days are 'YYYY-MM-DD' strings (business dates), never UTC midnights.
 */
import { and, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { AGENT_WORKDAY_START } from '@helpdesk/shared/constants';
import type { Db } from '../../platform/db/client';
import { businessDateOf, businessMinuteOfDay } from '../../platform/business-time-zone';
import { holidays, internalTimes, leaves, timeReports } from '../../platform/db/schema';

export interface AgentScope {
  id: number;
  /** Minutes a working day. */
  timeScope: number;
}

/** Every day from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Public holidays between two days, inclusive. */
export async function holidaysBetween(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, to)));
  return new Set(rows.map((r) => r.date));
}

/** Days each agent is away on accepted leave (remote work is not away) between two days, inclusive. */
export async function awayDays(db: Db, agentIds: readonly number[], from: string, to: string): Promise<Map<number, Set<string>>> {
  const away = new Map<number, Set<string>>(agentIds.map((id) => [id, new Set<string>()]));
  if (agentIds.length === 0) return away;
  const rows = await db
    .select({ agentId: leaves.agentId, start: leaves.start, end: leaves.end })
    .from(leaves)
    .where(
      and(
        inArray(leaves.agentId, [...agentIds]),
        lte(leaves.start, to),
        gte(leaves.end, from),
        isNotNull(leaves.acceptedAt),
        ne(leaves.type, 'remote'),
      ),
    );
  for (const r of rows) {
    const days = away.get(r.agentId)!;
    for (const day of daysBetween(r.start < from ? from : r.start, r.end > to ? to : r.end)) days.add(day);
  }
  return away;
}

/** Expected minutes per agent per working day between two days (days with nothing expected are absent). */
export async function expectedMinutes(
  db: Db,
  agents: readonly AgentScope[],
  from: string,
  to: string,
): Promise<Map<number, Map<string, number>>> {
  const [free, away] = await Promise.all([
    holidaysBetween(db, from, to),
    awayDays(
      db,
      agents.map((a) => a.id),
      from,
      to,
    ),
  ]);
  const workdays = daysBetween(from, to).filter((day) => !isWeekend(day) && !free.has(day));
  const result = new Map<number, Map<string, number>>();
  for (const agent of agents) {
    const days = new Map<string, number>();
    if (agent.timeScope > 0) for (const day of workdays) if (!away.get(agent.id)!.has(day)) days.set(day, agent.timeScope);
    result.set(agent.id, days);
  }
  return result;
}

/** Reported minutes (ticket time reports + internal time) per agent per day between two days. */
export async function reportedMinutes(
  db: Db,
  agentIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, Map<string, number>>> {
  const result = new Map<number, Map<string, number>>(agentIds.map((id) => [id, new Map<string, number>()]));
  if (agentIds.length === 0) return result;
  const ids = [...agentIds];
  const [reported, internal] = await Promise.all([
    db
      .select({ agentId: timeReports.agentId, day: timeReports.day, minutes: sql<number>`sum(${timeReports.minutes})`.mapWith(Number) })
      .from(timeReports)
      .where(and(inArray(timeReports.agentId, ids), gte(timeReports.day, from), lte(timeReports.day, to)))
      .groupBy(timeReports.agentId, timeReports.day),
    db
      .select({
        agentId: internalTimes.agentId,
        day: internalTimes.day,
        minutes: sql<number>`sum(${internalTimes.minutes})`.mapWith(Number),
      })
      .from(internalTimes)
      .where(and(inArray(internalTimes.agentId, ids), gte(internalTimes.day, from), lte(internalTimes.day, to)))
      .groupBy(internalTimes.agentId, internalTimes.day),
  ]);
  for (const r of [...reported, ...internal]) {
    const days = result.get(r.agentId)!;
    days.set(r.day, (days.get(r.day) ?? 0) + r.minutes);
  }
  return result;
}

const [startHour, startMinute] = AGENT_WORKDAY_START.split(':').map(Number) as [number, number];
const WORKDAY_START_MINUTE = startHour * 60 + startMinute;

/**
 * Which agents are at work at `now`: today is a working day for them (as `expectedMinutes` counts it: Monday–Friday,
 * not a public holiday, not away on leave, a time scope above 0) and Poland's clock is within their working hours,
 * `AGENT_WORKDAY_START` for the scope's minutes. An agent with time scope 0 (incidental work) has no working hours,
 * so is never at work by this rule: nothing is expected of it, and round-robin must not hand it tickets.
 */
export async function availableNow(db: Db, agents: readonly AgentScope[], now: Date): Promise<Map<number, boolean>> {
  const today = businessDateOf(now);
  const expected = await expectedMinutes(db, agents, today, today);
  const minute = businessMinuteOfDay(now);
  return new Map(
    agents.map((a) => [
      a.id,
      expected.get(a.id)!.has(today) && minute >= WORKDAY_START_MINUTE && minute < WORKDAY_START_MINUTE + a.timeScope,
    ]),
  );
}
