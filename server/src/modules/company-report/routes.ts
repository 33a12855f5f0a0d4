import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../platform/errors';
import { actorOf } from '../../platform/policy';
import { assertCompanyVisible } from '../lookups/service';
import { resolveRange } from './months';
import { companyParams, reportQuery } from './schema';
import { companyReport, findCompany } from './service';

/**
 * The company report (server/API.md "Company report"): the client's own company
 * (`/api/client/company-report`, permission company-report) and any company the agent may manage
 * (`/api/admin/company-report/{id}`) — the same figures from the same function.
 */
export const companyReportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const rangeOf = (request: FastifyRequest) => resolveRange(request.query as z.output<typeof reportQuery>);

  app.get('/api/client/company-report', { onRequest: ctx.authorize('client.company-report'), schema: { querystring: reportQuery } }, async (request) => {
    const companyId = actorOf(request).user.companyId;
    if (!companyId) throw new HttpError(403, 'forbidden');
    return { data: await companyReport(db, await findCompany(db, companyId), rangeOf(request)) };
  });

  app.get(
    '/api/admin/company-report/:id',
    { onRequest: ctx.authorize('reports.company'), schema: { params: companyParams, querystring: reportQuery } },
    async (request) => {
      const { id } = request.params as z.output<typeof companyParams>;
      await assertCompanyVisible(db, actorOf(request), id);
      return { data: await companyReport(db, await findCompany(db, id), rangeOf(request)) };
    },
  );
};
