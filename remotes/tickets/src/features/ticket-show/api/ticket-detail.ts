/**
 * GET /api/admin/ticket/{id} (server/API.md "One ticket"): the staff view of one ticket, trashed ones too.
 * Keyed under queryRoots.tickets, so the shell's invalidation on a company-channel ticket event refreshes it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, errorStatus, queryRoots } from '@helpdesk/shared';
import type { TicketDetail } from '@helpdesk/shared/resources';

export const ticketDetailKey = (id: number) => [queryRoots.tickets, 'detail', id] as const;

export async function fetchTicketDetail(id: number): Promise<TicketDetail> {
  // The screen shows its own not-found and error states: no catalogue toast.
  const { data } = await apiClient.get<{ data: TicketDetail }>(`/admin/ticket/${id}`, { silent: true });
  return data.data;
}

export const ticketDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ticketDetailKey(id),
    queryFn: () => fetchTicketDetail(id),
    // A 404 stays a 404; a network hiccup is worth one more try.
    retry: (count, error) => count < 1 && errorStatus(error) !== 404 && errorStatus(error) !== 403,
  });

export function useTicketDetail(id: number) {
  return useQuery({ ...ticketDetailQuery(id), enabled: id > 0 });
}
