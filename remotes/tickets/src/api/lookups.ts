/**
 * Choices for staff forms: `GET /api/admin/lookups/…` (server/API.md "Lookups"), `{data: […]}` each. Keys sit
 * outside the tickets root: ticket events do not refetch them, and they change rarely.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, companyPeopleKey } from '@helpdesk/shared';

export interface CompanyChoice {
  id: number;
  name: string;
  short_name: string;
  tag: string;
}

export interface PersonChoice {
  id: number;
  name: string;
  email: string;
  role: string;
}

export interface DeviceChoice {
  id: number;
  type: string;
  name: string;
  inventory_number: string | null;
  state: string;
  owner_id: number | null;
}

export interface ProjectChoice {
  id: number;
  name: string;
  state: string;
}

export interface AgentChoice {
  id: number;
  name: string;
  agent_type: string | null;
  /** Away today on an accepted leave (not remote work). */
  on_leave: boolean;
  /** That leave, or the next one starting within a week (whole days). */
  leave: { start: string; end: string } | null;
}

/** An agent as the assignee pickers show it: marked when on leave (or about to be), with the warning to show once picked. */
export function agentPick(
  agent: AgentChoice,
  t: (key: string, values: Record<string, string>) => string,
): { label: string; warning?: string } {
  if (agent.on_leave && agent.leave)
    return {
      label: t('common.onLeave', { name: agent.name, end: agent.leave.end }),
      warning: t('common.onLeaveWarning', { name: agent.name, end: agent.leave.end }),
    };
  if (agent.leave)
    return {
      label: t('common.leaveSoon', { name: agent.name, start: agent.leave.start }),
      warning: t('common.leaveSoonWarning', { name: agent.name, start: agent.leave.start, end: agent.leave.end }),
    };
  return { label: agent.name };
}

const STALE_MS = 5 * 60_000;

/** Silent: a picker whose choices fail to load says so itself, instead of a toast over the page. */
async function lookup<T>(path: string): Promise<T[]> {
  const { data } = await apiClient.get<{ data: T[] }>(`/admin/lookups/${path}`, { silent: true });
  return data.data;
}

export const companiesLookup = () =>
  queryOptions({ queryKey: ['lookups', 'companies'] as const, queryFn: () => lookup<CompanyChoice>('companies'), staleTime: STALE_MS });

export const agentsLookup = () =>
  queryOptions({ queryKey: ['lookups', 'agents'] as const, queryFn: () => lookup<AgentChoice>('agents'), staleTime: STALE_MS });

export const companyPeopleLookup = (companyId: number) =>
  queryOptions({
    queryKey: companyPeopleKey(companyId),
    queryFn: () => lookup<PersonChoice>(`companies/${companyId}/people`),
    staleTime: STALE_MS,
  });

export const companyDevicesLookup = (companyId: number) =>
  queryOptions({
    queryKey: ['lookups', 'company', companyId, 'devices'] as const,
    queryFn: () => lookup<DeviceChoice>(`companies/${companyId}/devices`),
    staleTime: STALE_MS,
  });

export const companyProjectsLookup = (companyId: number) =>
  queryOptions({
    queryKey: ['lookups', 'company', companyId, 'projects'] as const,
    queryFn: () => lookup<ProjectChoice>(`companies/${companyId}/projects`),
    staleTime: STALE_MS,
  });

/** Agents strongest in the competency areas of a ticket category (server/API.md "Competencies"), best first. */
export const strongestAgentsLookup = (category: string) =>
  queryOptions({
    queryKey: ['lookups', 'strongest-agents', category] as const,
    queryFn: async () =>
      (
        await apiClient.get<{ data: { id: number; name: string; level: number }[] }>('/admin/competencies/strongest', {
          params: { category },
          silent: true,
        })
      ).data.data,
    staleTime: STALE_MS,
  });
