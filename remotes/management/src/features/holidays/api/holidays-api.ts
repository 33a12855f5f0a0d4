/** `/api/admin/holiday…` (server/API.md "Holidays"), keyed under `queryRoots.holidays`. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Holiday } from '@helpdesk/shared/resources';
import type { HolidayBody } from '@helpdesk/shared/schemas';

export const holidayListQuery = (year: number) =>
  queryOptions({
    queryKey: [queryRoots.holidays, 'list', year] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: Holiday[]; year: number }>('/admin/holiday', { params: { year }, signal, silent: true })).data.data,
    placeholderData: keepPreviousData,
  });

export const holidayQuery = (id: number) =>
  queryOptions({
    queryKey: [queryRoots.holidays, 'detail', id] as const,
    queryFn: async () => (await apiClient.get<{ data: Holiday }>(`/admin/holiday/${id}`, { silent: true })).data.data,
  });

type Saved = { data: Holiday; message: string };

/** A holiday changes deadlines and expected hours: holidays, leaves (their greyed days) and look-ups refresh. */
async function refresh(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all(
    [queryRoots.holidays, queryRoots.leaves, queryRoots.tickets, queryRoots.agentSummary].map((root) =>
      queryClient.invalidateQueries({ queryKey: [root] }),
    ),
  );
}

export function useSaveHoliday(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: HolidayBody) =>
      (id ? await apiClient.put<Saved>(`/admin/holiday/${id}`, body) : await apiClient.post<Saved>('/admin/holiday', body)).data,
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiClient.delete<{ message: string }>(`/admin/holiday/${id}`)).data,
    onSuccess: () => refresh(queryClient),
  });
}
