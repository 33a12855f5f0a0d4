/**
 * Merge and split (server/API.md "Merge and split"): `POST /api/admin/ticket/{id}/merge {target_id}` answers the target,
 * `POST …/split {message_ids}` the new ticket; the picker searches the company's open tickets through the staff list
 * (`GET /api/admin/ticket?filter=not-resolved&company_id=…&search=…`), which matches a fullid exactly and subject words
 * by prefix.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots, toast, type Paginated } from '@helpdesk/shared';
import type { TicketDetail, TicketRow } from '@helpdesk/shared/resources';
import { refreshAfterChange } from './ticket-actions.ts';

interface WithMessage<T> {
  data: T;
  message: string;
}

/** How many candidates the picker offers at once: typing narrows them. */
export const MERGE_TARGETS_SHOWN = 10;

export async function mergeTicket(id: number, targetId: number) {
  // Silent: the dialog shows a refusal (another company, a merged target) under the picker.
  const { data } = await apiClient.post<WithMessage<TicketDetail>>(`/admin/ticket/${id}/merge`, { target_id: targetId }, { silent: true });
  return data;
}

export async function splitTicket(id: number, messageIds: number[]) {
  const { data } = await apiClient.post<WithMessage<TicketDetail>>(
    `/admin/ticket/${id}/split`,
    { message_ids: messageIds },
    { silent: true },
  );
  return data;
}

export async function fetchMergeTargets(companyId: number, search: string, signal?: AbortSignal): Promise<TicketRow[]> {
  const { data } = await apiClient.get<Paginated<TicketRow>>('/admin/ticket', {
    params: {
      filter: 'not-resolved',
      company_id: companyId,
      ...(search ? { search } : {}),
      sort: '-updated_at',
      per_page: MERGE_TARGETS_SHOWN + 1,
    },
    signal,
    silent: true,
  });
  return data.data;
}

export const mergeTargetsQuery = (companyId: number, search: string) =>
  queryOptions({
    queryKey: [queryRoots.tickets, 'merge-targets', companyId, search] as const,
    queryFn: ({ signal }) => fetchMergeTargets(companyId, search, signal),
    // The earlier candidates stay while the next search runs: the list does not flicker empty at each key.
    placeholderData: keepPreviousData,
  });

/** The company's open tickets matching `search`, without the ticket itself (nor a merged one: those are resolved). */
export function useMergeTargets(ticket: Pick<TicketDetail, 'id' | 'company'>, search: string, enabled: boolean) {
  const query = useQuery({ ...mergeTargetsQuery(ticket.company.id, search), enabled });
  const rows = (query.data ?? []).filter((row) => row.id !== ticket.id).slice(0, MERGE_TARGETS_SHOWN);
  return { ...query, rows };
}

/** The server's field message of a 422 (`target_id`, `message_ids`, `ticket`), else its message. */
export function refusalOf(error: unknown): string | null {
  const body = (error as { response?: { status?: number; data?: { message?: string; errors?: Record<string, string[]> } } }).response;
  if (body?.status !== 422) return null;
  const errors = body.data?.errors ?? {};
  return Object.values(errors).flat()[0] ?? body.data?.message ?? null;
}

/** Merge or split, then the lists refresh, the answer's ticket is in the cache, and `onDone` opens it. */
export function useMergeSplit<Input>(
  sourceId: number,
  run: (input: Input) => Promise<WithMessage<TicketDetail>>,
  onDone: (ticket: TicketDetail) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      toast.success(result.message);
      refreshAfterChange(queryClient, result.data.id, result.data);
      // The source changed too (a pointer now, or fewer messages).
      void queryClient.invalidateQueries({ queryKey: [queryRoots.tickets, 'detail', sourceId] });
      onDone(result.data);
    },
  });
}
