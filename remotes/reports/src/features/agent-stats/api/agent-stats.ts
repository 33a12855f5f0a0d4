/** The agent statistics' queries (server/API.md "Reports overview"). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { AgentStatsDetail, AgentStatsList } from '@helpdesk/shared/resources';
import type { Period } from '../../../components/period-picker.tsx';

const get = async <T>(url: string, params: object, signal: AbortSignal) =>
  (await apiClient.get<{ data: T }>(url, { params, signal, silent: true })).data.data;

export const agentStatsQuery = (period: Period) =>
  queryOptions({
    queryKey: ['reports', 'agent-stats', period] as const,
    queryFn: ({ signal }) => get<AgentStatsList>('/admin/agent-stats', period, signal),
    placeholderData: keepPreviousData,
  });

export const agentStatsDetailQuery = (id: number, period: Period) =>
  queryOptions({
    queryKey: ['reports', 'agent-stats', id, period] as const,
    queryFn: ({ signal }) => get<AgentStatsDetail>(`/admin/agent-stats/${id}`, period, signal),
    placeholderData: keepPreviousData,
  });
