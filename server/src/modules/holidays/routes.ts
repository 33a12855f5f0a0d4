import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holidayBodySchema, holidayListQuerySchema, idParamsSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { auditAuthor } from '../../platform/audit/recorder';
import { say } from '../../platform/messages';
import { createHoliday, deleteHoliday, listHolidays, showHoliday, updateHoliday } from './service';

/** `/api/admin/holiday…` (server/API.md "Holidays"): admins only. */
export const holidayRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const admin = ctx.authorize('holidays.manage');
  const byId = { onRequest: admin, schema: { params: idParamsSchema } };

  app.get('', { onRequest: admin, schema: { querystring: holidayListQuerySchema } }, async (request) => listHolidays(db, request.query));

  app.get('/:id', byId, async (request) => ({ data: await showHoliday(db, request.params.id) }));

  app.post('', { onRequest: admin, schema: { body: holidayBodySchema } }, async (request, reply) => {
    const id = await createHoliday(db, request.body, auditAuthor(request));
    return reply.code(201).send({ data: await showHoliday(db, id), message: say(request, 'holiday_created') });
  });

  app.put('/:id', { onRequest: admin, schema: { params: idParamsSchema, body: holidayBodySchema } }, async (request) => {
    await updateHoliday(db, request.params.id, request.body, auditAuthor(request));
    return { data: await showHoliday(db, request.params.id), message: say(request, 'holiday_updated') };
  });

  app.delete('/:id', byId, async (request) => {
    await deleteHoliday(db, request.params.id, auditAuthor(request));
    return { message: say(request, 'holiday_deleted') };
  });
};
