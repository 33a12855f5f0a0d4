import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentCostBodySchema,
  agentCostListQuerySchema,
  companyPricingBodySchema,
  companyPricingListQuerySchema,
  idParamsSchema,
  idSchema,
  profitabilityExportQuerySchema,
  profitabilityQuerySchema,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { requestLang } from '../../platform/lang';
import { auditAuthor } from '../../platform/audit/recorder';
import { say } from '../../platform/messages';
import { SHEET_MIME, type SheetFormat } from '../../platform/sheets/writers';
import { createAgentCost, deleteAgentCost, listAgentCosts, showAgentCost, updateAgentCost } from './agent-costs';
import { createPricing, deletePricing, listPricings, previewPricing, showPricing, updatePricing } from './pricings';
import { agentProfitability, agentProfitDetail, companyProfitability, companyProfitDetail, profitRange } from './profitability';
import { agentProfitabilityFile, companyProfitabilityFile } from './profitability-export';
import { attachmentDisposition } from '../../platform/download';

const sendSheet = (reply: FastifyReply, format: SheetFormat, file: { name: string; body: Buffer }) =>
  reply
    .header('content-type', SHEET_MIME[format])
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.body);

/** `/api/admin/agent-costs…`, `/api/admin/company-pricing…`, `/api/admin/profitability…`, `/api/admin/agent-profitability…`: admin only. */
export const financeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const admin = ctx.authorize('finance.view');

  app.get('/agent-costs', { onRequest: admin, schema: { querystring: agentCostListQuerySchema } }, async (request) => ({
    data: await listAgentCosts(db, request.query),
  }));
  app.get('/agent-costs/:id', { onRequest: admin, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showAgentCost(db, request.params.id),
  }));
  app.post('/agent-costs', { onRequest: admin, schema: { body: agentCostBodySchema } }, async (request, reply) => {
    const id = await createAgentCost(db, request.body, auditAuthor(request));
    return reply.code(201).send({ data: await showAgentCost(db, id), message: say(request, 'agent_cost_created') });
  });
  app.put('/agent-costs/:id', { onRequest: admin, schema: { params: idParamsSchema, body: agentCostBodySchema } }, async (request) => {
    await updateAgentCost(db, request.params.id, request.body, auditAuthor(request));
    return { data: await showAgentCost(db, request.params.id), message: say(request, 'agent_cost_updated') };
  });
  app.delete('/agent-costs/:id', { onRequest: admin, schema: { params: idParamsSchema } }, async (request) => {
    await deleteAgentCost(db, request.params.id, auditAuthor(request));
    return { message: say(request, 'agent_cost_deleted') };
  });

  app.get('/company-pricing', { onRequest: admin, schema: { querystring: companyPricingListQuerySchema } }, async (request) => ({
    data: await listPricings(db, request.query),
  }));
  app.get('/company-pricing/:id', { onRequest: admin, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showPricing(db, request.params.id),
  }));
  app.post('/company-pricing', { onRequest: admin, schema: { body: companyPricingBodySchema } }, async (request, reply) => {
    const id = await createPricing(db, request.body, auditAuthor(request));
    return reply.code(201).send({ data: await showPricing(db, id), message: say(request, 'pricing_created') });
  });
  app.put(
    '/company-pricing/:id',
    { onRequest: admin, schema: { params: idParamsSchema, body: companyPricingBodySchema } },
    async (request) => {
      await updatePricing(db, request.params.id, request.body, auditAuthor(request));
      return { data: await showPricing(db, request.params.id), message: say(request, 'pricing_updated') };
    },
  );
  app.delete('/company-pricing/:id', { onRequest: admin, schema: { params: idParamsSchema } }, async (request) => {
    await deletePricing(db, request.params.id, auditAuthor(request));
    return { message: say(request, 'pricing_deleted') };
  });
  // What the row would change on past months' amounts, before it is saved (`id`: the row being edited).
  app.post(
    '/company-pricing/preview',
    { onRequest: admin, schema: { body: companyPricingBodySchema.extend({ id: idSchema.nullable().optional() }) } },
    async (request) => ({
      data: await previewPricing(db, request.body, request.body.id ?? null),
    }),
  );

  app.get('/profitability', { onRequest: admin, schema: { querystring: profitabilityQuerySchema } }, async (request) => ({
    data: await companyProfitability(db, profitRange(request.query)),
  }));
  app.get(
    '/profitability/export',
    { onRequest: admin, schema: { querystring: profitabilityExportQuerySchema } },
    async (request, reply) => {
      const lang = requestLang(request);
      const { format, dialect } = request.query;
      const file = await companyProfitabilityFile(
        await companyProfitability(db, profitRange(request.query)),
        lang,
        format,
        dialect ?? lang,
      );
      return sendSheet(reply, format, file);
    },
  );
  app.get(
    '/profitability/:id',
    { onRequest: admin, schema: { params: idParamsSchema, querystring: profitabilityQuerySchema } },
    async (request) => ({
      data: await companyProfitDetail(db, request.params.id, profitRange(request.query)),
    }),
  );
  app.get('/agent-profitability', { onRequest: admin, schema: { querystring: profitabilityQuerySchema } }, async (request) => ({
    data: await agentProfitability(db, profitRange(request.query)),
  }));
  app.get(
    '/agent-profitability/export',
    { onRequest: admin, schema: { querystring: profitabilityExportQuerySchema } },
    async (request, reply) => {
      const lang = requestLang(request);
      const { format, dialect } = request.query;
      const file = await agentProfitabilityFile(await agentProfitability(db, profitRange(request.query)), lang, format, dialect ?? lang);
      return sendSheet(reply, format, file);
    },
  );
  app.get(
    '/agent-profitability/:id',
    { onRequest: admin, schema: { params: idParamsSchema, querystring: profitabilityQuerySchema } },
    async (request) => ({
      data: await agentProfitDetail(db, request.params.id, profitRange(request.query)),
    }),
  );
};
