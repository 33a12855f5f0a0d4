/** `/api/admin/evaluations` and `/api/admin/company/{id}/evaluations` (server/API.md "Evaluations"). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { EvaluationPage } from '@helpdesk/shared/resources';
import type { EvaluationReason } from '@helpdesk/shared/schemas';

export const evaluationsRoot = 'evaluations';
export const PER_PAGE = 20;

export interface EvaluationFilters {
  company_id: number | null;
  agent_id: number | null;
  rating: number | null;
  reason: EvaluationReason | null;
  from: string;
  to: string;
  page: number;
}

export const NO_FILTERS: EvaluationFilters = { company_id: null, agent_id: null, rating: null, reason: null, from: '', to: '', page: 1 };

/** Every evaluation (admins), or one company's when `companyId` is given. */
export const evaluationListQuery = (filters: EvaluationFilters, companyId?: number) =>
  queryOptions({
    queryKey: [evaluationsRoot, companyId ?? 'all', filters] as const,
    queryFn: async ({ signal }) => {
      const params: Record<string, string | number> = { page: filters.page, per_page: PER_PAGE };
      for (const key of ['company_id', 'agent_id', 'rating', 'reason', 'from', 'to'] as const) {
        const value = filters[key];
        if (value !== null && value !== '' && !(companyId && key === 'company_id')) params[key] = value;
      }
      const url = companyId ? `/admin/company/${companyId}/evaluations` : '/admin/evaluations';
      return (await apiClient.get<EvaluationPage>(url, { params, signal, silent: true })).data;
    },
    placeholderData: keepPreviousData,
  });
