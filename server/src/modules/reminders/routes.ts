import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idParamsSchema, reminderBodySchema, reminderListQuerySchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { actorOf, scopeOf } from '../../platform/policy';
import { say } from '../../platform/messages';
import { createReminderScheduler } from './scheduler';
import { createReminder, deleteReminder, listReminders, showReminder, updateReminder } from './service';

/** `/api/admin/reminder…` (staff) and the scheduler (REMINDER_SCHEDULER, on by default). */
export const reminderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');
  // The actor's record scope: admins and managers every company, agents their assigned ones.
  const records = (request: FastifyRequest) => scopeOf(actorOf(request));
  const scheduler = createReminderScheduler(ctx, app.log);
  if (ctx.config.reminders.scheduler) {
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  }

  app.get('', { onRequest: staff, schema: { querystring: reminderListQuerySchema } }, async (request) =>
    listReminders(db, request.query, records(request)),
  );

  app.get('/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showReminder(db, request.params.id, records(request)),
  }));

  app.post('', { onRequest: staff, schema: { body: reminderBodySchema } }, async (request, reply) => {
    const id = await createReminder(db, request.body, records(request));
    // Due today already: its ticket is made now, not at the next tick.
    await scheduler.poke();
    return reply.code(201).send({ data: await showReminder(db, id, records(request)), message: say(request, 'reminder_created') });
  });

  app.put('/:id', { onRequest: staff, schema: { params: idParamsSchema, body: reminderBodySchema } }, async (request) => {
    await updateReminder(db, request.params.id, request.body, records(request));
    await scheduler.poke();
    return { data: await showReminder(db, request.params.id, records(request)), message: say(request, 'reminder_updated') };
  });

  app.delete('/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    await deleteReminder(db, request.params.id, records(request));
    return { message: say(request, 'reminder_deleted') };
  });
};
