import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportParamsSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../platform/errors';
import { actorOf } from '../../platform/policy';
import { dropAllExports, findExport, MIME, presentJob } from './jobs';

/** Export jobs (server/API.md "Exports"): the owner polls its job and downloads the finished file. */
export const exportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const own = ctx.authorize('account.own');
  app.addHook('onClose', dropAllExports);

  app.get('/api/admin/exports/:id', { onRequest: own, schema: { params: exportParamsSchema } }, async (request) => {
    const job = findExport(actorOf(request).user.id, request.params.id);
    if (!job) throw new HttpError(404, 'export_not_found');
    return { data: presentJob(job) };
  });

  app.get('/api/admin/exports/:id/file', { onRequest: own, schema: { params: exportParamsSchema } }, async (request, reply) => {
    const job = findExport(actorOf(request).user.id, request.params.id);
    if (!job || job.status !== 'done') throw new HttpError(404, 'export_not_found');
    const format = job.path.endsWith('.csv') ? 'csv' : 'xlsx';
    return reply
      .header('content-type', MIME[format])
      .header('content-disposition', `attachment; filename="${job.fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(job.fileName)}`)
      .header('cache-control', 'no-store')
      .send(createReadStream(job.path));
  });
};
