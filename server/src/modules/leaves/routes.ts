import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, leaveBodySchema, leaveRangeQuerySchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../platform/policy';
import { say } from '../../platform/messages';
import { acceptLeave, createLeave, deleteLeave, holidaysIn, listLeaves, showLeave, updateLeave } from './service';

/** `/api/admin/leave…` (server/API.md "Leaves"): every agent sees all leaves and manages its own; admins and managers accept. */
export const leaveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('leaves.view');
  const byId = { onRequest: staff, schema: { params: idParamsSchema } };

  app.get('', { onRequest: staff, schema: { querystring: leaveRangeQuerySchema } }, async (request) => ({
    data: await listLeaves(db, request.query),
    holidays: await holidaysIn(db, request.query),
  }));

  app.get('/:id', byId, async (request) => ({ data: await showLeave(db, request.params.id) }));

  app.post('', { onRequest: staff, schema: { body: leaveBodySchema } }, async (request, reply) => {
    const id = await createLeave(db, actorOf(request), request.body);
    return reply.code(201).send({ data: await showLeave(db, id), message: say(request, 'leave_created') });
  });

  app.put('/:id', { onRequest: staff, schema: { params: idParamsSchema, body: leaveBodySchema } }, async (request) => {
    await updateLeave(db, actorOf(request), request.params.id, request.body);
    return { data: await showLeave(db, request.params.id), message: say(request, 'leave_updated') };
  });

  app.post('/:id/accept', { onRequest: ctx.authorize('leaves.accept'), schema: { params: idParamsSchema } }, async (request) => {
    await acceptLeave(db, actorOf(request), request.params.id);
    return { data: await showLeave(db, request.params.id), message: say(request, 'leave_accepted') };
  });

  app.delete('/:id', byId, async (request) => {
    await deleteLeave(db, actorOf(request), request.params.id);
    return { message: say(request, 'leave_deleted') };
  });
};
