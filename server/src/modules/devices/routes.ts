import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { deviceBodySchema, deviceExportQuerySchema, deviceListQuerySchema, idParamsSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { actorOf, scopeOf } from '../../platform/policy';
import { requestLang } from '../../platform/lang';
import { say } from '../../platform/messages';
import { createDevice, exportDevices, listDevices, restoreDevice, showDevice, trashDevice, updateDevice } from './service';
import { devicesWorkbook } from './sheet';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `/api/admin/asset…` (server/API.md "Devices"): the CMDB, for staff within their record scope. */
export const deviceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('assets.view');
  const base = '/api/admin/asset';
  const records = (request: FastifyRequest) => scopeOf(actorOf(request));

  app.get(base, { onRequest: staff, schema: { querystring: deviceListQuerySchema } }, async (request) => listDevices(db, request.query, records(request), base));

  /** The list as filtered, every page, as .xlsx. */
  app.get(`${base}/export`, { onRequest: staff, schema: { querystring: deviceExportQuerySchema } }, async (request, reply) => {
    const rows = await exportDevices(db, request.query, records(request));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="devices-${day}.xlsx"`)
      .header('x-content-type-options', 'nosniff')
      .send(devicesWorkbook(requestLang(request), rows));
  });

  app.get(`${base}/:id`, { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => ({ data: await showDevice(db, request.params.id, records(request)) }));

  app.post(base, { onRequest: staff, schema: { body: deviceBodySchema } }, async (request, reply) => {
    const id = await createDevice(db, request.body, records(request));
    return reply.code(201).send({ data: await showDevice(db, id, records(request)), message: say(request, 'device_created') });
  });
  app.put(`${base}/:id`, { onRequest: staff, schema: { params: idParamsSchema, body: deviceBodySchema } }, async (request) => {
    await updateDevice(db, request.params.id, request.body, records(request));
    return { data: await showDevice(db, request.params.id, records(request)), message: say(request, 'device_updated') };
  });
  app.delete(`${base}/:id`, { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    await trashDevice(db, request.params.id, records(request));
    return { data: await showDevice(db, request.params.id, records(request)), message: say(request, 'device_deleted') };
  });
  app.post(`${base}/:id/restore`, { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    await restoreDevice(db, request.params.id, records(request));
    return { data: await showDevice(db, request.params.id, records(request)), message: say(request, 'device_restored') };
  });
};
