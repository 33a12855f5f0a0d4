/**
 * The look-ups' queries, one per look-up (`GET /api/admin/lookups/…`, `{data: […]}` each): every app reads its
 * choices through these, so one cache entry serves the shell's company filter and every remote's pickers. Keys sit
 * under `queryRoots.lookups`: a change to an agent or a company refreshes them (the shell's real-time invalidation).
 */
import { queryOptions } from '@tanstack/react-query';
import { LOOKUP_PATHS } from '../resources/lookup-paths.ts';
import type { AgentChoice, CompanyChoice, DeviceChoice, PersonChoice, ProjectChoice } from '../resources/lookups.ts';
import { apiClient } from './client.ts';
import { companyPeopleKey, queryRoots } from './query-keys.ts';

/** Look-ups change rarely; a change arrives as a real-time invalidation anyway. */
const LOOKUP_STALE_MS = 5 * 60_000;

/** Silent: a picker whose choices fail to load says so itself, instead of a toast over the page. */
async function lookup<T>(path: string, signal: AbortSignal): Promise<T[]> {
  return (await apiClient.get<{ data: T[] }>(path, { signal, silent: true })).data.data;
}

const ofCompany = (path: string, companyId: number) => path.replace(':id', String(companyId));

/** The companies the signed-in staff member may pick (admins and managers every live company). */
export const companyChoicesQuery = queryOptions({
  queryKey: [queryRoots.lookups, 'companies'] as const,
  queryFn: ({ signal }) => lookup<CompanyChoice>(LOOKUP_PATHS.companies, signal),
  staleTime: LOOKUP_STALE_MS,
});

/** Every live agent, with the leave the assignee pickers warn about. */
export const agentChoicesQuery = queryOptions({
  queryKey: [queryRoots.lookups, 'agents'] as const,
  queryFn: ({ signal }) => lookup<AgentChoice>(LOOKUP_PATHS.agents, signal),
  staleTime: LOOKUP_STALE_MS,
});

export const companyPeopleQuery = (companyId: number) =>
  queryOptions({
    queryKey: companyPeopleKey(companyId),
    queryFn: ({ signal }) => lookup<PersonChoice>(ofCompany(LOOKUP_PATHS.companyPeople, companyId), signal),
    staleTime: LOOKUP_STALE_MS,
  });

export const companyDevicesQuery = (companyId: number) =>
  queryOptions({
    queryKey: [queryRoots.lookups, 'company', companyId, 'devices'] as const,
    queryFn: ({ signal }) => lookup<DeviceChoice>(ofCompany(LOOKUP_PATHS.companyDevices, companyId), signal),
    staleTime: LOOKUP_STALE_MS,
  });

export const companyProjectsQuery = (companyId: number) =>
  queryOptions({
    queryKey: [queryRoots.lookups, 'company', companyId, 'projects'] as const,
    queryFn: ({ signal }) => lookup<ProjectChoice>(ofCompany(LOOKUP_PATHS.companyProjects, companyId), signal),
    staleTime: LOOKUP_STALE_MS,
  });
