/** `GET /api/client/ticket` and `…/counters` (server/API.md): own or company tickets, one page and the filter counts. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Paginated } from '@helpdesk/shared';
import type { ClientTicketFilter } from '@helpdesk/shared/enums';
import type { TicketRow } from '@helpdesk/shared/resources';

/** Whose tickets: the caller's own or (VIP) the whole company's. */
export type TicketScope = 'own' | 'company';

export interface TicketListParams {
  scope: TicketScope;
  filter: ClientTicketFilter;
  search: string;
  sort: string;
  page: number;
  perPage: number;
}

export async function fetchTicketList(params: TicketListParams, signal?: AbortSignal): Promise<Paginated<TicketRow>> {
  const { data } = await apiClient.get<Paginated<TicketRow>>('/client/ticket', {
    params: {
      filter: params.filter,
      scope: params.scope,
      ...(params.search ? { search: params.search } : {}),
      sort: params.sort,
      page: params.page,
      per_page: params.perPage,
    },
    signal,
    // The list shows its own error with a retry button.
    silent: true,
  });
  return data;
}

/** Under the tickets root, so the shell's real-time invalidations (company channel) refresh the list. */
export const ticketListQuery = (params: TicketListParams) =>
  queryOptions({
    queryKey: [queryRoots.tickets, 'client-list', params] as const,
    queryFn: ({ signal }) => fetchTicketList(params, signal),
    placeholderData: keepPreviousData,
  });

export const ticketCountersQuery = (scope: TicketScope) =>
  queryOptions({
    queryKey: [queryRoots.ticketCounters, 'client', scope] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: Record<ClientTicketFilter, number> }>('/client/ticket/counters', {
          params: { scope },
          signal,
          silent: true,
        })
      ).data.data,
  });
