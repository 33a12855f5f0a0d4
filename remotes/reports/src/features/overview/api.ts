/** The overview reports' queries (server/API.md "Reports overview", "Company report"). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { AgentStatsDetail, AgentStatsList, CompanyReport, GeneralReport } from '@helpdesk/shared/resources';
import type { Period } from './period.tsx';

const get = async <T>(url: string, params: object, signal: AbortSignal) =>
  (await apiClient.get<{ data: T }>(url, { params, signal, silent: true })).data.data;

export const generalReportQuery = (period: Period) =>
  queryOptions({
    queryKey: ['reports', 'general-report', period] as const,
    queryFn: ({ signal }) => get<GeneralReport>('/admin/general-report', period, signal),
    placeholderData: keepPreviousData,
  });

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

export const staffCompanyReportQuery = (companyId: number, period: Period) =>
  queryOptions({
    queryKey: ['reports', 'company-report', companyId, period] as const,
    queryFn: ({ signal }) => get<CompanyReport>(`/admin/company-report/${companyId}`, period, signal),
    placeholderData: keepPreviousData,
    enabled: companyId > 0,
  });
