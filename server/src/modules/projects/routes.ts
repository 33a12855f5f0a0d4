import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idParamsSchema, projectBodySchema, projectListQuerySchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../platform/errors';
import { actorOf, can, scopeOf } from '../../platform/policy';
import { clientVisibility } from '../tickets';
import { say } from '../../platform/messages';
import { createProject, listProjects, restoreProject, showProject, trashProject, updateProject } from './service';

/** `/api/admin/project…` (staff) and `/api/client/project…` (the client's company; budgets for VIPs). */
export const projectRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');
  const client = ctx.authorize('client.tickets');
  // Staff: the actor's record scope (admins and managers every company, agents their assigned ones).
  const records = (request: FastifyRequest) => scopeOf(actorOf(request));

  app.get('/admin/project', { onRequest: staff, schema: { querystring: projectListQuerySchema } }, async (request) =>
    listProjects(db, request.query, { records: records(request), withBudget: true, path: `${app.prefix}/admin/project` }),
  );
  app.get('/admin/project/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showProject(db, request.params.id, { records: records(request), withBudget: true }),
  }));

  app.post('/admin/project', { onRequest: staff, schema: { body: projectBodySchema } }, async (request, reply) => {
    const id = await createProject(db, request.body, records(request));
    return reply
      .code(201)
      .send({ data: await showProject(db, id, { records: records(request), withBudget: true }), message: say(request, 'project_created') });
  });
  app.put('/admin/project/:id', { onRequest: staff, schema: { params: idParamsSchema, body: projectBodySchema } }, async (request) => {
    await updateProject(db, request.params.id, request.body, records(request));
    return {
      data: await showProject(db, request.params.id, { records: records(request), withBudget: true }),
      message: say(request, 'project_updated'),
    };
  });
  app.delete('/admin/project/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    await trashProject(db, request.params.id, records(request));
    return {
      data: await showProject(db, request.params.id, { records: records(request), withBudget: true }),
      message: say(request, 'project_deleted'),
    };
  });
  app.post('/admin/project/:id/restore', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    await restoreProject(db, request.params.id, records(request));
    return {
      data: await showProject(db, request.params.id, { records: records(request), withBudget: true }),
      message: say(request, 'project_restored'),
    };
  });

  const clientScope = (request: FastifyRequest) => {
    const actor = actorOf(request);
    if (!actor.user.companyId) throw new HttpError(403, 'forbidden');
    const vip = can(actor, 'client.company-tickets');
    return {
      companyId: actor.user.companyId,
      records: scopeOf(actor),
      withBudget: vip,
      ticketsWhere: clientVisibility(actor.user.id, actor.user.companyId, vip),
    };
  };
  app.get('/client/project', { onRequest: client, schema: { querystring: projectListQuerySchema } }, async (request) => {
    const { companyId, records, withBudget } = clientScope(request);
    return listProjects(db, request.query, { companyId, records, withBudget, path: `${app.prefix}/client/project` });
  });
  app.get('/client/project/:id', { onRequest: client, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showProject(db, request.params.id, clientScope(request)),
  }));
};
