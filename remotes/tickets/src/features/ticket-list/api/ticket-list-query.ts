/** `GET /api/admin/ticket` (server/API.md "Ticket lists"): one page of a staff filter with its exact total. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots, type CompanyFilter } from '@helpdesk/shared';
import type { Paginated } from '@helpdesk/shared';
import type { TicketRow } from '@helpdesk/shared/resources';
import type { AdminTicketFilter, TicketSort } from '../../../lib/ticket-vocabulary.ts';

export interface TicketListParams {
  filter: AdminTicketFilter;
  company: CompanyFilter;
  search: string;
  sort: TicketSort;
  page: number;
  perPage: number;
}

export async function fetchTicketList(params: TicketListParams, signal?: AbortSignal): Promise<Paginated<TicketRow>> {
  const { data } = await apiClient.get<Paginated<TicketRow>>('/admin/ticket', {
    params: {
      filter: params.filter,
      ...(params.company === 'all' ? {} : { company_id: params.company }),
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

/** Under the tickets root, so the shell's real-time invalidations refresh the list. */
export const ticketListQuery = (params: TicketListParams) =>
  queryOptions({
    queryKey: [queryRoots.tickets, 'admin-list', params] as const,
    queryFn: ({ signal }) => fetchTicketList(params, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
