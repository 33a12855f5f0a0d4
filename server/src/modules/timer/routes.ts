import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timerStartSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { senderSocket } from '../../platform/broadcasting/sender-socket';
import { say } from '../../platform/messages';
import { actorOf } from '../../platform/policy';
import { discardTimer, runningTimer, startTimer, stopTimer } from './service';

/** `/api/admin/timer` (server/API.md "Timer"): each agent's own timer; nobody reads or stops another's. */
export const timerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const staff = ctx.authorize('tickets.work');

  app.get('', { onRequest: staff }, async (request) => ({ data: await runningTimer(ctx.db, actorOf(request).user.id) }));

  app.post('', { onRequest: staff, schema: { body: timerStartSchema } }, async (request, reply) => {
    const data = await startTimer(ctx, actorOf(request), request.body.ticket_id, senderSocket(request));
    return reply.code(201).send({ data, message: say(request, 'timer_started') });
  });

  app.delete('', { onRequest: staff }, async (request) => ({
    data: await stopTimer(ctx, actorOf(request), senderSocket(request)),
    message: say(request, 'timer_stopped'),
  }));

  app.post('/discard', { onRequest: staff }, async (request) => {
    await discardTimer(ctx, actorOf(request), senderSocket(request));
    return { message: say(request, 'timer_discarded') };
  });
};
