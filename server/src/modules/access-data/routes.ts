import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allowedIpBodySchema, idParamsSchema, lockoutConfirmQuerySchema, loginLogQuerySchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { auditAuthor } from '../../platform/audit/recorder';
import { say } from '../../platform/messages';
import { actorOf } from '../../platform/policy';
import { addAllowedIp, deleteAllowedIp, listAllowedIps, listLoginLog, LockedOut } from './service';

/** A change that would keep the asking admin out: 409 with the explanation, until sent again with `?confirm=1`. */
async function orLockout<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof LockedOut)) throw error;
    return reply.code(409).send({ message: say(request, 'allowed_ip_lockout', { ip: error.ip }), lockout: true, ip: error.ip });
  }
}

/** Access data: the login log and the allowed IPs, `/api/admin/access-data/…` (server/API.md "Access data"). */
export const accessDataRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const view = ctx.authorize('access-data.view');
  const manage = ctx.authorize('access-data.manage');

  app.get('/login-log', { onRequest: view, schema: { querystring: loginLogQuerySchema } }, async (request) =>
    listLoginLog(db, actorOf(request), request.query, `${app.prefix}/login-log`),
  );

  app.get('/allowed-ips', { onRequest: view }, async (request) => listAllowedIps(db, actorOf(request), request.ip));

  app.post(
    '/allowed-ips',
    { onRequest: manage, schema: { body: allowedIpBodySchema, querystring: lockoutConfirmQuerySchema } },
    async (request, reply) =>
      orLockout(request, reply, async () => {
        const actor = actorOf(request);
        const id = await addAllowedIp(db, actor, request.body, request.ip, request.query.confirm === '1', auditAuthor(request));
        const list = await listAllowedIps(db, actor, request.ip);
        return reply.code(201).send({ data: list.data.find((rule) => rule.id === id), message: say(request, 'allowed_ip_added') });
      }),
  );

  app.delete(
    '/allowed-ips/:id',
    { onRequest: manage, schema: { params: idParamsSchema, querystring: lockoutConfirmQuerySchema } },
    async (request, reply) =>
      orLockout(request, reply, async () => {
        await deleteAllowedIp(db, actorOf(request), request.params.id, request.ip, request.query.confirm === '1', auditAuthor(request));
        return { message: say(request, 'allowed_ip_deleted') };
      }),
  );
};
