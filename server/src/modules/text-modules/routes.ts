import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idParamsSchema, textModuleBodySchema, textModuleListQuerySchema, textModuleRenderSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { auditAuthor } from '../../platform/audit/recorder';
import { say } from '../../platform/messages';
import { actorOf, scopeOf } from '../../platform/policy';
import { findTicket } from '../tickets';
import { renderTextModuleFor } from './render';
import { createTextModule, deleteTextModule, listTextModules, showTextModule, updateTextModule } from './service';

/**
 * `/api/admin/text-modules…` (server/API.md "Text modules"): every agent lists, reads and renders the modules in its
 * scope; admins and managers add, edit and delete them.
 */
export const textModuleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');
  const manage = ctx.authorize('text-modules.manage');
  const records = (request: FastifyRequest) => scopeOf(actorOf(request));

  app.get('', { onRequest: staff, schema: { querystring: textModuleListQuerySchema } }, async (request) => {
    const { ticket_id } = request.query;
    // A ticket's composer: the ticket must be in scope (404), and its company's modules come with the global ones.
    const forCompany = ticket_id ? (await findTicket(db, actorOf(request), ticket_id)).companyId : undefined;
    return listTextModules(db, request.query, records(request), forCompany);
  });

  app.get('/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showTextModule(db, request.params.id, records(request)),
  }));

  app.post('/:id/render', { onRequest: staff, schema: { params: idParamsSchema, body: textModuleRenderSchema } }, async (request) => ({
    data: await renderTextModuleFor(db, actorOf(request), request.params.id, request.body.ticket_id),
  }));

  app.post('', { onRequest: manage, schema: { body: textModuleBodySchema } }, async (request, reply) => {
    const id = await createTextModule(db, request.body, auditAuthor(request));
    return reply.code(201).send({ data: await showTextModule(db, id, records(request)), message: say(request, 'text_module_created') });
  });

  app.put('/:id', { onRequest: manage, schema: { params: idParamsSchema, body: textModuleBodySchema } }, async (request) => {
    await updateTextModule(db, request.params.id, request.body, records(request), auditAuthor(request));
    return { data: await showTextModule(db, request.params.id, records(request)), message: say(request, 'text_module_updated') };
  });

  app.delete('/:id', { onRequest: manage, schema: { params: idParamsSchema } }, async (request) => {
    await deleteTextModule(db, request.params.id, records(request), auditAuthor(request));
    return { message: say(request, 'text_module_deleted') };
  });
};
