/** What the finance features share: the query root every change refreshes, the staff look-ups the forms pick from, the save answer. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';

export const FINANCE = 'finance';

export interface Choice {
  id: number;
  name: string;
  tag?: string;
  short_name?: string;
}

export const agentsLookup = () =>
  queryOptions({
    queryKey: ['lookups', 'agents'] as const,
    queryFn: async () => (await apiClient.get<{ data: Choice[] }>('/admin/lookups/agents', { silent: true })).data.data,
    staleTime: 5 * 60_000,
  });

export const companiesLookup = () =>
  queryOptions({
    queryKey: ['lookups', 'companies'] as const,
    queryFn: async () => (await apiClient.get<{ data: Choice[] }>('/admin/lookups/companies', { silent: true })).data.data,
    staleTime: 5 * 60_000,
  });

export type Saved<T> = { data: T; message: string };

/** Saves, deletes or previews finance rows, then refreshes every finance query (figures depend on them). */
export function useFinanceMutation<Args, Result>(fn: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: async () => queryClient.invalidateQueries({ queryKey: [FINANCE] }) });
}
