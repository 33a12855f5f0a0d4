/** The companies the signed-in agent may pick (`GET /api/admin/lookups/companies`): the same key as the tickets remote's. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';

export interface CompanyChoice {
  id: number;
  name: string;
  short_name: string;
  tag: string;
}

export const companiesLookup = () =>
  queryOptions({
    queryKey: ['lookups', 'companies'] as const,
    queryFn: async () => (await apiClient.get<{ data: CompanyChoice[] }>('/admin/lookups/companies', { silent: true })).data.data,
    staleTime: 5 * 60_000,
  });
