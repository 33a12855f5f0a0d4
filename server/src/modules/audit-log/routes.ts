import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogExportQuerySchema, auditLogQuerySchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { businessDateOf } from '../../platform/business-time-zone';
import { requestLang } from '../../platform/lang';
import { SHEET_MIME } from '../../platform/sheets/writers';
import { auditLogFile } from './export';
import { createAuditRetention } from './retention';
import { auditEntriesFor, listAuditLog } from './service';

/**
 * `/api/admin/audit-log…` (server/API.md "Audit trail"): admin only, read only — the trail has no route that changes
 * or deletes an entry. The retention job starts and stops with the server.
 */
export const auditLogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const admin = ctx.authorize('audit-log.view');
  const retention = createAuditRetention(ctx, app.log);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());

  app.get('', { onRequest: admin, schema: { querystring: auditLogQuerySchema } }, async (request) =>
    listAuditLog(db, request.query, app.prefix),
  );
  app.get('/export', { onRequest: admin, schema: { querystring: auditLogExportQuerySchema } }, async (request, reply) => {
    const lang = requestLang(request);
    const { format, dialect } = request.query;
    const file = auditLogFile(await auditEntriesFor(db, request.query), lang, format, dialect ?? lang, businessDateOf(new Date()));
    return reply
      .header('content-type', SHEET_MIME[format])
      .header('content-disposition', `attachment; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(file.body);
  });
};
