import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { activateRemoteVersionSchema } from '@helpdesk/shared/schemas';
import { REMOTE_NAMES } from '../../config';
import type { AppContext } from '../../app-context';
import { auditAuthor } from '../../platform/audit/recorder';
import { safeEqual } from '../../platform/broadcasting/signature';
import { actorOf } from '../../platform/policy';
import { checkCsrfToken } from '../../platform/session';
import { activateVersion, deploymentsOverview, dropReleaseSource, rollbackRemote, useReleaseSource } from './service';

const CLI_ACTOR = 'deploy-cli';
const remoteNameParams = z.object({ remote: z.enum(REMOTE_NAMES) });

/**
 * `/api/admin/remote-deployments…`: admins (control centre), or the deploy CLI with `Authorization: Bearer
 * <REMOTE_DEPLOY_TOKEN>` (no session, so no CSRF token either). Without the token configured, only admins.
 */
export const remoteDeploymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  useReleaseSource(ctx.db);
  app.addHook('onClose', async () => dropReleaseSource(ctx.db));
  const admin = ctx.authorize('control-center.view');
  const token = ctx.config.remoteDeployToken;
  const bearer = (request: FastifyRequest) => /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const viaToken = (request: FastifyRequest) => !!token && !!bearer(request) && safeEqual(bearer(request), token);
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (viaToken(request)) return;
    // The routes opt out of the global CSRF hook so a bearer call can pass; a session caller still needs the token.
    if (request.method !== 'GET') await checkCsrfToken(request);
    await admin(request, reply);
  };
  const actor = (request: FastifyRequest) =>
    viaToken(request)
      ? { name: CLI_ACTOR, author: { ...auditAuthor(request), name: CLI_ACTOR } }
      : { name: actorOf(request).user.email, author: auditAuthor(request) };
  const deps = { db: ctx.db, config: ctx.config, broadcaster: ctx.broadcaster };

  app.get('', { onRequest: guard }, async () => ({ data: await deploymentsOverview(ctx.db, ctx.config) }));

  const mutation = { onRequest: guard, config: { csrf: false }, schema: { params: remoteNameParams } } as const;

  app.post('/:remote/activate', { ...mutation, schema: { ...mutation.schema, body: activateRemoteVersionSchema } }, async (request) => {
    const body = request.body;
    return { data: await activateVersion(deps, request.params.remote, body.version, body.canary_percent, actor(request)) };
  });

  app.post('/:remote/rollback', mutation, async (request) => ({
    data: await rollbackRemote(deps, request.params.remote, actor(request)),
  }));
};
