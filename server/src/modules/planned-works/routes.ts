import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { idParamsSchema, plannedWorkCreateSchema, plannedWorkUpdateSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { plannedWorks } from '../../platform/db/schema';
import { actorOf, scopeOf } from '../../platform/policy';
import { findTicket } from '../tickets';
import { say } from '../../platform/messages';
import {
  createPlannedWork,
  decidePlannedWork,
  deletePlannedWork,
  listPlannedWorks,
  showPlannedWork,
  upcomingPlannedWorks,
  updatePlannedWork,
  type PlannedWorkActionContext,
} from './service';
import { senderSocket } from '../../platform/broadcasting/sender-socket';

/**
 * Planned works: the top bar's list and the actions on a ticket's planned works (staff). The bodies are the
 * shared planned-work schemas (@helpdesk/shared/schemas), which the planned-work form validates with too.
 */
export const plannedWorkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');
  const action = (request: FastifyRequest): PlannedWorkActionContext => {
    return { ctx, actor: actorOf(request), socketId: senderSocket(request) };
  };

  app.get('/planned-work/list', { onRequest: staff }, async (request) => ({
    data: await upcomingPlannedWorks(db, scopeOf(actorOf(request)).companies),
  }));

  app.get('/ticket/:id/planned-works', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    const t = await findTicket(db, actorOf(request), request.params.id, { withTrashed: true });
    return { data: await listPlannedWorks(db, eq(plannedWorks.ticketId, t.id)) };
  });

  app.post(
    '/ticket/:id/planned-works',
    { onRequest: staff, schema: { params: idParamsSchema, body: plannedWorkCreateSchema } },
    async (request, reply) => {
      const id = await createPlannedWork(action(request), request.params.id, request.body);
      return reply.code(201).send({ data: await showPlannedWork(db, id), message: say(request, 'planned_work_created') });
    },
  );

  app.put('/planned-work/:id', { onRequest: staff, schema: { params: idParamsSchema, body: plannedWorkUpdateSchema } }, async (request) => {
    await updatePlannedWork(action(request), request.params.id, request.body);
    return { data: await showPlannedWork(db, request.params.id), message: say(request, 'planned_work_updated') };
  });

  app.delete('/planned-work/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    await deletePlannedWork(action(request), request.params.id);
    return { message: say(request, 'planned_work_deleted') };
  });

  for (const [verb, decision] of [
    ['accept', 'accepted'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`/planned-work/:id/${verb}`, { onRequest: staff, schema: { params: idParamsSchema } }, async (request, reply) => {
      const changed = await decidePlannedWork(action(request), request.params.id, decision);
      const data = await showPlannedWork(db, request.params.id);
      if (!changed) return reply.code(409).send({ message: say(request, 'planned_work_state'), data });
      return { data, message: say(request, decision === 'accepted' ? 'planned_work_accepted' : 'planned_work_rejected') };
    });
  }
};
