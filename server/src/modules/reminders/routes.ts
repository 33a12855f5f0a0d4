import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { actorOf, scopeOf } from '../../platform/policy';
import { bodyOf } from '../../platform/validation';
import { say } from '../../platform/messages';
import { idParams, reminderBodySchema, reminderListQuery } from './schema';
import { createReminderScheduler } from './scheduler';
import { createReminder, deleteReminder, listReminders, showReminder, updateReminder } from './service';

/** `/api/admin/reminder…` (staff) and the scheduler (REMINDER_SCHEDULER, on by default). */
export const reminderRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof idParams>).id;
  // The actor's record scope: admins and managers every company, agents their assigned ones.
  const records = (request: FastifyRequest) => scopeOf(actorOf(request));
  const scheduler = createReminderScheduler(ctx, app.log);
  if (ctx.config.reminders.scheduler) {
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  }

  app.get('/api/admin/reminder', { onRequest: staff, schema: { querystring: reminderListQuery } }, async (request) => listReminders(db, request.query as z.output<typeof reminderListQuery>, records(request)));

  app.get('/api/admin/reminder/:id', { onRequest: staff, schema: { params: idParams } }, async (request) => ({ data: await showReminder(db, idOf(request), records(request)) }));

  app.post('/api/admin/reminder', { onRequest: staff, schema: { body: reminderBodySchema } }, async (request, reply) => {
    const id = await createReminder(db, bodyOf(request, reminderBodySchema), records(request));
    // Due today already: its ticket is made now, not at the next tick.
    await scheduler.poke();
    return reply.code(201).send({ data: await showReminder(db, id, records(request)), message: say(request, 'reminder_created') });
  });

  app.put('/api/admin/reminder/:id', { onRequest: staff, schema: { params: idParams, body: reminderBodySchema } }, async (request) => {
    await updateReminder(db, idOf(request), bodyOf(request, reminderBodySchema), records(request));
    await scheduler.poke();
    return { data: await showReminder(db, idOf(request), records(request)), message: say(request, 'reminder_updated') };
  });

  app.delete('/api/admin/reminder/:id', { onRequest: staff, schema: { params: idParams } }, async (request) => {
    await deleteReminder(db, idOf(request), records(request));
    return { message: say(request, 'reminder_deleted') };
  });
};
