import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, message, timeReportParamsSchema, timeReportSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { requestLang } from '../../platform/lang';
import { actorOf } from '../../platform/policy';
import { addTimeReport, deleteTimeReport } from './service';

/** Time reports on a ticket (spec §3 fields): add and delete. */
export const timeReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const staff = ctx.authorize('tickets.work');

  app.post('/api/admin/ticket/:id/time-reports', { onRequest: staff, schema: { params: idParamsSchema, body: timeReportSchema } }, async (request, reply) => {
    const data = await addTimeReport(ctx, actorOf(request), request.params.id, request.body);
    return reply.code(201).send({ data, message: message(requestLang(request), 'time_report_added') });
  });

  app.delete('/api/admin/ticket/:id/time-reports/:reportId', { onRequest: staff, schema: { params: timeReportParamsSchema } }, async (request) => {
    await deleteTimeReport(ctx, actorOf(request), request.params.id, request.params.reportId);
    return { message: message(requestLang(request), 'time_report_deleted') };
  });
};
