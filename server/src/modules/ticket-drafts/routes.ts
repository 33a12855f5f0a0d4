import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idParamsSchema, message, ticketDraftSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { requestLang } from '../../platform/lang';
import { actorOf } from '../../platform/policy';
import { createDraft, deleteDraft, listDrafts, showDraft, updateDraft } from './service';

/** The agent's own ticket drafts (the fixed bottom buttons). */
export const ticketDraftRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');
  const agentOf = (request: FastifyRequest) => actorOf(request).user.id;

  app.get('', { onRequest: staff }, async (request) => ({ data: await listDrafts(db, agentOf(request)) }));

  app.post('', { onRequest: staff, schema: { body: ticketDraftSchema } }, async (request, reply) => {
    const data = await createDraft(db, agentOf(request), request.body);
    return reply.code(201).send({ data, message: message(requestLang(request), 'draft_created') });
  });

  app.get('/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showDraft(db, agentOf(request), request.params.id),
  }));

  app.put('/:id', { onRequest: staff, schema: { params: idParamsSchema, body: ticketDraftSchema } }, async (request) => {
    const data = await updateDraft(db, agentOf(request), request.params.id, request.body);
    return { data, message: message(requestLang(request), 'draft_updated') };
  });

  app.delete('/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteDraft(db, agentOf(request), request.params.id);
    return reply.code(204).send();
  });
};
