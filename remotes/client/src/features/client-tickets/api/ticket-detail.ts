/** `GET /api/client/ticket/{id}`: the public thread of one ticket (never notes, time or history). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Resource } from '@helpdesk/shared';
import type { ClientTicketDetail as TicketDetail } from '@helpdesk/shared/resources';

/**
 * Not silent: a ticket of someone else (or a guessed id) answers 404 and the shell toasts the spec §8 text; the
 * page shows its own "not found" state too. Under the tickets root: an agent's reply refreshes it live.
 */
export const ticketDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [queryRoots.tickets, 'client-detail', id] as const,
    queryFn: async ({ signal }) => (await apiClient.get<Resource<TicketDetail>>(`/client/ticket/${id}`, { signal })).data.data,
    retry: false,
  });
