/** `/api/admin/reports/agent` (server/API.md "Agent and daily reports"). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { AgentReport } from '@helpdesk/shared/resources';
import type { AgentReportView } from '@helpdesk/shared/schemas';
import { reportsRoot } from '../../../api/reports-root.ts';

export interface AgentReportFilters {
  agent_id: number | null;
  from: string;
  to: string;
  view: AgentReportView;
}

/** Which page of the report's rows (or groups) the screen shows; the totals are the whole period's on every page. */
export interface AgentReportPaging {
  page: number;
  per_page: number;
}

export const agentReportQuery = (filters: AgentReportFilters, paging: AgentReportPaging) =>
  queryOptions({
    queryKey: [reportsRoot, 'agent', filters, paging] as const,
    queryFn: async ({ signal }) => {
      const params: Record<string, string | number> = { from: filters.from, to: filters.to, view: filters.view, ...paging };
      if (filters.agent_id !== null) params.agent_id = filters.agent_id;
      return (await apiClient.get<{ data: AgentReport }>('/admin/reports/agent', { params, signal, silent: true })).data.data;
    },
    placeholderData: keepPreviousData,
  });
