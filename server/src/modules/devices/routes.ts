import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  clientMessage,
  deviceBodySchema,
  deviceExportQuerySchema,
  deviceListQuerySchema,
  idParamsSchema,
  idSchema,
  IMPORT_ENCODINGS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MB,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { actorOf, scopeOf } from '../../platform/policy';
import { requestLang } from '../../platform/lang';
import { say } from '../../platform/messages';
import { validationBody } from '../../platform/errors';
import { SheetRefused } from '../../platform/import-sheet';
import { addDevices, checkDeviceSheet } from './import';
import { createDevice, exportDevices, listDevices, restoreDevice, showDevice, trashDevice, updateDevice } from './service';
import { devicesFile } from './sheet';
import { SHEET_MIME } from '../../platform/sheets/writers';
import { attachmentDisposition } from '../../platform/download';

const importQuerySchema = z.object({
  company_id: idSchema,
  confirm: z.enum(['0', '1']).default('0'),
  /** A CSV read in this encoding instead of the detected one. */
  encoding: z.enum(IMPORT_ENCODINGS).optional(),
});

/** `/api/admin/asset…` (server/API.md "Devices"): the CMDB, for staff within their record scope. */
export const deviceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('assets.view');
  // Registered under /api/admin/asset (app.ts); list links name the full path.
  const base = app.prefix;
  const records = (request: FastifyRequest) => scopeOf(actorOf(request));

  app.get('', { onRequest: staff, schema: { querystring: deviceListQuerySchema } }, async (request) =>
    listDevices(db, request.query, records(request), base),
  );

  /** The list as filtered, every page, as .xlsx or .csv (in the dialect asked, else the user's language's). */
  app.get(`/export`, { onRequest: staff, schema: { querystring: deviceExportQuerySchema } }, async (request, reply) => {
    const rows = await exportDevices(db, request.query, records(request));
    const day = new Date().toISOString().slice(0, 10);
    const { format, dialect } = request.query;
    const lang = requestLang(request);
    return reply
      .header('content-type', SHEET_MIME[format])
      .header('content-disposition', attachmentDisposition(`devices-${day}.${format}`))
      .header('x-content-type-options', 'nosniff')
      .send(await devicesFile(lang, rows, format, dialect ?? lang));
  });

  /**
   * The spreadsheet import: `confirm=0` checks every row and answers the preview; `confirm=1` adds all rows, or none
   * (422 with the rows in error).
   */
  app.post(`/import`, { onRequest: staff, schema: { querystring: importQuerySchema } }, async (request, reply) => {
    const lang = requestLang(request);
    const refuse = (key: Parameters<typeof clientMessage>[1], params: Record<string, string | number> = {}) =>
      reply.code(422).send(validationBody(lang, { file: [clientMessage(lang, key, params)] }));
    let file;
    try {
      file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 }, throwFileSizeLimit: false });
    } catch {
      return refuse('import_file_required');
    }
    if (!file) return refuse('import_file_required');
    const bytes = await file.toBuffer();
    if (file.file.truncated) return refuse('import_file_too_large', { max: IMPORT_MAX_MB });
    let checked;
    try {
      checked = await checkDeviceSheet(db, lang, records(request), request.query.company_id, file.filename, bytes, request.query.encoding);
    } catch (error) {
      if (error instanceof SheetRefused) return refuse(error.key, error.params);
      throw error;
    }
    const { result, bodies } = checked;
    if (request.query.confirm === '0') return { data: result };
    if (result.errors > 0) {
      const errors: Record<string, string[]> = {};
      for (const r of result.rows) if (r.errors.length) errors[`rows.${r.row}`] = r.errors.map((e) => e.message);
      return reply.code(422).send({ message: say(request, 'device_import_error'), errors, data: result });
    }
    const count = await addDevices(db, bodies);
    return reply.code(201).send({ data: { ...result, created: count }, message: say(request, 'device_imported', { count }) });
  });

  app.get(`/:id`, { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showDevice(db, request.params.id, records(request)),
  }));

  app.post('', { onRequest: staff, schema: { body: deviceBodySchema } }, async (request, reply) => {
    const id = await createDevice(db, request.body, records(request));
    return reply.code(201).send({ data: await showDevice(db, id, records(request)), message: say(request, 'device_created') });
  });
  app.put(`/:id`, { onRequest: staff, schema: { params: idParamsSchema, body: deviceBodySchema } }, async (request) => {
    await updateDevice(db, request.params.id, request.body, records(request));
    return { data: await showDevice(db, request.params.id, records(request)), message: say(request, 'device_updated') };
  });
  app.delete(`/:id`, { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    await trashDevice(db, request.params.id, records(request));
    return { data: await showDevice(db, request.params.id, records(request)), message: say(request, 'device_deleted') };
  });
  app.post(`/:id/restore`, { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    await restoreDevice(db, request.params.id, records(request));
    return { data: await showDevice(db, request.params.id, records(request)), message: say(request, 'device_restored') };
  });
};
