/** `/api/admin/leave…` (server/API.md "Leaves"), keyed under `queryRoots.leaves`. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Leave } from '@helpdesk/shared/resources';
import type { LeaveBody } from '@helpdesk/shared/schemas';

export interface LeaveRange {
  data: Leave[];
  holidays: { date: string; name: string }[];
}

/** The leaves touching `from`…`to` (whole days, inclusive) and that range's holidays. */
export const leaveRangeQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [queryRoots.leaves, 'range', from, to] as const,
    queryFn: async ({ signal }) => (await apiClient.get<LeaveRange>('/admin/leave', { params: { from, to }, signal, silent: true })).data,
    placeholderData: keepPreviousData,
  });

type Saved = { data: Leave; message: string };

/** A leave changes the calendar, the agents' "on leave" flag and their expected hours. */
async function refresh(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all(
    [queryRoots.leaves, queryRoots.lookups, queryRoots.agentSummary].map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
  );
}

export function useSaveLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: LeaveBody }) =>
      (id ? await apiClient.put<Saved>(`/admin/leave/${id}`, body) : await apiClient.post<Saved>('/admin/leave', body)).data,
    onSuccess: () => refresh(queryClient),
  });
}

export function useAcceptLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiClient.post<Saved>(`/admin/leave/${id}/accept`)).data,
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiClient.delete<{ message: string }>(`/admin/leave/${id}`)).data,
    onSuccess: () => refresh(queryClient),
  });
}
