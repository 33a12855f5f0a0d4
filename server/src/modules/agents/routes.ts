import type { FastifyPluginAsync } from 'fastify';
import { asc, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { companies } from '../../platform/db/schema';
import { actorOf } from '../../platform/policy';
import { agentSummary, currentlyActive, notReportedHours } from './service';

export const agentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = { onRequest: ctx.authorize('tickets.work') };

  app.get('/api/admin/agent/not-reported-hours', staff, async (request) => {
    const { user } = actorOf(request);
    return { data: await notReportedHours(db, { id: user.id, timeScope: user.timeScope }) };
  });

  app.get('/api/admin/agent/currently-active', staff, async (request) => currentlyActive(db, actorOf(request).user.id));

  app.get('/api/admin/agent/summary', staff, async (request) => agentSummary(db, actorOf(request).user.id));

  app.get('/api/admin/agent/assigned-companies', staff, async (request) => {
    const actor = actorOf(request);
    if (actor.companyIds.length === 0) return { data: [] };
    const rows = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, actor.companyIds))
      .orderBy(asc(companies.name));
    return { data: rows };
  });
};
