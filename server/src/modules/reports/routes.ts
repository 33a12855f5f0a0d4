import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentReportQuerySchema, dailyReportQuerySchema, exportRequestSchema, type ExportRequest } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../platform/errors';
import { requestLang } from '../../platform/lang';
import { refuseFutureDay } from '../../platform/months';
import { actorOf, can } from '../../platform/policy';
import { defineExportKind, startExport } from '../exports';
import { agentReport } from './agent-report';
import { dailyReport, yesterday } from './daily-report';
import { agentReportExport, dailyReportExport } from './exports';

/** The agent report and the daily report (server/API.md "Agent and daily reports") and their exports. */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/agent', { onRequest: ctx.authorize('reports.agent'), schema: { querystring: agentReportQuerySchema } }, async (request) => {
    refuseFutureDays(request.query);
    return { data: await agentReport(db, actorOf(request), request.query) };
  });

  app.get('/daily', { onRequest: ctx.authorize('reports.daily'), schema: { querystring: dailyReportQuerySchema } }, async (request) => {
    refuseFutureDay('day', request.query.day);
    return { data: await dailyReport(db, actorOf(request), request.query.day ?? yesterday()) };
  });

  // A report export's params are the request's body; the checks run again when a failed export is restarted.
  defineExportKind('report', async (db, actor, params, lang) => {
    const body = params as ExportRequest;
    if (!can(actor, body.report === 'agent' ? 'reports.agent' : 'reports.daily')) throw new HttpError(403, 'forbidden');
    refuseFutureExport(body);
    return body.report === 'agent'
      ? agentReportExport(db, actor, body.query, lang, body.dialect ?? lang)
      : dailyReportExport(db, actor, body.query.day ?? yesterday(), lang, body.dialect ?? lang);
  });

  app.post('/exports', { onRequest: ctx.authorize('tickets.work'), schema: { body: exportRequestSchema } }, async (request, reply) => {
    const body = request.body;
    refuseFutureExport(body);
    const job = await startExport(ctx, actorOf(request), {
      kind: 'report',
      format: body.format,
      params: body,
      lang: requestLang(request),
    });
    return reply.code(202).send({ data: job });
  });
};

/** A report reaches today at most: the agent report's period and an export's (on the query's own fields). */
function refuseFutureDays(query: { from: string; to: string }, prefix = ''): void {
  refuseFutureDay(`${prefix}from`, query.from);
  refuseFutureDay(`${prefix}to`, query.to);
}

function refuseFutureExport(body: ExportRequest): void {
  if (body.report === 'agent') refuseFutureDays(body.query, 'query.');
  else refuseFutureDay('query.day', body.query.day);
}
