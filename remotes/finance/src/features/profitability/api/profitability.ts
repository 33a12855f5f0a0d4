/** The endpoints of the company and agent profitability (server/API.md "Finance"). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { CsvDialect } from '@helpdesk/shared/schemas';
import type { AgentProfitability, AgentProfitDetail, CompanyProfitability, CompanyProfitDetail } from '@helpdesk/shared/resources';
import { FINANCE } from '../../../api/finance.ts';

export interface Range {
  from: string;
  to: string;
}

export const companyProfitabilityQuery = (range: Range) =>
  queryOptions({
    queryKey: [FINANCE, 'profitability', range] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: CompanyProfitability }>('/admin/profitability', { params: range, signal, silent: true })).data.data,
  });

export const companyProfitDetailQuery = (id: number, range: Range) =>
  queryOptions({
    queryKey: [FINANCE, 'profitability', id, range] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: CompanyProfitDetail }>(`/admin/profitability/${id}`, { params: range, signal, silent: true })).data.data,
  });

export const agentProfitabilityQuery = (range: Range) =>
  queryOptions({
    queryKey: [FINANCE, 'agent-profitability', range] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: AgentProfitability }>('/admin/agent-profitability', { params: range, signal, silent: true })).data.data,
  });

export const agentProfitDetailQuery = (id: number, range: Range) =>
  queryOptions({
    queryKey: [FINANCE, 'agent-profitability', id, range] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: AgentProfitDetail }>(`/admin/agent-profitability/${id}`, { params: range, signal, silent: true })).data
        .data,
  });

/** A profitability table's file (a plain download: the session cookie authenticates it); a CSV in `dialect`. */
export const profitabilityExportUrl = (of: 'company' | 'agent', range: Range, format: 'xlsx' | 'csv', dialect: CsvDialect) => {
  const params = new URLSearchParams({ from: range.from, to: range.to, format, ...(format === 'csv' ? { dialect } : {}) });
  return `${apiClient.defaults.baseURL ?? '/api'}/admin/${of === 'company' ? 'profitability' : 'agent-profitability'}/export?${params}`;
};

/** The default range: the six months up to last month. */
export function defaultRange(now = new Date()): Range {
  const month = (offset: number) => {
    const d = new Date(now.getFullYear(), now.getMonth() + offset, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  };
  return { from: month(-6), to: month(-1) };
}
