import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  idParamsSchema,
  macroApplyParamsSchema,
  macroApplySchema,
  macroBodySchema,
  macroBulkApplySchema,
  macroListQuerySchema,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { auditAuthor } from '../../platform/audit/recorder';
import { senderSocket } from '../../platform/broadcasting/sender-socket';
import { say } from '../../platform/messages';
import { actorOf } from '../../platform/policy';
import { showTicket } from '../tickets';
import { applyMacro, applyMacroToMany, type Caller } from './apply';
import { createMacro, deleteMacro, findMacro, listMacros, presentMacro, updateMacro } from './service';

/**
 * `/api/admin/macros…` and `/api/admin/ticket/{id}/macros/{macroId}/apply` (server/API.md "Macros"): every agent lists,
 * reads and applies them (in its ticket scope); admins and managers add, edit and delete them.
 */
export const macroRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');
  const manage = ctx.authorize('macros.manage');
  const caller = (request: FastifyRequest): Caller => ({ actor: actorOf(request), socketId: senderSocket(request) });

  app.get('/macros', { onRequest: staff, schema: { querystring: macroListQuerySchema } }, async (request) => listMacros(db, request.query));

  app.get('/macros/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => ({
    data: presentMacro(await findMacro(db, request.params.id)),
  }));

  app.post('/macros', { onRequest: manage, schema: { body: macroBodySchema } }, async (request, reply) => {
    const row = await createMacro(db, request.body, auditAuthor(request));
    return reply.code(201).send({ data: presentMacro(row), message: say(request, 'macro_created') });
  });

  app.put('/macros/:id', { onRequest: manage, schema: { params: idParamsSchema, body: macroBodySchema } }, async (request) => {
    const row = await updateMacro(db, request.params.id, request.body, auditAuthor(request));
    return { data: presentMacro(row), message: say(request, 'macro_updated') };
  });

  app.delete('/macros/:id', { onRequest: manage, schema: { params: idParamsSchema } }, async (request) => {
    await deleteMacro(db, request.params.id, auditAuthor(request));
    return { message: say(request, 'macro_deleted') };
  });

  app.post(
    '/ticket/:id/macros/:macroId/apply',
    { onRequest: staff, schema: { params: macroApplyParamsSchema, body: macroApplySchema } },
    async (request) => {
      const macro = await findMacro(db, request.params.macroId, { activeOnly: true });
      const ticket = await applyMacro(ctx, macro, request.params.id, caller(request), request.body.version);
      return { data: await showTicket(db, actorOf(request), ticket.id), message: say(request, 'macro_applied', { name: macro.name }) };
    },
  );

  app.post('/macros/:id/apply', { onRequest: staff, schema: { params: idParamsSchema, body: macroBulkApplySchema } }, async (request) => {
    const macro = await findMacro(db, request.params.id, { activeOnly: true });
    const data = await applyMacroToMany(ctx, request, macro, request.body, caller(request));
    const applied = data.filter((r) => r.result === 'applied').length;
    return { data, message: say(request, 'macros_applied', { name: macro.name, applied, total: data.length }) };
  });
};
