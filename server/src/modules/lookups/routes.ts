import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { LOOKUP_PATHS } from '@helpdesk/shared/resources';
import { idParamsSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../platform/policy';
import { requestLang } from '../../platform/lang';
import { agentChoices, assertCompanyVisible, companyChoices, companyDevices, companyPeople, companyProjects } from './service';

/**
 * Look-ups for staff forms: `GET /api/admin/lookups/…`, each answering `{data: […]}` (server/API.md "Lookups"), at the
 * shared `LOOKUP_PATHS` the apps call.
 */
export const lookupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');
  const perCompany = { onRequest: staff, schema: { params: idParamsSchema } };

  /** The company of the path, once the caller is known to be allowed to see it. */
  const companyOf = async (request: FastifyRequest, id: number) => {
    await assertCompanyVisible(db, actorOf(request), id);
    return id;
  };

  app.get(LOOKUP_PATHS.companies, { onRequest: staff }, async (request) => ({
    data: await companyChoices(db, actorOf(request), requestLang(request)),
  }));
  app.get(LOOKUP_PATHS.companyPeople, perCompany, async (request) => ({
    data: await companyPeople(db, await companyOf(request, request.params.id), requestLang(request)),
  }));
  app.get(LOOKUP_PATHS.companyDevices, perCompany, async (request) => ({
    data: await companyDevices(db, await companyOf(request, request.params.id)),
  }));
  app.get(LOOKUP_PATHS.companyProjects, perCompany, async (request) => ({
    data: await companyProjects(db, await companyOf(request, request.params.id), requestLang(request)),
  }));
  app.get(LOOKUP_PATHS.agents, { onRequest: staff }, async (request) => ({ data: await agentChoices(db, requestLang(request)) }));
};
