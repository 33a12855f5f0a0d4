import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { tickets, timeReports } from '../../platform/db/schema';
import { adminFilter, inCompanies, slaBreached, slaDueBetween } from '../tickets/filters';
import { countByFilters } from '../tickets/service';

const DAY = 86_400_000;

/** Midnight after `now` and the Monday starting its week, as calendar days in UTC (like time-report days). */
function calendar(now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY);
  return { endOfToday: new Date(today.getTime() + DAY), monday: monday.toISOString().slice(0, 10) };
}

/** The /admin dashboard figures, for one company or all; "my minutes" are the asking agent's. */
export async function dashboardFigures(db: Db, agentId: number, companyId: number | undefined, companyIds: number[] | null = null, now = new Date()) {
  const { endOfToday, monday } = calendar(now);
  const conditions = {
    open_tickets: adminFilter('not-resolved', agentId),
    unassigned_tickets: adminFilter('not-assigned', agentId),
    waiting_tickets: adminFilter('waiting', agentId),
    sla_due_today: slaDueBetween(now, endOfToday),
    sla_breached: slaBreached(now),
  };
  const figures = await countByFilters(db, Object.keys(conditions) as (keyof typeof conditions)[], (name) => conditions[name], and(companyId ? eq(tickets.companyId, companyId) : undefined, inCompanies(companyIds)));
  const [mine] = await db
    .select({ minutes: sql<number>`coalesce(sum(${timeReports.minutes}), 0)`.mapWith(Number) })
    .from(timeReports)
    .where(and(eq(timeReports.agentId, agentId), gte(timeReports.day, monday)));
  return { ...figures, my_minutes_this_week: mine?.minutes ?? 0 };
}
