import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyReportQuerySchema, idParamsSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../platform/errors';
import { actorOf } from '../../platform/policy';
import { contractHealthSource } from '../companies';
import { assertCompanyVisible } from '../lookups';
import { resolveRange } from '../../platform/months';
import { companyReport, contractHealth, findCompany } from './service';

/**
 * The company report (server/API.md "Company report"): the client's own company
 * (`/api/client/company-report`, permission company-report) and any company the agent may manage
 * (`/api/admin/company-report/{id}`) — the same figures from the same function.
 */
export const companyReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  // The companies module (below) shows this month's contract health on its list and detail.
  ctx.hooks.fill(contractHealthSource, contractHealth);
  app.get(
    '/api/client/company-report',
    { onRequest: ctx.authorize('client.company-report'), schema: { querystring: companyReportQuerySchema } },
    async (request) => {
      const companyId = actorOf(request).user.companyId;
      if (!companyId) throw new HttpError(403, 'forbidden');
      return { data: await companyReport(db, await findCompany(db, companyId), resolveRange(request.query)) };
    },
  );

  app.get(
    '/api/admin/company-report/:id',
    { onRequest: ctx.authorize('reports.company'), schema: { params: idParamsSchema, querystring: companyReportQuerySchema } },
    async (request) => {
      const { id } = request.params;
      await assertCompanyVisible(db, actorOf(request), id);
      return { data: await companyReport(db, await findCompany(db, id), resolveRange(request.query)) };
    },
  );
};
