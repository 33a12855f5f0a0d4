import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { bodyOf } from '../../platform/validation';
import { say } from '../../platform/messages';
import { idParams, reminderBodySchema, reminderListQuery } from './schema';
import { createReminderScheduler } from './scheduler';
import { createReminder, deleteReminder, listReminders, showReminder, updateReminder } from './service';

/** `/api/admin/reminder…` (staff) and the scheduler (REMINDER_SCHEDULER, on by default). */
export const reminderRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('staff');
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof idParams>).id;
  const scheduler = createReminderScheduler(ctx, app.log);
  if (ctx.config.reminders.scheduler) {
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  }

  app.get('/api/admin/reminder', { onRequest: staff, schema: { querystring: reminderListQuery } }, async (request) => listReminders(db, request.query as z.output<typeof reminderListQuery>));

  app.get('/api/admin/reminder/:id', { onRequest: staff, schema: { params: idParams } }, async (request) => ({ data: await showReminder(db, idOf(request)) }));

  app.post('/api/admin/reminder', { onRequest: staff, schema: { body: reminderBodySchema } }, async (request, reply) => {
    const id = await createReminder(db, bodyOf(request, reminderBodySchema));
    // Due today already: its ticket is made now, not at the next tick.
    await scheduler.poke();
    return reply.code(201).send({ data: await showReminder(db, id), message: say(request, 'reminder_created') });
  });

  app.put('/api/admin/reminder/:id', { onRequest: staff, schema: { params: idParams, body: reminderBodySchema } }, async (request) => {
    await updateReminder(db, idOf(request), bodyOf(request, reminderBodySchema));
    await scheduler.poke();
    return { data: await showReminder(db, idOf(request)), message: say(request, 'reminder_updated') };
  });

  app.delete('/api/admin/reminder/:id', { onRequest: staff, schema: { params: idParams } }, async (request) => {
    await deleteReminder(db, idOf(request));
    return { message: say(request, 'reminder_deleted') };
  });
};
