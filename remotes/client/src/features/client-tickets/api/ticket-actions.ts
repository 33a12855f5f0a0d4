/** What a client does to tickets: create, attach files, reply, close as resolved (server/API.md). */
import { apiClient } from '@helpdesk/shared';
import type { ClientTicketCreateInput } from '@helpdesk/shared/schemas';
import type { Resource } from '@helpdesk/shared';
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

export async function replyToTicket(ticketId: number, body: string, version: number) {
  return (await apiClient.post<Resource<TicketDetail> & { message_id: number }>(`/client/ticket/${ticketId}/reply`, { body, version })).data;
}

export async function closeTicket(ticketId: number, version: number) {
  return (await apiClient.post<Resource<TicketDetail>>(`/client/ticket/${ticketId}/close`, { version })).data;
}
