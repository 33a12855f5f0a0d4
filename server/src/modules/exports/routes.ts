import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportParamsSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../platform/errors';
import { actorOf } from '../../platform/policy';
import { exportFile, findExport, MIME, presentJob, restartExport, scheduleExportSweep, stopLocalExports } from './jobs';
import { attachmentDisposition } from '../../platform/download';

/** Export jobs (server/API.md "Exports"): the owner polls its job, downloads the finished file, restarts a failed one. */
export const exportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const own = ctx.authorize('account.own');
  const stopSweep = scheduleExportSweep(ctx);
  app.addHook('onClose', async () => {
    stopSweep();
    await stopLocalExports(ctx);
  });

  app.get('/:id', { onRequest: own, schema: { params: exportParamsSchema } }, async (request) => {
    const job = await findExport(ctx, actorOf(request).user.id, request.params.id);
    if (!job) throw new HttpError(404, 'export_not_found');
    return { data: presentJob(job) };
  });

  app.post('/:id/restart', { onRequest: own, schema: { params: exportParamsSchema } }, async (request) => {
    const job = await restartExport(ctx, actorOf(request), request.params.id);
    if (!job) throw new HttpError(404, 'export_not_found');
    return { data: presentJob(job) };
  });

  app.get('/:id/file', { onRequest: own, schema: { params: exportParamsSchema } }, async (request, reply) => {
    const job = await findExport(ctx, actorOf(request).user.id, request.params.id);
    const file = job?.status === 'done' ? await exportFile(ctx, job) : null;
    if (!job || !file) throw new HttpError(404, 'export_not_found');
    return reply
      .header('content-type', MIME[job.format])
      .header('content-disposition', attachmentDisposition(job.fileName))
      .header('cache-control', 'no-store')
      .send(file);
  });
};
