import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  message,
  timeAcceptQuerySchema,
  timeAcceptSchema,
  timeMoveSchema,
  timeRejectSchema,
  timeReportParamsSchema,
  timeReportSchema,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { senderSocket } from '../../platform/broadcasting/sender-socket';
import { requestLang } from '../../platform/lang';
import { refuseFutureDay } from '../../platform/months';
import { say } from '../../platform/messages';
import { actorOf } from '../../platform/policy';
import { decideTimeReports, listForAcceptance } from './acceptance';
import { moveTimeReports } from './moves';
import { addTimeReport, deleteTimeReport, updateTimeReport } from './service';

/** Time reports on a ticket (spec §3 fields): add, correct (resubmit) and delete; the admin's acceptance. */
export const timeReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const staff = ctx.authorize('tickets.work');
  const admin = ctx.authorize('time-reports.accept');

  app.post(
    '/ticket/:id/time-reports',
    { onRequest: staff, schema: { params: idParamsSchema, body: timeReportSchema } },
    async (request, reply) => {
      const data = await addTimeReport(ctx, actorOf(request), request.params.id, request.body, senderSocket(request));
      return reply.code(201).send({ data, message: message(requestLang(request), 'time_report_added') });
    },
  );

  app.put(
    '/ticket/:id/time-reports/:reportId',
    { onRequest: staff, schema: { params: timeReportParamsSchema, body: timeReportSchema } },
    async (request) => {
      const data = await updateTimeReport(
        ctx,
        actorOf(request),
        request.params.id,
        request.params.reportId,
        request.body,
        senderSocket(request),
      );
      return { data, message: say(request, 'time_report_updated') };
    },
  );

  app.delete('/ticket/:id/time-reports/:reportId', { onRequest: staff, schema: { params: timeReportParamsSchema } }, async (request) => {
    await deleteTimeReport(ctx, actorOf(request), request.params.id, request.params.reportId, senderSocket(request));
    return { message: message(requestLang(request), 'time_report_deleted') };
  });

  app.get('/time-accept', { onRequest: admin, schema: { querystring: timeAcceptQuerySchema } }, async (request) => {
    // The acceptance list is a report of reported time: its period reaches today at most.
    refuseFutureDay('from', request.query.from);
    refuseFutureDay('to', request.query.to);
    return listForAcceptance(ctx.db, request.query);
  });

  app.post('/time-accept/accept', { onRequest: admin, schema: { body: timeAcceptSchema } }, async (request) => {
    const count = await decideTimeReports(ctx, actorOf(request), request.body.ids, { kind: 'accept' });
    return { data: { count }, message: say(request, 'time_report_accepted') };
  });

  app.post('/time-accept/reject', { onRequest: admin, schema: { body: timeRejectSchema } }, async (request) => {
    const count = await decideTimeReports(ctx, actorOf(request), request.body.ids, { kind: 'reject', reason: request.body.reason });
    return { data: { count }, message: say(request, 'time_report_rejected') };
  });
  app.post('/time-accept/move', { onRequest: admin, schema: { body: timeMoveSchema } }, async (request) => {
    const count = await moveTimeReports(ctx, actorOf(request), request.body.ids, request.body.reason ?? null);
    return { data: { count }, message: say(request, 'time_report_moved', { count }) };
  });
};
