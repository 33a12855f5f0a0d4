/**
 * `/api/admin/unassigned-email…` (server/API.md "Unassigned e-mails"). Keys sit under the counters root: the
 * shell invalidates it when the counters channel says the unread count changed, so a new e-mail shows at once.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Paginated, UnassignedEmail, UnassignedEmailDetail } from '@helpdesk/shared/resources';

export interface UnassignedListParams {
  filter: 'all' | 'unread';
  page: number;
  search: string;
}

export const PER_PAGE = 20;
const root = [queryRoots.counters, 'unassigned-email-list'] as const;

export const unassignedListQuery = (params: UnassignedListParams) =>
  queryOptions({
    queryKey: [...root, params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<UnassignedEmail>>('/admin/unassigned-email', {
          params: { filter: params.filter, page: params.page, per_page: PER_PAGE, ...(params.search ? { search: params.search } : {}) },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const unassignedDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...root, 'detail', id] as const,
    queryFn: async () => (await apiClient.get<{ data: UnassignedEmailDetail }>(`/admin/unassigned-email/${id}`)).data.data,
  });

export const setUnassignedRead = async (id: number, read: boolean) =>
  apiClient.post(`/admin/unassigned-email/${id}/${read ? 'read' : 'unread'}`);

export interface ToTicketInput {
  company_id: number;
  priority: string;
  type: string;
}

export const unassignedToTicket = async (id: number, input: ToTicketInput) =>
  (
    await apiClient.post<{ data: { ticket: { id: number; fullid: string } }; message: string }>(
      `/admin/unassigned-email/${id}/ticket`,
      input,
    )
  ).data;

export const attachUnassigned = async (id: number, ticketId: number) =>
  (
    await apiClient.post<{ data: { ticket: { id: number; fullid: string } }; message: string }>(`/admin/unassigned-email/${id}/attach`, {
      ticket_id: ticketId,
    })
  ).data;

export const deleteUnassigned = async (id: number) => apiClient.delete(`/admin/unassigned-email/${id}`);

/** The mutations of unassigned e-mails. Each refreshes the counters root (the lists live under it); those that make or change a ticket refresh the tickets too. */
function useIntakeMutation<V, R>(mutationFn: (variables: V) => Promise<R>, tickets: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [queryRoots.counters] });
      if (tickets) await queryClient.invalidateQueries({ queryKey: [queryRoots.tickets] });
    },
  });
}

export const useSetUnassignedRead = () =>
  useIntakeMutation(({ id, read }: { id: number; read: boolean }) => setUnassignedRead(id, read), false);
export const useDeleteUnassigned = () => useIntakeMutation((id: number) => deleteUnassigned(id), false);
export const useUnassignedToTicket = (id: number) => useIntakeMutation((input: ToTicketInput) => unassignedToTicket(id, input), true);
export const useAttachUnassigned = (id: number) => useIntakeMutation((ticketId: number) => attachUnassigned(id, ticketId), true);
