import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { message } from '@helpdesk/shared/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requestLang } from '../../platform/lang';
import { actorOf } from '../../platform/policy';
import { bodyOf } from '../../platform/validation';
import { sendStoredFile } from '../tickets/attachments';
import { attachmentParams, idParams, unassignedAttachSchema, unassignedListQuery, unassignedToTicketSchema } from './schema';
import { attachmentOf, attachUnassigned, deleteUnassigned, listUnassigned, setRead, showUnassigned, ticketRef, unassignedToTicket } from './service';

/** `/api/admin/unassigned-email…` (staff). The unread counter stays in the counters module. */
export const unassignedEmailRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const staff = ctx.authorize('tickets.work');
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof idParams>).id;
  const base = '/api/admin/unassigned-email';

  app.get(base, { onRequest: staff, schema: { querystring: unassignedListQuery } }, async (request) => listUnassigned(ctx.db, request.query as z.output<typeof unassignedListQuery>));

  app.get(`${base}/:id`, { onRequest: staff, schema: { params: idParams } }, async (request) => ({ data: await showUnassigned(ctx, actorOf(request), idOf(request)) }));

  app.get(`${base}/:id/attachments/:index`, { onRequest: staff, schema: { params: attachmentParams } }, async (request, reply) => {
    const { id, index } = request.params as z.output<typeof attachmentParams>;
    return sendStoredFile(reply, ctx.attachments, await attachmentOf(ctx.db, id, index));
  });

  for (const [action, read] of [
    ['read', true],
    ['unread', false],
  ] as const) {
    app.post(`${base}/:id/${action}`, { onRequest: staff, schema: { params: idParams } }, async (request) => {
      const row = await setRead(ctx, actorOf(request), idOf(request), read);
      return { data: { id: row.id, read: row.readAt !== null } };
    });
  }

  app.post(`${base}/:id/ticket`, { onRequest: staff, schema: { params: idParams, body: unassignedToTicketSchema } }, async (request, reply) => {
    const ticket = await unassignedToTicket(ctx, actorOf(request), idOf(request), bodyOf(request, unassignedToTicketSchema));
    return reply.code(201).send({ data: { ticket: ticketRef(ticket) }, message: message(requestLang(request), 'ticket_created') });
  });

  app.post(`${base}/:id/attach`, { onRequest: staff, schema: { params: idParams, body: unassignedAttachSchema } }, async (request) => {
    const { ticket, messageId } = await attachUnassigned(ctx, actorOf(request), idOf(request), bodyOf(request, unassignedAttachSchema).ticket_id);
    return { data: { ticket: ticketRef(ticket), message_id: messageId }, message: message(requestLang(request), 'answer_added') };
  });

  app.delete(`${base}/:id`, { onRequest: staff, schema: { params: idParams } }, async (request, reply) => {
    await deleteUnassigned(ctx, idOf(request));
    return reply.code(204).send();
  });
};
