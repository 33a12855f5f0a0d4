/**
 * Everything an agent does on the ticket page (server/API.md "Changing", "Time reports", "Attachments"). Each call
 * answers with the spec §8 text in `message`, which is what the success toast shows. Changes carry the `version`
 * the agent saw; a 409 answer carries the current ticket instead (`conflictOf`).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, errorStatus, queryRoots, toast } from '@helpdesk/shared';
import type { TicketReplyInput, TicketUpdateInput, TimeReportInput } from '@helpdesk/shared/schemas';
import type { Attachment, TicketDetail, TimeReport } from '@helpdesk/shared/resources';
import { ticketDetailKey } from './ticket-detail.ts';

export type TicketChanges = Omit<TicketUpdateInput, 'version'>;

interface WithMessage<T> {
  data: T;
  message: string;
}

export async function changeTicket(id: number, version: number, changes: TicketChanges) {
  const { data } = await apiClient.patch<WithMessage<TicketDetail>>(`/admin/ticket/${id}`, { ...changes, version });
  return data;
}

export async function replyToTicket(id: number, input: TicketReplyInput) {
  const { data } = await apiClient.post<WithMessage<TicketDetail> & { message_id: number }>(`/admin/ticket/${id}/reply`, input);
  return data;
}

export async function addNote(id: number, body: string) {
  const { data } = await apiClient.post<WithMessage<{ id: number; body: string; created_at: string }>>(`/admin/ticket/${id}/notes`, {
    body,
  });
  return data;
}

export async function updateCc(id: number, version: number, userIds: number[]) {
  const { data } = await apiClient.put<WithMessage<TicketDetail>>(`/admin/ticket/${id}/cc`, { user_ids: userIds, version });
  return data;
}

export async function trashTicket(id: number) {
  const { data } = await apiClient.delete<WithMessage<TicketDetail>>(`/admin/ticket/${id}`);
  return data;
}

export async function restoreTicket(id: number) {
  const { data } = await apiClient.post<WithMessage<TicketDetail>>(`/admin/ticket/${id}/restore`);
  return data;
}

export async function addTimeReport(id: number, input: TimeReportInput) {
  // Silent: the form places a refusal under its field (a closed month under the day); other failures it toasts.
  const { data } = await apiClient.post<WithMessage<TimeReport>>(`/admin/ticket/${id}/time-reports`, input, { silent: true });
  return data;
}

/** Corrects a report; a rejected one returns to the acceptance queue. */
export async function updateTimeReport(id: number, reportId: number, input: TimeReportInput) {
  const { data } = await apiClient.put<WithMessage<TimeReport>>(`/admin/ticket/${id}/time-reports/${reportId}`, input, { silent: true });
  return data;
}

export async function deleteTimeReport(id: number, reportId: number) {
  // Silent: a refusal (422, e.g. a closed month) is told by the caller with the server's own message.
  const { data } = await apiClient.delete<{ message: string }>(`/admin/ticket/${id}/time-reports/${reportId}`, { silent: true });
  return data;
}

export async function uploadAttachment(id: number, file: File, messageId?: number) {
  const form = new FormData();
  if (messageId) form.append('message_id', String(messageId));
  form.append('file', file);
  const { data } = await apiClient.post<WithMessage<Attachment>>(`/admin/ticket/${id}/attachments`, form);
  return data;
}

/** The 409 answer of a stale save: the server's message and the ticket as it is now. */
export interface Conflict {
  message: string;
  current: TicketDetail;
}

export function conflictOf(error: unknown): Conflict | null {
  if (errorStatus(error) !== 409) return null;
  const body = (error as { response?: { data?: { message?: string; data?: TicketDetail } } }).response?.data;
  return body?.data ? { message: body.message ?? '', current: body.data } : null;
}

/**
 * After a change of mine: show the ticket the server answered with (or refetch it), and refresh the lists,
 * counters and badges that the shell would refresh for anybody else's change (my own socket gets no event).
 */
export function refreshAfterChange(queryClient: QueryClient, id: number, detail?: TicketDetail): void {
  const key = ticketDetailKey(id);
  if (detail) queryClient.setQueryData(key, detail);
  void queryClient.invalidateQueries({
    queryKey: [queryRoots.tickets],
    predicate: (query) => !detail || JSON.stringify(query.queryKey) !== JSON.stringify(key),
  });
  for (const root of [queryRoots.ticketCounters, queryRoots.menuBadges, queryRoots.agentSummary]) {
    void queryClient.invalidateQueries({ queryKey: [root] });
  }
}

/**
 * A mutation on the ticket page: toasts the server's message, shows the answer's ticket, and hands a 409 to
 * `onConflict` with the current ticket already on screen.
 */
export function useTicketMutation<Input, Result extends { message: string; data?: unknown }>(
  id: number,
  mutationFn: (input: Input) => Promise<Result>,
  options: {
    returnsDetail?: boolean;
    onSuccess?: (result: Result, input: Input) => void;
    onConflict?: (conflict: Conflict, input: Input) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, input) => {
      toast.success(result.message);
      refreshAfterChange(queryClient, id, options.returnsDetail ? (result.data as TicketDetail) : undefined);
      options.onSuccess?.(result, input);
    },
    onError: (error, input) => {
      const conflict = conflictOf(error);
      if (!conflict) return;
      queryClient.setQueryData(ticketDetailKey(id), conflict.current);
      options.onConflict?.(conflict, input);
    },
  });
}
