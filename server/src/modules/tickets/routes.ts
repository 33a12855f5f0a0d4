import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_TICKET_FILTERS, CLIENT_TICKET_FILTERS, MENU_BADGE_FILTERS } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { tickets } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { actorOf, can } from '../../platform/policy';
import { adminFilter, clientFilter, clientVisibility } from './filters';
import { countByFilters } from './service';

const adminQuery = z.object({ company_id: z.coerce.number().int().positive().optional() });
const clientQuery = z.object({ scope: z.enum(['own', 'company']).default('own') });

export const ticketRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/api/admin/ticket/counters', { onRequest: ctx.authorize('staff'), schema: { querystring: adminQuery } }, async (request) => {
    const actor = actorOf(request);
    const { company_id: companyId } = request.query as z.output<typeof adminQuery>;
    const scope = companyId ? eq(tickets.companyId, companyId) : undefined;
    return { data: await countByFilters(db, ADMIN_TICKET_FILTERS, (f) => adminFilter(f, actor.user.id), scope) };
  });

  app.get('/api/admin/ticket/menu-badges', { onRequest: ctx.authorize('staff'), schema: { querystring: adminQuery } }, async (request) => {
    const actor = actorOf(request);
    const { company_id: companyId } = request.query as z.output<typeof adminQuery>;
    const scope = companyId ? eq(tickets.companyId, companyId) : undefined;
    return { data: await countByFilters(db, MENU_BADGE_FILTERS, (f) => adminFilter(f, actor.user.id), scope) };
  });

  app.get('/api/client/ticket/counters', { onRequest: ctx.authorize('client'), schema: { querystring: clientQuery } }, async (request) => {
    const actor = actorOf(request);
    const { scope } = request.query as z.output<typeof clientQuery>;
    if (scope === 'company' && !can(actor, 'client.company-tickets')) throw new HttpError(403, 'forbidden');
    if (!actor.user.companyId) throw new HttpError(403, 'forbidden');
    const visible = clientVisibility(actor.user.id, actor.user.companyId, scope === 'company');
    return { data: await countByFilters(db, CLIENT_TICKET_FILTERS, clientFilter, visible) };
  });
};
