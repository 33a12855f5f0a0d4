/** The endpoints of the agent costs (server/API.md "Finance"). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { AgentCost } from '@helpdesk/shared/resources';
import type { AgentCostBody } from '@helpdesk/shared/schemas';
import { FINANCE, type Saved } from '../../../api/finance.ts';

export const agentCostsQuery = (agentId: number | null) =>
  queryOptions({
    queryKey: [FINANCE, 'agent-costs', agentId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: AgentCost[] }>('/admin/agent-costs', {
          params: agentId ? { agent_id: agentId } : {},
          signal,
          silent: true,
        })
      ).data.data,
  });

export const agentCostQuery = (id: number) =>
  queryOptions({
    queryKey: [FINANCE, 'agent-cost', id] as const,
    queryFn: async () => (await apiClient.get<{ data: AgentCost }>(`/admin/agent-costs/${id}`, { silent: true })).data.data,
  });

export const saveAgentCost = async ({ id, body }: { id: number | null; body: AgentCostBody }) =>
  (id
    ? await apiClient.put<Saved<AgentCost>>(`/admin/agent-costs/${id}`, body)
    : await apiClient.post<Saved<AgentCost>>('/admin/agent-costs', body)
  ).data;
export const deleteAgentCost = async (id: number) => (await apiClient.delete<{ message: string }>(`/admin/agent-costs/${id}`)).data;
