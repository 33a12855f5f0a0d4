import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, internalTimeBodySchema, internalTimeQuerySchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { say } from '../../platform/messages';
import { actorOf } from '../../platform/policy';
import { createInternalTime, deleteInternalTime, listInternalTime, showInternalTime, updateInternalTime } from './service';

/** `/api/admin/internal-time…`: every agent its own entries; admins and managers anyone's. */
export const internalTimeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');

  app.get('', { onRequest: staff, schema: { querystring: internalTimeQuerySchema } }, async (request) =>
    listInternalTime(db, actorOf(request), request.query),
  );

  app.get('/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showInternalTime(db, actorOf(request), request.params.id),
  }));

  app.post('', { onRequest: staff, schema: { body: internalTimeBodySchema } }, async (request, reply) => {
    const data = await createInternalTime(db, actorOf(request), request.body);
    return reply.code(201).send({ data, message: say(request, 'internal_time_created') });
  });

  app.put('/:id', { onRequest: staff, schema: { params: idParamsSchema, body: internalTimeBodySchema } }, async (request) => {
    const data = await updateInternalTime(db, actorOf(request), request.params.id, request.body);
    return { data, message: say(request, 'internal_time_updated') };
  });

  app.delete('/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    await deleteInternalTime(db, actorOf(request), request.params.id);
    return { message: say(request, 'internal_time_deleted') };
  });
};
