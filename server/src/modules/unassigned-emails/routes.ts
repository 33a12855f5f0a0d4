import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  message,
  unassignedAttachmentParamsSchema,
  unassignedAttachSchema,
  unassignedListQuerySchema,
  unassignedToTicketSchema,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { requestLang } from '../../platform/lang';
import { actorOf } from '../../platform/policy';
import { sendStoredFile } from '../../platform/storage/stored-file';
import {
  attachmentOf,
  attachUnassigned,
  deleteUnassigned,
  listUnassigned,
  setRead,
  showUnassigned,
  ticketRef,
  unassignedToTicket,
} from './service';

/** `/api/admin/unassigned-email…` (staff). The unread counter stays in the counters module. */
export const unassignedEmailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const staff = ctx.authorize('tickets.work');

  app.get('', { onRequest: staff, schema: { querystring: unassignedListQuerySchema } }, async (request) =>
    listUnassigned(ctx.db, request.query),
  );

  app.get('/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showUnassigned(ctx, actorOf(request), request.params.id),
  }));

  app.get('/:id/attachments/:index', { onRequest: staff, schema: { params: unassignedAttachmentParamsSchema } }, async (request, reply) => {
    const { id, index } = request.params;
    return sendStoredFile(reply, ctx.attachments, await attachmentOf(ctx.db, id, index));
  });

  for (const [action, read] of [
    ['read', true],
    ['unread', false],
  ] as const) {
    app.post(`/:id/${action}`, { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
      const row = await setRead(ctx, actorOf(request), request.params.id, read);
      return { data: { id: row.id, read: row.readAt !== null } };
    });
  }

  app.post(
    '/:id/ticket',
    { onRequest: staff, schema: { params: idParamsSchema, body: unassignedToTicketSchema } },
    async (request, reply) => {
      const ticket = await unassignedToTicket(ctx, actorOf(request), request.params.id, request.body);
      return reply.code(201).send({ data: { ticket: ticketRef(ticket) }, message: message(requestLang(request), 'ticket_created') });
    },
  );

  app.post('/:id/attach', { onRequest: staff, schema: { params: idParamsSchema, body: unassignedAttachSchema } }, async (request) => {
    const { ticket, messageId } = await attachUnassigned(ctx, actorOf(request), request.params.id, request.body.ticket_id);
    return { data: { ticket: ticketRef(ticket), message_id: messageId }, message: message(requestLang(request), 'answer_added') };
  });

  app.delete('/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteUnassigned(ctx, request.params.id);
    return reply.code(204).send();
  });
};
