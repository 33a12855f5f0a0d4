/** What a client does to tickets: create, attach files, reply, close as resolved (server/API.md). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import { attachmentsExpected, type ClientTicketCreateInput } from '@helpdesk/shared/schemas';
import type { Resource } from '@helpdesk/shared';
import { evaluationQuery } from './evaluation-api.ts';
import { ticketDetailQuery } from './ticket-detail.ts';
import type { Attachment, ClientTicketDetail as TicketDetail } from '@helpdesk/shared/resources';

export async function createTicket(body: ClientTicketCreateInput): Promise<Resource<TicketDetail>> {
  // Field errors (422) go under the fields; the form says so itself.
  return (await apiClient.post<Resource<TicketDetail>>('/client/ticket', body, { silent: true })).data;
}

export async function uploadAttachment(ticketId: number, file: File, messageId?: number): Promise<Attachment> {
  const form = new FormData();
  if (messageId) form.append('message_id', String(messageId));
  form.append('file', file);
  return (await apiClient.post<Resource<Attachment>>(`/client/ticket/${ticketId}/attachments`, form)).data.data;
}

/** Uploads one after another; the names of the files that failed (each failure is toasted by the shell). */
export async function uploadAll(ticketId: number, files: File[], messageId?: number): Promise<string[]> {
  const failed: string[] = [];
  for (const file of files) {
    try {
      await uploadAttachment(ticketId, file, messageId);
    } catch {
      failed.push(file.name);
    }
  }
  return failed;
}

/** `files`: how many files are uploaded to the answer next (uploadAll); its e-mails wait for them. */
export async function replyToTicket(ticketId: number, body: string, version: number, files = 0) {
  const announced = files ? { attachments_expected: attachmentsExpected(files) } : {};
  return (
    await apiClient.post<Resource<TicketDetail> & { message_id: number }>(`/client/ticket/${ticketId}/reply`, {
      body,
      version,
      ...announced,
    })
  ).data;
}

export async function closeTicket(ticketId: number, version: number) {
  return (await apiClient.post<Resource<TicketDetail>>(`/client/ticket/${ticketId}/close`, { version })).data;
}

/** The ticket lists and the menu's counters after a client's ticket changed. */
function useRefreshTickets() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [queryRoots.tickets] });
    void queryClient.invalidateQueries({ queryKey: [queryRoots.ticketCounters] });
  };
}

/** Files a ticket and uploads its files (the names that failed come back); then refreshes the lists and counters. */
export function useCreateTicket() {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: async ({ body, files }: { body: ClientTicketCreateInput; files: File[] }) => {
      const created = await createTicket(body);
      return { created, failed: await uploadAll(created.data.id, files) };
    },
    onSuccess: refresh,
  });
}

/** Refreshes the lists and counters after a reply (ReplyBox's onSent). */
export const useTicketsRefresh = useRefreshTickets;

/** Closes a ticket as resolved: the answer becomes the ticket shown, its rating is asked for; the lists and counters refresh either way. */
export function useCloseTicket(ticketId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: (version: number) => closeTicket(ticketId, version),
    onSuccess: (answer) => {
      queryClient.setQueryData(ticketDetailQuery(ticketId).queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: evaluationQuery(ticketId).queryKey });
    },
    onSettled: refresh,
  });
}
