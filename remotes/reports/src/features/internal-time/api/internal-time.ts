/** `/api/admin/internal-time…` (server/API.md "Internal time"). A change also refreshes the agent's missing hours. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { INTERNAL_TIME_CATEGORIES } from '@helpdesk/shared/enums';
import type { InternalTime, InternalTimePage } from '@helpdesk/shared/resources';
import type { InternalTimeBody } from '@helpdesk/shared/schemas';

export const internalTimeRoot = 'internal-time';

export type InternalTimeCategory = (typeof INTERNAL_TIME_CATEGORIES)[number];

export interface InternalTimeFilters {
  /** `YYYY-MM` */
  month: string;
  agent_id: number | null;
  category: InternalTimeCategory | null;
}

/** The first and last day of a `YYYY-MM` month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** One page of the entries with the total minutes of every page (server pagination with the exact total). */
export const internalTimeListQuery = (filters: InternalTimeFilters, page: { page: number; perPage: number }) =>
  queryOptions({
    queryKey: [internalTimeRoot, 'list', filters, page] as const,
    queryFn: async ({ signal }) => {
      const params: Record<string, string | number> = { ...monthRange(filters.month), page: page.page, per_page: page.perPage };
      if (filters.agent_id) params.agent_id = filters.agent_id;
      if (filters.category) params.category = filters.category;
      return (await apiClient.get<InternalTimePage>('/admin/internal-time', { params, signal, silent: true })).data;
    },
    placeholderData: keepPreviousData,
  });

type Saved = { data: InternalTime; message: string };

async function refresh(queryClient: ReturnType<typeof useQueryClient>) {
  await queryClient.invalidateQueries({ queryKey: [internalTimeRoot] });
  // The summary panel's hours and missing days count internal time.
  await queryClient.invalidateQueries({ queryKey: [queryRoots.agentSummary] });
}

export function useSaveInternalTime(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InternalTimeBody) =>
      (id
        ? await apiClient.put<Saved>(`/admin/internal-time/${id}`, body, { silent: true })
        : await apiClient.post<Saved>('/admin/internal-time', body, { silent: true })
      ).data,
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteInternalTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiClient.delete<{ message: string }>(`/admin/internal-time/${id}`)).data,
    onSuccess: () => refresh(queryClient),
  });
}
