/**
 * The product's calendar day and week: they begin at midnight in BUSINESS_TIME_ZONE (Poland), whatever the
 * server's zone. Written as SQL so that PostgreSQL's zone rules place the boundaries (a DST day lasts 23 or 25 h).
 */
import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from './business-time-zone';

const wallClock = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE})`;

/** The instant the business day `days` after today began: 0 = today's midnight, 1 = tonight's (the end of today). */
export const startOfBusinessDay = (now: Date, days = 0): SQL =>
  sql`((date_trunc('day', ${wallClock(now)}) + make_interval(days => ${days}::int)) at time zone ${BUSINESS_TIME_ZONE})`;

/** The date (`date`) of the Monday that began the business week of `now`. */
export const startOfBusinessWeek = (now: Date): SQL => sql`date_trunc('week', ${wallClock(now)})::date`;
