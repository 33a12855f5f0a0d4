import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { appSettings } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { actorOf } from '../../platform/policy';
import { timeReportsToAccept, unreadMonitoringLogsForCompany, unreadMonitoringLogsForStaff, unreadUnassignedEmails } from './service';

/** The mailbox counts as not working when it has not been fetched for this long. */
export const MAIL_STALE_MINUTES = 30;

/** Sidebar counters and the mailbox health indicator. */
export const counterRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/api/admin/time/unread-counter', { onRequest: ctx.authorize('staff.time-accept') }, async () => ({ data: { count: await timeReportsToAccept(db) } }));

  app.get('/api/admin/unassigned-email/unread-counter', { onRequest: ctx.authorize('staff') }, async () => ({ data: { count: await unreadUnassignedEmails(db) } }));

  app.get('/api/admin/monitoring-log/unread-counter', { onRequest: ctx.authorize('staff') }, async () => ({ data: { count: await unreadMonitoringLogsForStaff(db) } }));

  app.get('/api/client/monitoring-log/unread-counter', { onRequest: ctx.authorize('client.monitoring-log') }, async (request) => {
    const { user } = actorOf(request);
    if (!user.companyId) throw new HttpError(403, 'forbidden');
    return { data: { count: await unreadMonitoringLogsForCompany(db, user.companyId) } };
  });

  app.get('/api/check/email', { onRequest: ctx.authorize('staff') }, async () => {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'mail.last_fetched_at'));
    const last = typeof row?.value === 'string' ? new Date(row.value) : null;
    const working = last !== null && Date.now() - last.getTime() < MAIL_STALE_MINUTES * 60_000;
    return { data: { working, last_fetched_at: last?.toISOString() ?? null, stale_after_minutes: MAIL_STALE_MINUTES } };
  });
};
