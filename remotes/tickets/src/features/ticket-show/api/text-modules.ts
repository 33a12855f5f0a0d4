/** The composer's text modules (server/API.md "Text modules"): what a ticket may offer, and one filled in for it. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Paginated, RenderedTextModule, TextModule } from '@helpdesk/shared/resources';

/** The most suggestions asked at once; typing more narrows them. */
export const SUGGESTIONS_MAX = 8;

/** The ticket's company's modules and the global ones matching `search` by name or shortcut. */
export const textModuleSuggestionsQuery = (ticketId: number, search: string) =>
  queryOptions({
    queryKey: [queryRoots.textModules, 'suggestions', ticketId, search] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<TextModule>>('/admin/text-modules', {
          params: { ticket_id: ticketId, per_page: SUGGESTIONS_MAX * 2, ...(search ? { search } : {}) },
          signal,
          silent: true,
        })
      ).data.data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The module's text with the ticket's data in its placeholders. */
export const renderTextModule = async (moduleId: number, ticketId: number) =>
  (await apiClient.post<{ data: RenderedTextModule }>(`/admin/text-modules/${moduleId}/render`, { ticket_id: ticketId })).data.data.body;
