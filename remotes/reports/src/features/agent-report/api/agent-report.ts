/** `/api/admin/reports/agent` and `/api/admin/reports/daily` (server/API.md "Agent and daily reports"). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { AgentReport, DailyReport } from '@helpdesk/shared/resources';
import type { AgentReportView } from '@helpdesk/shared/schemas';

export const reportsRoot = 'reports-time';

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

export const dailyReportQuery = (day: string) =>
  queryOptions({
    queryKey: [reportsRoot, 'daily', day] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: DailyReport }>('/admin/reports/daily', { params: { day }, signal, silent: true })).data.data,
  });

/** A calendar day in Poland, `days` from today. */
export function polishDay(days = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
