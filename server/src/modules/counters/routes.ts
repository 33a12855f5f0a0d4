import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../platform/errors';
import { actorOf, scopeOf } from '../../platform/policy';
import {
  mailStatus,
  timeReportsToAccept,
  unreadMonitoringLogsForCompany,
  unreadMonitoringLogsForStaff,
  unreadUnassignedEmails,
} from './service';

/** Sidebar counters and the mailbox health indicator. */
export const counterRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/admin/time/unread-counter', { onRequest: ctx.authorize('time-reports.accept') }, async () => ({
    data: { count: await timeReportsToAccept(db) },
  }));

  app.get('/admin/unassigned-email/unread-counter', { onRequest: ctx.authorize('tickets.work') }, async () => ({
    data: { count: await unreadUnassignedEmails(db) },
  }));

  app.get('/admin/monitoring-log/unread-counter', { onRequest: ctx.authorize('tickets.work') }, async (request) => ({
    data: { count: await unreadMonitoringLogsForStaff(db, scopeOf(actorOf(request))) },
  }));

  app.get('/client/monitoring-log/unread-counter', { onRequest: ctx.authorize('client.monitoring-log') }, async (request) => {
    const { user } = actorOf(request);
    if (!user.companyId) throw new HttpError(403, 'forbidden');
    return { data: { count: await unreadMonitoringLogsForCompany(db, user.companyId) } };
  });

  app.get('/check/email', { onRequest: ctx.authorize('tickets.work') }, async () => ({ data: await mailStatus(db) }));
};
