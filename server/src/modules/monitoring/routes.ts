import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import {
  alertSchema,
  companyIdParamsSchema,
  idParamsSchema,
  monitoringInboundQuerySchema,
  monitoringListQuerySchema,
  monitoringReadAllSchema,
  monitoringTokenCreateSchema,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { companies, monitoringTokens } from '../../platform/db/schema';
import { FieldError, HttpError, ValidationFailed } from '../../platform/errors';
import { actorOf, canSeeCompany, scopeOf, type Actor } from '../../platform/policy';
import {
  clientTicketVisibility,
  companyOfToken,
  issueToken,
  listLogs,
  listTokens,
  readAllLogs,
  receiveAlert,
  setLogRead,
  showLog,
  type LogScope,
} from './service';
import { adaptWebhook } from './webhook-adapter';

function presentedToken(request: FastifyRequest, queryToken: string | undefined): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  const alt = request.headers['x-monitoring-token'];
  if (typeof alt === 'string') return alt;
  // Some senders (PRTG, simple HTTP actions) can only put it in the URL.
  return queryToken;
}

/**
 * Monitoring: alerts in (`/api/monitoring/alerts`, `/api/monitoring/webhook`, per-company token), the staff
 * log (`/api/admin/monitoring-log`), the client-vip log (`/api/client/monitoring-log`) and the tokens.
 */
export const monitoringRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');
  const clientLog = ctx.authorize('client.monitoring-log');
  const manageCompanies = ctx.authorize('companies.manage');

  const companyOf = async (request: FastifyRequest, queryToken: string | undefined) => {
    const company = await companyOfToken(db, presentedToken(request, queryToken));
    if (!company) throw new HttpError(401, 'unauthenticated');
    return company;
  };

  // ------------------------------------------------------------ inbound

  app.post(
    '/monitoring/alerts',
    { config: { csrf: false }, schema: { querystring: monitoringInboundQuerySchema } },
    async (request, reply) => {
      const company = await companyOf(request, request.query.token);
      const parsed = alertSchema.safeParse(request.body ?? {}, { reportInput: true });
      if (!parsed.success) throw new ValidationFailed(parsed.error.issues);
      return reply.code(202).send({ data: await receiveAlert(ctx, company, parsed.data, 'api') });
    },
  );

  app.post(
    '/monitoring/webhook',
    { config: { csrf: false }, schema: { querystring: monitoringInboundQuerySchema } },
    async (request, reply) => {
      const { token, ...query } = request.query;
      const company = await companyOf(request, token);
      const adapted = adaptWebhook(request.body, query);
      if (!adapted) throw new FieldError('title', 'required');
      const parsed = alertSchema.safeParse(adapted, { reportInput: true });
      if (!parsed.success) throw new ValidationFailed(parsed.error.issues);
      return reply.code(202).send({ data: await receiveAlert(ctx, company, parsed.data, 'webhook') });
    },
  );

  // ------------------------------------------------------------ tokens (admins, managers, the company's agents)

  // The companies whose tickets the caller sees (scopeOf): admins and managers all, agents their own.
  const mayManage = (actor: Actor, companyId: number) => {
    if (!canSeeCompany(actor, companyId)) throw new HttpError(403, 'forbidden');
  };

  app.get('/admin/monitoring-token', { onRequest: manageCompanies }, async (request) => ({
    data: await listTokens(db, scopeOf(actorOf(request)).companies),
  }));

  app.post(
    '/admin/monitoring-token',
    { onRequest: manageCompanies, schema: { body: monitoringTokenCreateSchema } },
    async (request, reply) => {
      const { company_id: companyId } = request.body;
      const actor = actorOf(request);
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
      if (!company) throw new FieldError('company_id', 'one_of');
      mayManage(actor, companyId);
      return reply.code(201).send({ data: await issueToken(db, companyId, actor.user.id) });
    },
  );

  app.delete(
    '/admin/monitoring-token/:companyId',
    { onRequest: manageCompanies, schema: { params: companyIdParamsSchema } },
    async (request, reply) => {
      const { companyId } = request.params;
      mayManage(actorOf(request), companyId);
      const gone = await db.delete(monitoringTokens).where(eq(monitoringTokens.companyId, companyId)).returning();
      if (!gone.length) throw new HttpError(404, 'not_found');
      return reply.code(204).send();
    },
  );

  // ------------------------------------------------------------ logs

  const staffScope = (request: FastifyRequest): LogScope => ({ side: 'staff', records: scopeOf(actorOf(request)) });
  const clientScope = (request: FastifyRequest): LogScope => {
    const actor = actorOf(request);
    if (!actor.user.companyId) throw new HttpError(403, 'forbidden');
    return { side: 'client', companyId: actor.user.companyId, records: scopeOf(actor), ticketVisible: clientTicketVisibility(actor) };
  };

  app.get('/admin/monitoring-log', { onRequest: staff, schema: { querystring: monitoringListQuerySchema } }, async (request) =>
    listLogs(db, staffScope(request), request.query, '/api/admin/monitoring-log'),
  );
  app.get('/client/monitoring-log', { onRequest: clientLog, schema: { querystring: monitoringListQuerySchema } }, async (request) =>
    listLogs(db, clientScope(request), request.query, '/api/client/monitoring-log'),
  );

  app.post('/admin/monitoring-log/read-all', { onRequest: staff, schema: { body: monitoringReadAllSchema } }, async (request) => ({
    data: { updated: await readAllLogs(ctx, staffScope(request), request.body.company_id) },
  }));
  app.post('/client/monitoring-log/read-all', { onRequest: clientLog }, async (request) => ({
    data: { updated: await readAllLogs(ctx, clientScope(request)) },
  }));

  app.get('/admin/monitoring-log/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showLog(ctx, staffScope(request), request.params.id),
  }));
  app.get('/client/monitoring-log/:id', { onRequest: clientLog, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showLog(ctx, clientScope(request), request.params.id),
  }));

  for (const [action, read] of [
    ['read', true],
    ['unread', false],
  ] as const) {
    app.post(`/admin/monitoring-log/:id/${action}`, { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => ({
      data: await setLogRead(ctx, staffScope(request), request.params.id, read),
    }));
    app.post(`/client/monitoring-log/:id/${action}`, { onRequest: clientLog, schema: { params: idParamsSchema } }, async (request) => ({
      data: await setLogRead(ctx, clientScope(request), request.params.id, read),
    }));
  }
};
