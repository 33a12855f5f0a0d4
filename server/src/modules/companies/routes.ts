import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companyListQuery, companySchema, idSchema, type CompanyListQuery } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { auditAuthor } from '../../platform/audit/recorder';
import { say } from '../../platform/messages';
import { actorOf, can, scopeOf } from '../../platform/policy';
import { DOCUMENTATION_MAX_BYTES, deleteDocumentation, sendDocumentation, storeDocumentation } from './documentation';
import { publishCompanyEvent } from './events';
import { contractHealthSource, type ContractHealthOf } from './hooks';
import { createCompany, findCompany, listCompanies, showCompany, updateCompany } from './service';

const idParams = z.object({ id: idSchema });

/**
 * `/api/admin/company…` (server/API.md "Companies"): `companies.manage` within the record scope; adding one takes
 * `companies.create`. (The company e-mails and their scheduler are the company-mails module's.)
 */
export const companyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const manage = ctx.authorize('companies.manage');
  const records = (request: FastifyRequest) => scopeOf(actorOf(request));
  // Sent to the caller's own socket too: its shell's company filter and other tabs refresh from it.
  const changed = async (id: number, action: 'created' | 'updated') =>
    publishCompanyEvent(ctx, { id, action, updatedAt: new Date().toISOString() });

  // Read at each request: the company report module fills the slot when app.ts registers it.
  const health: ContractHealthOf = (at, rows) => ctx.hooks.read(contractHealthSource)(at, rows);

  app.get('', { onRequest: manage, schema: { querystring: companyListQuery } }, async (request) =>
    listCompanies(db, request.query as CompanyListQuery, records(request), app.prefix, health),
  );
  app.get('/:id', { onRequest: manage, schema: { params: idParams } }, async (request) => ({
    data: await showCompany(db, request.params.id, records(request), health),
  }));

  app.post('', { onRequest: ctx.authorize('companies.create'), schema: { body: companySchema } }, async (request, reply) => {
    const id = await createCompany(db, request.body, auditAuthor(request));
    await changed(id, 'created');
    return reply.code(201).send({ data: await showCompany(db, id, records(request), health), message: say(request, 'company_created') });
  });
  app.put('/:id', { onRequest: manage, schema: { params: idParams, body: companySchema } }, async (request) => {
    await updateCompany(
      db,
      request.params.id,
      request.body,
      records(request),
      can(actorOf(request), 'companies.assign-agents'),
      auditAuthor(request),
    );
    await changed(request.params.id, 'updated');
    return { data: await showCompany(db, request.params.id, records(request), health), message: say(request, 'company_updated') };
  });

  app.post('/:id/documentation', { onRequest: manage, schema: { params: idParams } }, async (request) => {
    const company = await findCompany(db, request.params.id, records(request));
    const file = await request.file({ limits: { fileSize: DOCUMENTATION_MAX_BYTES, files: 1 }, throwFileSizeLimit: false });
    await storeDocumentation(db, ctx.attachments, company, file, auditAuthor(request));
    await changed(company.id, 'updated');
    return { data: await showCompany(db, company.id, records(request), health), message: say(request, 'company_documentation_saved') };
  });
  app.delete('/:id/documentation', { onRequest: manage, schema: { params: idParams } }, async (request) => {
    const company = await findCompany(db, request.params.id, records(request));
    await deleteDocumentation(db, ctx.attachments, company, auditAuthor(request));
    await changed(company.id, 'updated');
    return { data: await showCompany(db, company.id, records(request), health), message: say(request, 'company_documentation_deleted') };
  });
  app.get('/:id/documentation', { onRequest: manage, schema: { params: idParams } }, async (request, reply) =>
    sendDocumentation(reply, ctx.attachments, await findCompany(db, request.params.id, records(request))),
  );
};
