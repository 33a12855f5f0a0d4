/** The agent's ticket drafts (server/API.md "Drafts"): read one, save the whole form into `payload`. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { TicketFormInput } from '../lib/ticket-form-schema.ts';

export interface TicketDraft {
  id: number;
  company_id: number | null;
  subject: string;
  payload: Record<string, unknown>;
  truncatedSubject: string;
  created_at: string;
  updated_at: string;
}

export const ticketDraftQuery = (id: number) =>
  queryOptions({
    queryKey: ['ticket-draft', id] as const,
    // A missing draft (deleted, or another agent's) is shown on the form, not toasted.
    queryFn: async () => (await apiClient.get<{ data: TicketDraft }>(`/admin/ticket-drafts/${id}`, { silent: true })).data.data,
    staleTime: 0,
    gcTime: 0,
  });

/** Creates the draft, or updates it when it has an id; answers the server's draft and message. */
export async function saveTicketDraft(id: number | null, form: TicketFormInput): Promise<{ data: TicketDraft; message: string }> {
  const body = { company_id: form.company_id, subject: form.subject.trim().slice(0, 255), payload: form };
  const response = id
    ? await apiClient.put<{ data: TicketDraft; message: string }>(`/admin/ticket-drafts/${id}`, body)
    : await apiClient.post<{ data: TicketDraft; message: string }>('/admin/ticket-drafts', body);
  return response.data;
}

/** Saves the form into the draft (a new one while `id` is null); the shell's drafts bar refreshes. */
export function useSaveTicketDraft(
  id: number | null,
  on: { onSaved: (answer: { data: TicketDraft; message: string }) => void; onFailed: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TicketFormInput) => saveTicketDraft(id, form),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.drafts] });
      on.onSaved(answer);
    },
    onError: on.onFailed,
  });
}
