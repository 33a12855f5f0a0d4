import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  clientMessage,
  idSchema,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MB,
  IMPORT_ENCODINGS,
  importEncodingSchema,
  importMappingSchema,
  importRowsQuerySchema,
  type ClientMessageKey,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { validationBody } from '../../platform/errors';
import { requestLang } from '../../platform/lang';
import { actorOf, scopeOf } from '../../platform/policy';
import { publishClientEvent } from '../clients';
import {
  assertCompany,
  confirmImport,
  currentImportId,
  discardImport,
  errorFile,
  ImportFailed,
  ImportRefused,
  MappingRefused,
  rereadImport,
  saveMapping,
  showImport,
  templateFile,
  uploadImport,
} from './service';
import { SheetRefused } from '../../platform/import-sheet';
import { attachmentDisposition } from '../../platform/download';
import { senderSocket } from '../../platform/broadcasting/sender-socket';

const companyParams = z.object({ id: idSchema });
const importParams = z.object({ id: idSchema, importId: idSchema });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const rereadBodySchema = z.object({ encoding: z.enum(IMPORT_ENCODINGS) });

/**
 * The employee spreadsheet import of one company (server/API.md "Employee import"):
 * `/api/admin/company/{id}/employee-import…`, for agents who may see the company (`scopeOf`).
 */
export const employeeImportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('clients.view');
  const base = '/api/admin/company/:id/employee-import';

  /** The path's company, once the caller may see it; and the import's id when the path has one. */
  const target = async (request: FastifyRequest) => {
    const params = request.params as { id: number; importId?: number };
    await assertCompany(db, scopeOf(actorOf(request)), params.id);
    return { companyId: params.id, importId: params.importId ?? 0, lang: requestLang(request) };
  };
  const field = (
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    key: ClientMessageKey,
    params: Record<string, string | number> = {},
  ) => {
    const lang = requestLang(request);
    return reply.code(422).send(validationBody(lang, { [name]: [clientMessage(lang, key, params)] }));
  };
  const download = (reply: FastifyReply, fileName: string, bytes: Buffer) =>
    reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', attachmentDisposition(fileName))
      .header('x-content-type-options', 'nosniff')
      .send(bytes);

  app.get(`${base}/template`, { onRequest: staff, schema: { params: companyParams } }, async (request, reply) => {
    await target(request);
    return download(reply, 'employees-template.xlsx', await templateFile());
  });

  /** The company's open preview (after a reload), or null. */
  app.get(base, { onRequest: staff, schema: { params: companyParams, querystring: importRowsQuerySchema } }, async (request) => {
    const { companyId, lang } = await target(request);
    const id = await currentImportId(db, companyId);
    return { data: id ? await showImport(db, lang, companyId, id, request.query) : null };
  });

  /** `?encoding=` reads a CSV in that encoding instead of the detected one. */
  app.post(base, { onRequest: staff, schema: { params: companyParams, querystring: importEncodingSchema } }, async (request, reply) => {
    const { companyId, lang } = await target(request);
    let file;
    try {
      file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 }, throwFileSizeLimit: false });
    } catch {
      return field(request, reply, 'file', 'import_file_required');
    }
    if (!file) return field(request, reply, 'file', 'import_file_required');
    const bytes = await file.toBuffer();
    if (file.file.truncated) return field(request, reply, 'file', 'import_file_too_large', { max: IMPORT_MAX_MB });
    try {
      const id = await uploadImport(db, companyId, actorOf(request).user.id, file.filename, bytes, request.query.encoding);
      return reply.code(201).send({ data: await showImport(db, lang, companyId, id, { page: 1, per_page: 50 }) });
    } catch (error) {
      if (error instanceof SheetRefused) return field(request, reply, 'file', error.key, error.params);
      throw error;
    }
  });

  app.get(
    `${base}/:importId`,
    { onRequest: staff, schema: { params: importParams, querystring: importRowsQuerySchema } },
    async (request) => {
      const { companyId, importId, lang } = await target(request);
      return { data: await showImport(db, lang, companyId, importId, request.query) };
    },
  );

  /** The preview's file read again in the chosen encoding (rows, headers and the mapping's guesses follow). */
  app.put(
    `${base}/:importId/encoding`,
    { onRequest: staff, schema: { params: importParams, body: rereadBodySchema } },
    async (request, reply) => {
      const { companyId, importId, lang } = await target(request);
      try {
        await rereadImport(db, companyId, importId, request.body.encoding);
      } catch (error) {
        if (error instanceof ImportRefused) return field(request, reply, error.field, error.key, error.params);
        if (error instanceof SheetRefused) return field(request, reply, 'file', error.key, error.params);
        throw error;
      }
      return { data: await showImport(db, lang, companyId, importId, { page: 1, per_page: 50 }) };
    },
  );

  app.put(
    `${base}/:importId/mapping`,
    { onRequest: staff, schema: { params: importParams, body: importMappingSchema } },
    async (request, reply) => {
      const { companyId, importId, lang } = await target(request);
      try {
        await saveMapping(db, companyId, importId, request.body.mapping);
      } catch (error) {
        if (error instanceof MappingRefused) return field(request, reply, 'mapping', error.key, error.params);
        throw error;
      }
      return { data: await showImport(db, lang, companyId, importId, { page: 1, per_page: 50 }) };
    },
  );

  app.post(`${base}/:importId/confirm`, { onRequest: staff, schema: { params: importParams } }, async (request, reply) => {
    const { companyId, importId, lang } = await target(request);
    try {
      const result = await confirmImport(db, lang, companyId, importId);
      await publishClientEvent(ctx, { id: null, companyId, action: 'imported' }, senderSocket(request));
      return { data: result, message: clientMessage(lang, 'import_done', { ...result }) };
    } catch (error) {
      if (!(error instanceof ImportFailed)) throw error;
      // Why, in one line (the confirm button is disabled while rows are in error; this answers a stale page or a script).
      const listed = error.rows.slice(0, 20).map((r) => r.row);
      const why = clientMessage(lang, 'import_rows_in_error', {
        count: error.rows.length,
        rows: listed.join(', ') + (error.rows.length > listed.length ? '…' : ''),
      });
      const errors: Record<string, string[]> = { confirm: [why] };
      for (const r of error.rows) errors[`rows.${r.row}`] = r.errors;
      return reply.code(422).send({ message: `${clientMessage(lang, 'import_error')} ${why}`, errors, rows: error.rows });
    }
  });

  app.get(`${base}/:importId/errors`, { onRequest: staff, schema: { params: importParams } }, async (request, reply) => {
    const { companyId, importId, lang } = await target(request);
    return download(reply, `employees-errors-${importId}.xlsx`, await errorFile(db, lang, companyId, importId));
  });

  app.delete(`${base}/:importId`, { onRequest: staff, schema: { params: importParams } }, async (request) => {
    const { companyId, importId, lang } = await target(request);
    await discardImport(db, companyId, importId);
    return { message: clientMessage(lang, 'import_discarded') };
  });
};
