/** `POST /api/admin/ticket` → 201 `{data: TicketDetail, message}`; `draft_id` removes the draft it came from. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { TicketFormValues } from '../lib/ticket-form-schema.ts';

export interface CreatedTicket {
  data: { id: number; fullid: string };
  message: string;
}

export async function createTicket(form: TicketFormValues, draftId: number | null): Promise<CreatedTicket> {
  const body = { ...form, ...(draftId ? { draft_id: draftId } : {}) };
  return (await apiClient.post<CreatedTicket>('/admin/ticket', body)).data;
}

/** Files the ticket (removing its draft); the ticket lists, counters, menu badges and drafts refresh. */
export function useCreateTicket(
  draftId: number | null,
  on: { onCreated: (answer: CreatedTicket) => void; onFailed: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TicketFormValues) => createTicket(form, draftId),
    onSuccess: (answer) => {
      for (const root of [queryRoots.tickets, queryRoots.ticketCounters, queryRoots.menuBadges, queryRoots.drafts])
        void queryClient.invalidateQueries({ queryKey: [root] });
      on.onCreated(answer);
    },
    onError: on.onFailed,
  });
}
