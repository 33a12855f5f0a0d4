import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { competencyBodySchema, competencyListQuerySchema, competencyStrongestQuerySchema, idParamsSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { say } from '../../platform/messages';
import { actorOf } from '../../platform/policy';
import { listCompetencies, setCompetency, strongestFor } from './service';

/** The competency matrix: `GET /api/admin/competencies`, `PUT /api/admin/competencies/{agentId}` (server/API.md "Competencies"). */
export const competencyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const view = ctx.authorize('competencies.view');

  app.get('', { onRequest: view, schema: { querystring: competencyListQuerySchema } }, async (request) => ({
    data: await listCompetencies(db, actorOf(request), request.query),
  }));

  // The assignment picker's hint: any staff member who assigns tickets may ask.
  app.get(
    '/strongest',
    { onRequest: ctx.authorize('tickets.work'), schema: { querystring: competencyStrongestQuerySchema } },
    async (request) => ({
      data: await strongestFor(db, request.query.category),
    }),
  );

  app.put('/:id', { onRequest: view, schema: { params: idParamsSchema, body: competencyBodySchema } }, async (request) => ({
    data: await setCompetency(db, actorOf(request), request.params.id, request.body),
    message: say(request, 'competency_updated'),
  }));
};
