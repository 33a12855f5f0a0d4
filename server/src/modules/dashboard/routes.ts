import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import { companyFilterQuerySchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { EmbeddedHub } from '../../platform/broadcasting/embedded';
import { actorOf, scopeOf } from '../../platform/policy';
import { mailStatus } from '../counters';
import { dashboardFigures } from './service';

const SERVER_VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The staff dashboard (/admin) and the admin's control centre (/admin/control-center). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; hub: EmbeddedHub | null }> = async (app, { ctx, hub }) => {
  const { db } = ctx;

  app.get(
    '/dashboard',
    { onRequest: ctx.authorize('tickets.work'), schema: { querystring: companyFilterQuerySchema } },
    async (request) => {
      const { company_id: companyId } = request.query;
      const actor = actorOf(request);
      return { data: await dashboardFigures(db, actor.user.id, companyId, scopeOf(actor).companies) };
    },
  );

  app.get('/control-center', { onRequest: ctx.authorize('control-center.view') }, async () => {
    const mail = await mailStatus(db);
    return {
      data: {
        mail: { working: mail.working, last_fetched_at: mail.last_fetched_at },
        // Counts are known for the embedded server only; a Pusher-compatible service keeps its own.
        realtime: { driver: ctx.config.pusher.driver, connections: hub?.connectionCount() ?? null, channels: hub?.channelCount() ?? null },
        database: { driver: ctx.databaseKind },
        server: { version: SERVER_VERSION, started_at: ctx.startedAt.toISOString() },
      },
    };
  });
};
