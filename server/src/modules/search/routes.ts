import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_GROUP_LIMIT } from '@helpdesk/shared/constants';
import { SEARCH_TYPES, searchQuerySchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { actorOf, scopeOf } from '../../platform/policy';
import { paginate } from '../../platform/pagination';
import { createThrottle } from '../../platform/throttle';
import { searchAll, searchGroup } from './service';

/**
 * `GET /api/admin/search?q=` (server/API.md "Search"): every group's first hits and total; with `type=` one group's
 * page in the list shape (the "see all" page). Staff only, within the record scope.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');
  // Search-as-you-type sends a request per pause; a script hammering it is stopped per user, not per address.
  const perUser = createThrottle(app, {
    max: ctx.config.rateLimits.searchPerUser,
    timeWindowMs: 60_000,
    key: (r) => `search:${r.actor?.user.id ?? r.ip}`,
  });

  app.get('', { onRequest: staff, schema: { querystring: searchQuerySchema } }, async (request) => {
    await perUser.check(request);
    const { q, type, page, per_page } = request.query;
    const scope = scopeOf(actorOf(request));
    if (!type) return { data: { q, groups: await searchAll(db, SEARCH_TYPES, q, scope, SEARCH_GROUP_LIMIT) } };
    const group = await searchGroup(db, type, q, scope, { limit: per_page, offset: (page - 1) * per_page });
    return paginate(group.hits, group.total, { page, perPage: per_page, sort: '', path: app.prefix, query: { q, type, per_page } });
  });
};
