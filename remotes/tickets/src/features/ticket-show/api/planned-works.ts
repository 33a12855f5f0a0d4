/**
 * A ticket's planned works (server/API.md "Planned works"): the list with who planned and decided, and the
 * changes. Keyed under queryRoots.plannedWorks, so one invalidation after a change refreshes this list and the
 * shell's top-bar dropdown (`[planned-works, 'list']`) alike; the ticket is refetched for its tab count.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, errorStatus, queryRoots, toast } from '@helpdesk/shared';
import type { PlannedWorkCreateInput, PlannedWorkUpdateInput } from '@helpdesk/shared/schemas';
import type { PlannedWork } from '@helpdesk/shared/resources';
import { ticketDetailKey } from './ticket-detail.ts';

interface WithMessage<T> {
  data: T;
  message: string;
}

export const ticketPlannedWorksKey = (ticketId: number) => [queryRoots.plannedWorks, 'ticket', ticketId] as const;

export const ticketPlannedWorksQuery = (ticketId: number) =>
  queryOptions({
    queryKey: ticketPlannedWorksKey(ticketId),
    // Silent: the tab still lists the works the ticket itself carries when this call fails.
    queryFn: async () =>
      (await apiClient.get<{ data: PlannedWork[] }>(`/admin/ticket/${ticketId}/planned-works`, { silent: true })).data.data,
  });

export async function createPlannedWork(ticketId: number, input: PlannedWorkCreateInput) {
  return (await apiClient.post<WithMessage<PlannedWork>>(`/admin/ticket/${ticketId}/planned-works`, input)).data;
}

export async function updatePlannedWork(id: number, input: PlannedWorkUpdateInput) {
  return (await apiClient.put<WithMessage<PlannedWork>>(`/admin/planned-work/${id}`, input)).data;
}

export async function deletePlannedWork(id: number) {
  return (await apiClient.delete<{ message: string }>(`/admin/planned-work/${id}`)).data;
}

export type PlannedWorkDecision = 'accept' | 'reject';

export async function decidePlannedWork(id: number, decision: PlannedWorkDecision) {
  return (await apiClient.post<WithMessage<PlannedWork>>(`/admin/planned-work/${id}/${decision}`)).data;
}

/** The 409 of accept/reject (somebody decided first): the server's message and the work as it is now. */
export function decisionConflictOf(error: unknown): WithMessage<PlannedWork> | null {
  if (errorStatus(error) !== 409) return null;
  const body = (error as { response?: { data?: Partial<WithMessage<PlannedWork>> } }).response?.data;
  return body?.data ? { message: body.message ?? '', data: body.data } : null;
}

/**
 * A change to a planned work: toasts the server's message (spec §8), refreshes every planned-works list and the
 * ticket. A 409 shows the server's message and the work as it is now; other failures are the catalogue's.
 */
export function usePlannedWorkMutation<Input>(
  ticketId: number,
  mutationFn: (input: Input) => Promise<{ message: string }>,
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [queryRoots.plannedWorks] });
    void queryClient.invalidateQueries({ queryKey: ticketDetailKey(ticketId), exact: true });
  };
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      toast.success(result.message);
      refresh();
      onSuccess?.();
    },
    onError: (error) => {
      const conflict = decisionConflictOf(error);
      if (!conflict) return;
      toast.warning(conflict.message);
      refresh();
    },
  });
}
