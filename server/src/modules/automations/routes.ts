import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  automationBodySchema,
  automationDryRunSchema,
  automationOrderSchema,
  automationRunsQuerySchema,
  automationSwitchSchema,
  idParamsSchema,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { auditAuthor } from '../../platform/audit/recorder';
import { requestLang } from '../../platform/lang';
import { say } from '../../platform/messages';
import { ticketChanged } from '../tickets';
import { forgetActiveRules, runEventRules } from './engine';
import { createAutomationScheduler } from './scheduler';
import {
  createRule,
  deleteRule,
  dryRun,
  findRule,
  listRules,
  listRuns,
  presentRule,
  reorderRules,
  switchRule,
  updateRule,
} from './service';

/**
 * `/api/admin/automations…` (server/API.md "Automation rules"): admins only (`automations.manage`). The module also
 * listens to every ticket change (the tickets hook) and, when AUTOMATION_SCHEDULER is on, runs the scheduled rules.
 */
export const automationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const manage = ctx.authorize('automations.manage');

  ctx.hooks.on(ticketChanged, ({ ctx: at, ticketId, kind, mail }) => runEventRules(at, ticketId, mail ? [kind, 'email_received'] : [kind]));
  if (ctx.config.automations.scheduler) {
    const scheduler = createAutomationScheduler(ctx, app.log);
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  }

  app.get('/automations', { onRequest: manage }, async () => ({ data: (await listRules(db)).map(presentRule) }));

  app.get('/automations/:id', { onRequest: manage, schema: { params: idParamsSchema } }, async (request) => ({
    data: presentRule(await findRule(db, request.params.id)),
  }));

  app.get(
    '/automations/:id/runs',
    { onRequest: manage, schema: { params: idParamsSchema, querystring: automationRunsQuerySchema } },
    async (request) => listRuns(db, request.params.id, request.query, requestLang(request)),
  );

  app.post('/automations', { onRequest: manage, schema: { body: automationBodySchema } }, async (request, reply) => {
    const row = await createRule(db, request.body, auditAuthor(request));
    forgetActiveRules(ctx);
    return reply.code(201).send({ data: presentRule(row), message: say(request, 'automation_created') });
  });

  app.post('/automations/dry-run', { onRequest: manage, schema: { body: automationDryRunSchema } }, async (request) => ({
    data: await dryRun(db, request.body),
  }));

  app.put('/automations/order', { onRequest: manage, schema: { body: automationOrderSchema } }, async (request) => {
    const rules = await reorderRules(db, request.body.ids);
    forgetActiveRules(ctx);
    return { data: rules.map(presentRule), message: say(request, 'automations_reordered') };
  });

  app.put('/automations/:id', { onRequest: manage, schema: { params: idParamsSchema, body: automationBodySchema } }, async (request) => {
    const row = await updateRule(db, request.params.id, request.body, auditAuthor(request));
    forgetActiveRules(ctx);
    return { data: presentRule(row), message: say(request, 'automation_updated') };
  });

  app.patch(
    '/automations/:id',
    { onRequest: manage, schema: { params: idParamsSchema, body: automationSwitchSchema } },
    async (request) => {
      const row = await switchRule(db, request.params.id, request.body.active, auditAuthor(request));
      forgetActiveRules(ctx);
      return { data: presentRule(row), message: say(request, 'automation_updated') };
    },
  );

  app.delete('/automations/:id', { onRequest: manage, schema: { params: idParamsSchema } }, async (request) => {
    await deleteRule(db, request.params.id, auditAuthor(request));
    forgetActiveRules(ctx);
    return { message: say(request, 'automation_deleted') };
  });
};
