import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  evaluationListQuery,
  evaluationMessage,
  evaluationSchema,
  evaluationTokenQuerySchema,
  idParamsSchema,
  publicEvaluationSchema,
  ticketCloseSchema,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { requestLang } from '../../platform/lang';
import { companies } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { actorOf, inScope, scopeOf } from '../../platform/policy';
import { createThrottle } from '../../platform/throttle';
import { findTicket, showTicket, ticketResolved, type ActionContext } from '../tickets';
import { listEvaluations } from './admin';
import {
  canBeRated,
  closeTicket,
  evaluationOf,
  EvaluationRefused,
  rateTicket,
  sendEvaluationInvite,
  ticketOfLink,
  ticketSummary,
} from './service';
import { verifyEvaluationToken } from './token';
import { unitOfWork } from '../../platform/unit-of-work';

/**
 * Evaluations of solved tickets (server/API.md "Evaluations"): the client's ticket page (rate, close as resolved)
 * and the public `/api/evaluation` behind the signed link of the resolution e-mail.
 */
export const evaluationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config } = ctx;
  // A ticket an agent resolves invites its requester to rate it (the tickets module sits below and only announces it).
  ctx.hooks.on(ticketResolved, async ({ ctx: at, ticketId, baseUrl }) => {
    await sendEvaluationInvite(at, ticketId, baseUrl);
  });
  const client = ctx.authorize('client.tickets');
  // Public and keyless: a budget per address keeps link guessing (hopeless against HMAC anyway) and floods out.
  const publicPerIp = createThrottle(app, { max: 60, timeWindowMs: 60_000, key: (request) => `evaluation:${request.ip}` });
  const baseUrl = (request: FastifyRequest) => config.appUrl ?? `${request.protocol}://${request.host}`;
  const action = (request: FastifyRequest): ActionContext => {
    const socketId = request.headers['x-socket-id'];
    return { ctx, actor: actorOf(request), socketId: typeof socketId === 'string' ? socketId : undefined };
  };
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof EvaluationRefused)) throw error;
    return reply.code(error.statusCode).send({ message: evaluationMessage(requestLang(request), error.key) });
  };
  /** The claim of a genuine, unexpired link; 403 for anything forged or malformed, 410 once expired. */
  const claimOf = (token: string) => {
    const check = verifyEvaluationToken(config.appKey, token);
    if (!check.ok)
      throw new EvaluationRefused(check.reason === 'expired' ? 410 : 403, check.reason === 'expired' ? 'link_expired' : 'link_invalid');
    return check.claim;
  };

  // ------------------------------------------------------------ logged-in client, on the ticket page

  app.get('/client/ticket/:id/evaluation', { onRequest: client, schema: { params: idParamsSchema } }, async (request) => {
    const t = await findTicket(db, actorOf(request), request.params.id);
    const evaluation = await evaluationOf(db, t.id);
    return { data: evaluation, can_rate: !evaluation && canBeRated(t) };
  });

  app.post(
    '/client/ticket/:id/evaluation',
    { onRequest: client, schema: { params: idParamsSchema, body: evaluationSchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      const t = await findTicket(db, actor, request.params.id);
      try {
        const data = await rateTicket(db, t, actor.user.id, request.body);
        return reply.code(201).send({ data, message: evaluationMessage(requestLang(request), 'evaluation_saved') });
      } catch (error) {
        return refuse(request, reply, error);
      }
    },
  );

  app.post(
    '/client/ticket/:id/close',
    { onRequest: client, schema: { params: idParamsSchema, body: ticketCloseSchema } },
    async (request) => {
      const a = action(request);
      // The close and the rating invitation commit together (platform/unit-of-work.ts).
      const ticket = await unitOfWork(ctx, async (tx) => {
        const closed = await closeTicket({ ...a, ctx: tx }, request.params.id, request.body.version);
        if (closed.changed) await sendEvaluationInvite(tx, closed.ticket.id, baseUrl(request));
        return closed.ticket;
      });
      return { data: await showTicket(db, a.actor, ticket.id), message: evaluationMessage(requestLang(request), 'ticket_closed') };
    },
  );

  // ------------------------------------------------------------ public, behind the signed link

  app.get('/evaluation', { schema: { querystring: evaluationTokenQuerySchema } }, async (request, reply) => {
    await publicPerIp.check(request);
    try {
      const claim = claimOf(request.query.token);
      const t = await ticketOfLink(db, claim.ticketId);
      const evaluation = await evaluationOf(db, t.id);
      return {
        data: {
          ticket: await ticketSummary(db, t),
          evaluation,
          can_rate: !evaluation && canBeRated(t),
          expires_at: new Date(claim.expires * 1000).toISOString(),
        },
      };
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  app.post('/evaluation', { schema: { body: publicEvaluationSchema } }, async (request, reply) => {
    await publicPerIp.check(request);
    const { token, ...rating } = request.body;
    try {
      const claim = claimOf(token);
      const t = await ticketOfLink(db, claim.ticketId);
      const data = await rateTicket(db, t, claim.userId, rating);
      return reply.code(201).send({ data, message: evaluationMessage(requestLang(request), 'evaluation_saved') });
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  // ------------------------------------------------------------ staff lists with their summary

  app.get(
    '/admin/evaluations',
    { onRequest: ctx.authorize('evaluations.view-all'), schema: { querystring: evaluationListQuery } },
    async (request) => listEvaluations(db, request.query, { path: '/api/admin/evaluations' }),
  );

  // One company's: whoever works with that company (admins, managers, agents assigned to it); others get 404.
  app.get(
    '/admin/company/:id/evaluations',
    { onRequest: ctx.authorize('companies.manage'), schema: { params: idParamsSchema, querystring: evaluationListQuery } },
    async (request) => {
      const { id } = request.params;
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, id)));
      if (!company || !inScope(scopeOf(actorOf(request)), id)) throw new HttpError(404, 'not_found');
      return listEvaluations(db, request.query, { companyId: id, path: `/api/admin/company/${id}/evaluations` });
    },
  );
};
