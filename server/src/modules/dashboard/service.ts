import { and, eq, gte, sql } from 'drizzle-orm';
import { startOfBusinessDay, startOfBusinessWeek } from '../../platform/business-day';
import type { Db } from '../../platform/db/client';
import { tickets, timeReports } from '../../platform/db/schema';
import { adminFilter, inCompanies, slaBreached, slaDueBetween } from '../tickets';
import { countByFilters } from '../tickets';

/** Tonight's midnight in the business time zone, where "due today" ends. */
async function endOfBusinessDay(db: Db, now: Date): Promise<Date> {
  const result = (await db.execute(sql`select extract(epoch from ${startOfBusinessDay(now, 1)}) * 1000 as ms`)) as unknown as {
    rows: { ms: number | string }[];
  };
  return new Date(Number(result.rows[0]!.ms));
}

/**
 * The /admin dashboard figures, for one company or all; "my minutes" are the asking agent's. Today and this week
 * are the business time zone's (Polish midnight, weeks from Monday), like the days agents give time reports.
 */
export async function dashboardFigures(
  db: Db,
  agentId: number,
  companyId: number | undefined,
  companyIds: number[] | null = null,
  now = new Date(),
) {
  const conditions = {
    open_tickets: adminFilter('not-resolved', agentId),
    unassigned_tickets: adminFilter('not-assigned', agentId),
    waiting_tickets: adminFilter('waiting', agentId),
    sla_due_today: slaDueBetween(now, await endOfBusinessDay(db, now)),
    sla_breached: slaBreached(now),
  };
  const figures = await countByFilters(
    db,
    Object.keys(conditions) as (keyof typeof conditions)[],
    (name) => conditions[name],
    and(companyId ? eq(tickets.companyId, companyId) : undefined, inCompanies(companyIds)),
  );
  const [mine] = await db
    .select({ minutes: sql<number>`coalesce(sum(${timeReports.minutes}), 0)`.mapWith(Number) })
    .from(timeReports)
    .where(and(eq(timeReports.agentId, agentId), gte(timeReports.day, startOfBusinessWeek(now))));
  return { ...figures, my_minutes_this_week: mine?.minutes ?? 0 };
}
