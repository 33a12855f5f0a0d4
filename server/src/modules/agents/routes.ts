import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { asc, inArray } from 'drizzle-orm';
import { agentBodySchema, agentListQuery, agentMessage, idParamsSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { companies } from '../../platform/db/schema';
import { validationBody } from '../../platform/errors';
import { requestLang } from '../../platform/lang';
import { actorOf } from '../../platform/policy';
import { auditAuthor } from '../../platform/audit/recorder';
import { AgentRefused, createAgent, deleteAgent, listAgents, restoreAgent, showAgent, updateAgent } from './admin';
import { publishAgentEvent, type AgentAction } from './events';
import { agentSummary, currentlyActive, notReportedHours } from './service';
import { unitOfWork } from '../../platform/unit-of-work';
import { senderSocket } from '../../platform/broadcasting/sender-socket';

export const agentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = { onRequest: ctx.authorize('tickets.work') };

  app.get('/not-reported-hours', staff, async (request) => {
    const { user } = actorOf(request);
    return { data: await notReportedHours(db, { id: user.id, timeScope: user.timeScope }) };
  });

  app.get('/currently-active', staff, async (request) => currentlyActive(db, actorOf(request).user.id));

  app.get('/summary', staff, async (request) => agentSummary(db, actorOf(request).user.id));

  app.get('/assigned-companies', staff, async (request) => {
    const actor = actorOf(request);
    if (actor.companyIds.length === 0) return { data: [] };
    const rows = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, actor.companyIds))
      .orderBy(asc(companies.name));
    return { data: rows };
  });

  // ------------------------------------------------------------ admin CRUD (admins and managers, spec §6)
  const manage = ctx.authorize('agents.manage');
  /** The change's answer: the agent, the message, and the event that refreshes open lists and look-ups. */
  const changed = async (request: FastifyRequest, id: number, action: AgentAction) => {
    await publishAgentEvent(ctx, { id, action }, senderSocket(request));
    return { data: await showAgent(db, id), message: agentMessage(requestLang(request), `agent_${action}`) };
  };
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof AgentRefused)) throw error;
    const lang = requestLang(request);
    return reply.code(422).send(validationBody(lang, { [error.field]: [agentMessage(lang, error.key)] }));
  };

  app.get('', { onRequest: manage, schema: { querystring: agentListQuery } }, async (request) => listAgents(db, request.query));
  app.get('/:id', { onRequest: manage, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showAgent(db, request.params.id),
  }));

  app.post('', { onRequest: manage, schema: { body: agentBodySchema } }, async (request, reply) => {
    const loginUrl = `${ctx.config.appUrl ?? `${request.protocol}://${request.host}`}/login`;
    try {
      // The account and its welcome e-mail commit together (platform/unit-of-work.ts).
      const id = await unitOfWork(ctx, (tx) => createAgent(tx, actorOf(request), request.body, loginUrl, auditAuthor(request)));
      return reply.code(201).send(await changed(request, id, 'created'));
    } catch (error) {
      return refuse(request, reply, error);
    }
  });
  app.put('/:id', { onRequest: manage, schema: { params: idParamsSchema, body: agentBodySchema } }, async (request, reply) => {
    try {
      await updateAgent(db, actorOf(request), request.params.id, request.body, auditAuthor(request));
      return await changed(request, request.params.id, 'updated');
    } catch (error) {
      return refuse(request, reply, error);
    }
  });
  app.delete('/:id', { onRequest: manage, schema: { params: idParamsSchema } }, async (request, reply) => {
    try {
      await deleteAgent(db, actorOf(request), request.params.id, auditAuthor(request));
      return await changed(request, request.params.id, 'deleted');
    } catch (error) {
      return refuse(request, reply, error);
    }
  });
  app.post('/:id/restore', { onRequest: manage, schema: { params: idParamsSchema } }, async (request, reply) => {
    try {
      await restoreAgent(db, actorOf(request), request.params.id, auditAuthor(request));
      return await changed(request, request.params.id, 'restored');
    } catch (error) {
      return refuse(request, reply, error);
    }
  });
};
