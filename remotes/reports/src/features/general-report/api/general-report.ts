/** The general report's query (server/API.md "Reports overview"). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { GeneralReport } from '@helpdesk/shared/resources';
import type { Period } from '../../../components/period-picker.tsx';

const get = async <T>(url: string, params: object, signal: AbortSignal) =>
  (await apiClient.get<{ data: T }>(url, { params, signal, silent: true })).data.data;

export const generalReportQuery = (period: Period) =>
  queryOptions({
    queryKey: ['reports', 'general-report', period] as const,
    queryFn: ({ signal }) => get<GeneralReport>('/admin/general-report', period, signal),
    placeholderData: keepPreviousData,
  });
