import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { activateRemoteVersionSchema, remoteHealthSchema } from '@helpdesk/shared/schemas';
import { REMOTE_NAMES } from '../../config';
import type { AppContext } from '../../app-context';
import { auditAuthor, recordChange } from '../../platform/audit/recorder';
import { safeEqual } from '../../platform/broadcasting/signature';
import { actorOf } from '../../platform/policy';
import { checkCsrfToken } from '../../platform/session';
import { createThrottle } from '../../platform/throttle';
import { FieldError, HttpError } from '../../platform/errors';
import { say } from '../../platform/messages';
import { activateVersion, deploymentsOverview, dropReleaseSource, publishBuild, rollbackRemote, useReleaseSource } from './service';
import { createCanaryGuard } from './canary-guard';
import { recordHealth, reportedVersion, type HealthReport } from './health';

const CLI_ACTOR = 'deploy-cli';
const remoteNameParams = z.object({ remote: z.enum(REMOTE_NAMES) });
const publishQuery = z.object({ version: z.string().max(64).optional() });
/** A build archive sent as the body itself (`curl --data-binary @finance-1.4.0.tar.gz`). */
const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream', 'application/x-tar'];

/**
 * `/api/admin/remote-deployments…`: admins (control centre), or the deploy CLI and CI with `Authorization: Bearer
 * <REMOTE_DEPLOY_TOKEN>` (no session, so no CSRF token either). Without the token configured, only admins.
 * `POST /{remote}/versions` publishes a build archive, `/{remote}/activate` deploys a published version (or with
 * `canary_percent` serves it as a canary), `/{remote}/rollback` takes the last change back.
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
    // A bearer token that is not the deploy token (or none configured) is a failed sign-in, not a browser without CSRF.
    if (bearer(request)) throw new HttpError(401, 'unauthenticated');
    await admin(request, reply);
    // The routes opt out of the global CSRF hook so a bearer call can pass; a session caller still needs the token.
    if (request.method !== 'GET') await checkCsrfToken(request);
  };
  const actor = (request: FastifyRequest) =>
    viaToken(request)
      ? { name: CLI_ACTOR, author: { ...auditAuthor(request), name: CLI_ACTOR } }
      : { name: actorOf(request).user.email, author: auditAuthor(request) };
  const deps = { db: ctx.db, config: ctx.config, broadcaster: ctx.broadcaster };
  if (ctx.config.canaryGuard.enabled) {
    const guard = createCanaryGuard(ctx, app.log);
    app.addHook('onReady', async () => guard.start());
    app.addHook('onClose', async () => guard.stop());
  }

  app.get('', { onRequest: guard }, async () => ({ data: await deploymentsOverview(ctx.db, ctx.config) }));

  const mutation = { onRequest: guard, config: { csrf: false }, schema: { params: remoteNameParams } } as const;

  app.post('/:remote/activate', { ...mutation, schema: { ...mutation.schema, body: activateRemoteVersionSchema } }, async (request) => {
    const body = request.body;
    return { data: await activateVersion(deps, request.params.remote, body.version, body.canary_percent, actor(request)) };
  });

  const maxBytes = ctx.config.remoteArchiveMaxBytes;
  const maxMb = Math.round(maxBytes / 1024 / 1024);
  app.addContentTypeParser(ARCHIVE_TYPES, { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));

  /** The archive: the raw body, or the one file of a multipart form (then `version` may be a form field too). */
  const archiveOf = async (request: FastifyRequest): Promise<{ archive: Buffer; version: string | undefined }> => {
    if (!request.isMultipart()) {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new FieldError('archive', 'remote_archive_required');
      return { archive: request.body, version: undefined };
    }
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 2 }, throwFileSizeLimit: false });
    if (!file) throw new FieldError('archive', 'remote_archive_required');
    const archive = await file.toBuffer();
    if (file.file.truncated) throw new HttpError(413, 'remote_archive_too_large', {}, { max: maxMb });
    const field = file.fields.version;
    const version = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
    return { archive, version };
  };

  app.post(
    '/:remote/versions',
    { ...mutation, bodyLimit: maxBytes, schema: { ...mutation.schema, querystring: publishQuery } },
    async (request, reply) => {
      const { archive, version } = await archiveOf(request);
      const published = await publishBuild(ctx.config, request.params.remote, archive, request.query.version || version || undefined);
      // A new version is an administrative change of its own (who uploaded what), before anyone activates it.
      if (!published.identical) {
        const { version: name, commit, built_at } = published.version;
        await recordChange(ctx.db, {
          author: actor(request).author,
          kind: 'remote-deployment',
          action: 'created',
          recordId: request.params.remote,
          label: `${request.params.remote} · publish ${name}`,
          before: null,
          after: { version: name, commit, built_at },
        });
      }
      const data = { ...published.version, remote: request.params.remote, identical: published.identical };
      const params = { version: published.version.version };
      return published.identical
        ? reply.code(200).send({ data, message: say(request, 'remote_version_identical', params) })
        : reply.code(201).send({ data, message: say(request, 'remote_version_published', params) });
    },
  );

  app.post('/:remote/rollback', mutation, async (request) => ({
    data: await rollbackRemote(deps, request.params.remote, actor(request)),
  }));
};

/**
 * `POST /api/remote-health`: any signed-in browser reports the remote versions it ran (the canary guard's figures).
 * Throttled per user; reports of a URL that is neither a published version nor the built-in one (a developer's
 * override) are dropped. 204, nothing to read back.
 */
export const remoteHealthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const throttle = createThrottle(app, {
    max: 30,
    timeWindowMs: 60_000,
    key: (request) => `remote-health:${actorOf(request).user.id}`,
  });
  app.post('/remote-health', { onRequest: ctx.authorize('account.own'), schema: { body: remoteHealthSchema } }, async (request, reply) => {
    await throttle.check(request);
    const reports: HealthReport[] = [];
    for (const report of request.body.reports) {
      const version = reportedVersion(report.remote, report.manifest_url, ctx.config.remoteUrls[report.remote]);
      if (version === null) continue;
      reports.push({ remote: report.remote, version, loads: report.loads, errors: report.errors });
    }
    await recordHealth(ctx.db, reports);
    return reply.code(204).send();
  });
};
