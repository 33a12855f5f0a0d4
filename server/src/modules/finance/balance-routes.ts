import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../platform/errors';
import { actorOf } from '../../platform/policy';
import { assertCompanyVisible } from '../lookups';
import { contractBalance } from './balance';

/**
 * The live contract balance: staff for a company in their scope (`/api/admin/companies/{id}/balance`, 403 outside it),
 * VIP clients for their own company only (`/api/client/contract-balance`; other clients 403).
 */
export const balanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  app.get(
    '/api/admin/companies/:id/balance',
    { onRequest: ctx.authorize('tickets.work'), schema: { params: idParamsSchema } },
    async (request) => {
      await assertCompanyVisible(db, actorOf(request), request.params.id);
      return { data: await contractBalance(db, request.params.id) };
    },
  );
  app.get('/api/client/contract-balance', { onRequest: ctx.authorize('client.contract-balance') }, async (request) => {
    const companyId = actorOf(request).user.companyId;
    if (!companyId) throw new HttpError(403, 'forbidden');
    return { data: await contractBalance(db, companyId) };
  });
};
