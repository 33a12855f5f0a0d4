/** `/api/admin/client…` (server/API.md "Client people"): client people of the companies the agent may see. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, companyPeopleKey, queryRoots } from '@helpdesk/shared';
import type { ClientPerson, Paginated, Resource } from '@helpdesk/shared/resources';
import type { ClientBody, ClientListState } from '@helpdesk/shared/schemas';
import type { ClientRole } from '@helpdesk/shared/permissions';

export interface ClientListParams {
  search: string;
  company: number | null;
  role: ClientRole | null;
  state: ClientListState;
  page: number;
  perPage: number;
}

export const clientListQuery = (params: ClientListParams) =>
  queryOptions({
    queryKey: [queryRoots.clients, 'list', params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<ClientPerson>>('/admin/client', {
          params: {
            ...(params.search ? { search: params.search } : {}),
            ...(params.company ? { company_id: params.company } : {}),
            ...(params.role ? { role: params.role } : {}),
            ...(params.state === 'deleted' ? { state: 'deleted' } : {}),
            page: params.page,
            per_page: params.perPage,
          },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const clientQuery = (id: number) =>
  queryOptions({
    queryKey: [queryRoots.clients, 'one', id] as const,
    queryFn: async ({ signal }) => (await apiClient.get<Resource<ClientPerson>>(`/admin/client/${id}`, { signal, silent: true })).data.data,
    retry: false,
  });

/** After a change: every client query and the people look-ups (the ticket form's requester choice). */
function useRefreshPeople() {
  const queryClient = useQueryClient();
  return (companyIds: number[]) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [queryRoots.clients] }),
      ...companyIds.map((id) => queryClient.invalidateQueries({ queryKey: companyPeopleKey(id) })),
    ]);
}

/** Creates (id null) or updates a person; field errors (422) are the form's to show. */
export function useSaveClient(id: number | null) {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async (body: ClientBody) =>
      (id === null
        ? await apiClient.post<Resource<ClientPerson>>('/admin/client', body, { silent: true })
        : await apiClient.put<Resource<ClientPerson>>(`/admin/client/${id}`, body, { silent: true })
      ).data,
    onSuccess: (answer, body) => refresh([body.company_id, answer.data.company.id]),
  });
}

/** Deletes or restores a person. */
export function useClientTrash() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async ({ id, restore }: { id: number; restore: boolean }) =>
      (restore
        ? await apiClient.post<Resource<ClientPerson>>(`/admin/client/${id}/restore`)
        : await apiClient.delete<Resource<ClientPerson>>(`/admin/client/${id}`)
      ).data,
    onSuccess: (answer) => refresh([answer.data.company.id]),
  });
}
