/** `/api/admin/competencies` (server/API.md "Competencies"): the matrix and a change of one cell. */
import { queryOptions, useMutation, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { CompetencyList, CompetencyRow } from '@helpdesk/shared/resources';
import type { CompetencyArea, CompetencyBody } from '@helpdesk/shared/schemas';

export const competenciesRoot = 'competencies';

export interface CompetencyFilters {
  area: CompetencyArea | null;
  min_level: number | null;
  sort: 'name' | CompetencyArea;
}

export const NO_FILTERS: CompetencyFilters = { area: null, min_level: null, sort: 'name' };

export const competencyListQuery = (filters: CompetencyFilters) =>
  queryOptions({
    queryKey: [competenciesRoot, filters] as const,
    queryFn: async ({ signal }) => {
      const params: Record<string, string | number> = { sort: filters.sort };
      if (filters.area && filters.min_level !== null) Object.assign(params, { area: filters.area, min_level: filters.min_level });
      return (await apiClient.get<CompetencyList>('/admin/competencies', { params, signal, silent: true })).data;
    },
    placeholderData: keepPreviousData,
  });

export function useSetCompetency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ agentId, ...body }: CompetencyBody & { agentId: number }) =>
      (await apiClient.put<{ data: CompetencyRow; message: string }>(`/admin/competencies/${agentId}`, body)).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [competenciesRoot] });
    },
  });
}
