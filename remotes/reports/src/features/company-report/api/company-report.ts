/** The company report's queries (server/API.md "Company report"). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { CompanyReport } from '@helpdesk/shared/resources';
import type { Period } from '../../../components/period-picker.tsx';

const get = async <T>(url: string, params: object, signal: AbortSignal) =>
  (await apiClient.get<{ data: T }>(url, { params, signal, silent: true })).data.data;

export const staffCompanyReportQuery = (companyId: number, period: Period) =>
  queryOptions({
    queryKey: ['reports', 'company-report', companyId, period] as const,
    queryFn: ({ signal }) => get<CompanyReport>(`/admin/company-report/${companyId}`, period, signal),
    placeholderData: keepPreviousData,
    enabled: companyId > 0,
  });
