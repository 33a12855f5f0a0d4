import { and, eq, isNull, sql } from 'drizzle-orm';
import { BROADCAST_EVENTS, COUNTERS_CHANNEL, type CountersPayload } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type RecordScope } from '../../platform/policy';
import { appSettings, monitoringLogs, timeReports, unassignedEmails } from '../../platform/db/schema';

const count = sql<number>`count(*)`.mapWith(Number);

export async function unreadUnassignedEmails(db: Db): Promise<number> {
  const [row] = await db.select({ count }).from(unassignedEmails).where(isNull(unassignedEmails.readAt));
  return row?.count ?? 0;
}

/** Unread logs on the staff side within a record scope (`scopeOf`; every company by default). */
export async function unreadMonitoringLogsForStaff(db: Db, records: RecordScope = { companies: null }): Promise<number> {
  const [row] = await db
    .select({ count })
    .from(monitoringLogs)
    .where(and(isNull(monitoringLogs.readAt), scopeWhere(records, monitoringLogs.companyId)));
  return row?.count ?? 0;
}

export async function unreadMonitoringLogsForCompany(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ count })
    .from(monitoringLogs)
    .where(and(eq(monitoringLogs.companyId, companyId), isNull(monitoringLogs.clientReadAt)));
  return row?.count ?? 0;
}

/** Time reports waiting for the admin's acceptance. */
export async function timeReportsToAccept(db: Db): Promise<number> {
  const [row] = await db
    .select({ count })
    .from(timeReports)
    .where(and(eq(timeReports.needsAccept, true), isNull(timeReports.acceptedAt), isNull(timeReports.rejectedAt)));
  return row?.count ?? 0;
}

/**
 * Tells every listener that counters changed, on the public `counters` channel: a signal with no figures and no
 * company data (any socket may join it). Each client refetches its own counters through the authorised API.
 */
export async function publishCounters(ctx: Pick<AppContext, 'broadcaster'>): Promise<CountersPayload> {
  const payload: CountersPayload = {};
  await ctx.broadcaster.publish([COUNTERS_CHANNEL], BROADCAST_EVENTS.countersUpdated, payload);
  return payload;
}

/** The mailbox counts as not working when it has not been fetched for this long. */
export const MAIL_STALE_MINUTES = 30;

/** Whether the mailbox is fetched (the sidebar's blinking alert and the control centre). */
export async function mailStatus(db: Db, now = new Date()) {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'mail.last_fetched_at'));
  const last = typeof row?.value === 'string' ? new Date(row.value) : null;
  const working = last !== null && now.getTime() - last.getTime() < MAIL_STALE_MINUTES * 60_000;
  return { working, last_fetched_at: last?.toISOString() ?? null, stale_after_minutes: MAIL_STALE_MINUTES };
}
