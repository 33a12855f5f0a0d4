/** `/api/admin/agent…` (server/API.md "Agents"), keyed under `queryRoots.agents` so a broadcast refreshes them. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Agent, Paginated } from '@helpdesk/shared/resources';
import type { AgentBody, AgentListQuery } from '@helpdesk/shared/schemas';

export type AgentListParams = Pick<AgentListQuery, 'filter' | 'page'> & {
  role: '' | Agent['role'];
  agent_type: '' | NonNullable<Agent['agent_type']>;
  search: string;
};

export const PER_PAGE = 20;

export const agentListQuery = (params: AgentListParams) =>
  queryOptions({
    queryKey: [queryRoots.agents, 'list', params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<Agent>>('/admin/agent', {
          params: {
            filter: params.filter,
            page: params.page,
            per_page: PER_PAGE,
            ...(params.role ? { role: params.role } : {}),
            ...(params.agent_type ? { agent_type: params.agent_type } : {}),
            ...(params.search ? { search: params.search } : {}),
          },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const agentQuery = (id: number) =>
  queryOptions({
    queryKey: [queryRoots.agents, 'detail', id] as const,
    queryFn: async () => (await apiClient.get<{ data: Agent }>(`/admin/agent/${id}`, { silent: true })).data.data,
  });

type Saved = { data: Agent; message: string };

/** Saves (creates or updates) an agent, then refreshes every agent query and the staff look-ups. */
export function useSaveAgent(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AgentBody) =>
      (id ? await apiClient.put<Saved>(`/admin/agent/${id}`, body) : await apiClient.post<Saved>('/admin/agent', body)).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [queryRoots.agents] });
      await queryClient.invalidateQueries({ queryKey: [queryRoots.lookups] });
    },
  });
}

/** Deletes or restores an agent, then refreshes every agent query and the staff look-ups. */
export function useAgentTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, restore }: { id: number; restore: boolean }) =>
      (restore ? await apiClient.post<Saved>(`/admin/agent/${id}/restore`) : await apiClient.delete<Saved>(`/admin/agent/${id}`)).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [queryRoots.agents] });
      await queryClient.invalidateQueries({ queryKey: [queryRoots.lookups] });
    },
  });
}
