import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { tickets, timeReports } from '../../platform/db/schema';
import { adminFilter, slaBreached, slaDueBetween } from '../tickets/filters';

const DAY = 86_400_000;

/** Midnight after `now` and the Monday starting its week, as calendar days in UTC (like time-report days). */
function calendar(now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY);
  return { endOfToday: new Date(today.getTime() + DAY), monday: monday.toISOString().slice(0, 10) };
}

/** The /admin dashboard figures, for one company or all; "my minutes" are the asking agent's. */
export async function dashboardFigures(db: Db, agentId: number, companyId: number | undefined, now = new Date()) {
  const { endOfToday, monday } = calendar(now);
  const count = (condition: ReturnType<typeof and>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      open_tickets: count(adminFilter('not-resolved', agentId)),
      unassigned_tickets: count(adminFilter('not-assigned', agentId)),
      waiting_tickets: count(adminFilter('waiting', agentId)),
      sla_due_today: count(slaDueBetween(now, endOfToday)),
      sla_breached: count(slaBreached(now)),
    })
    .from(tickets)
    .where(companyId ? eq(tickets.companyId, companyId) : undefined);
  const [mine] = await db
    .select({ minutes: sql<number>`coalesce(sum(${timeReports.minutes}), 0)`.mapWith(Number) })
    .from(timeReports)
    .where(and(eq(timeReports.agentId, agentId), gte(timeReports.day, monday)));
  return { ...row!, my_minutes_this_week: mine?.minutes ?? 0 };
}
