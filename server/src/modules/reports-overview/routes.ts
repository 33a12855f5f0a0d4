import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyReportQuerySchema, idParamsSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { resolveRange } from '../../platform/months';
import { agentStats, agentStatsDetail, generalReport } from './service';

/**
 * The general report (admin) and the agent statistics (every agent, spec §6 'agent-stats.view') over whole months
 * (server/API.md "Reports overview"). The staff company report is the company report module's own endpoint.
 */
export const reportsOverviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const query = { querystring: companyReportQuerySchema };
  app.get('/general-report', { onRequest: ctx.authorize('reports.general'), schema: query }, async (request) => ({
    data: await generalReport(db, resolveRange(request.query)),
  }));
  app.get('/agent-stats', { onRequest: ctx.authorize('agent-stats.view'), schema: query }, async (request) => ({
    data: await agentStats(db, resolveRange(request.query)),
  }));
  app.get(
    '/agent-stats/:id',
    { onRequest: ctx.authorize('agent-stats.view'), schema: { ...query, params: idParamsSchema } },
    async (request) => ({
      data: await agentStatsDetail(db, request.params.id, resolveRange(request.query)),
    }),
  );
};
