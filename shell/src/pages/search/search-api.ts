/**
 * The global search's calls (`GET /api/admin/search`, server/API.md "Search"): the grouped answer the top bar shows
 * while typing and one group's page for the results page, each as query options next to its fetcher. React Query
 * hands the fetcher an abort signal, so an answer to text typed over is cancelled, not waited for.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, paths, queryRoots, SEARCH_MIN_LENGTH, SEARCH_PAGE_SIZE } from '@helpdesk/shared';
import type { SearchType } from '@helpdesk/shared/enums';
import type { Paginated, SearchHit, SearchResult } from '@helpdesk/shared/resources';

/** Whether the text is long enough to search (the server refuses less). */
export const searchable = (q: string) => q.trim().length >= SEARCH_MIN_LENGTH;

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: [queryRoots.search, q.trim()] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: SearchResult }>('/admin/search', { params: { q: q.trim() }, signal })).data.data,
    enabled: searchable(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const searchPageQuery = (q: string, type: SearchType, page: number) =>
  queryOptions({
    queryKey: [queryRoots.search, q.trim(), type, page] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<SearchHit>>('/admin/search', {
          params: { q: q.trim(), type, page, per_page: SEARCH_PAGE_SIZE },
          signal,
        })
      ).data,
    enabled: searchable(q),
    placeholderData: keepPreviousData,
  });

/** The page a hit opens: the ticket, the company's form, the device, the client's form or an agent's profile, the project. */
export function hitPath(hit: SearchHit): string {
  switch (hit.type) {
    case 'tickets':
      return paths.staff.ticketShow(hit.id);
    case 'companies':
      return paths.staff.company.edit(hit.id);
    case 'devices':
      return paths.staff.asset.edit(hit.id);
    case 'people':
      // An agent has no client company (the server's hit says so).
      return hit.company ? paths.staff.client.edit(hit.id) : paths.staff.profile(hit.id);
    case 'projects':
      return paths.staff.project.show(hit.id);
  }
}
