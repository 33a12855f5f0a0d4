import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { say } from '../../platform/messages';
import { ticketDeliveriesChanged } from '../../platform/outbound/delivery-events';
import { actorOf } from '../../platform/policy';
import { findTicket } from '../tickets';
import { publishTicketDeliveries } from './events';
import { listTicketDeliveries, outboxSummary, retryDelivery } from './service';

/** `/api/admin/ticket/{id}/deliveries`, `/api/admin/outbox/{id}/retry` (staff) and `/api/admin/outbox/summary` (control centre). */
export const deliveryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const staff = ctx.authorize('tickets.work');

  // The outbox settled e-mails of ticket messages (a sender pass, or a bounce inside the intake's transaction): the
  // ticket pages open on them read their deliveries again.
  ctx.hooks.on(ticketDeliveriesChanged, (event) => publishTicketDeliveries(event.within ?? ctx, event));

  app.get('/ticket/:id/deliveries', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    const ticket = await findTicket(ctx.db, actorOf(request), request.params.id, { withTrashed: true });
    return { data: await listTicketDeliveries(ctx.db, ticket.id) };
  });

  app.post('/outbox/:id/retry', { onRequest: staff, schema: { params: idParamsSchema } }, async (request, reply) => {
    const { delivery, retried } = await retryDelivery(ctx, actorOf(request), request.params.id);
    if (!retried) return reply.code(409).send({ message: say(request, 'delivery_not_failed'), data: delivery });
    return { data: delivery, message: say(request, 'delivery_retried') };
  });

  app.get('/outbox/summary', { onRequest: ctx.authorize('control-center.view') }, async () => ({ data: await outboxSummary(ctx.db) }));
};
