/** `POST /api/admin/ticket` → 201 `{data: TicketDetail, message}`; `draft_id` removes the draft it came from. */
import { apiClient } from '@helpdesk/shared';
import type { TicketFormValues } from '../ticket-form-schema.ts';

export interface CreatedTicket {
  data: { id: number; fullid: string };
  message: string;
}

export async function createTicket(form: TicketFormValues, draftId: number | null): Promise<CreatedTicket> {
  const body = { ...form, ...(draftId ? { draft_id: draftId } : {}) };
  return (await apiClient.post<CreatedTicket>('/admin/ticket', body)).data;
}
