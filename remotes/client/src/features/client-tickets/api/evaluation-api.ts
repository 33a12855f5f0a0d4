/** `GET/POST /api/client/ticket/{id}/evaluation` (server/API.md "Evaluations"). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Evaluation, EvaluationInput } from '@helpdesk/shared/schemas';

export const evaluationQuery = (ticketId: number) =>
  queryOptions({
    queryKey: [queryRoots.tickets, 'client-evaluation', ticketId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: Evaluation | null; can_rate: boolean }>(`/client/ticket/${ticketId}/evaluation`, {
          signal,
          silent: true,
        })
      ).data,
  });

export async function rateTicket(ticketId: number, values: EvaluationInput) {
  const body = { rating: values.rating, reason: values.reason ?? null, comment: values.comment || null };
  return (await apiClient.post<{ data: Evaluation; message: string }>(`/client/ticket/${ticketId}/evaluation`, body, { silent: true }))
    .data;
}

/** Rates a resolved ticket; the answer becomes the ticket's evaluation, with no further rating asked. */
export function useRateTicket(ticketId: number, on: { onRated: (message: string) => void; onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: EvaluationInput) => rateTicket(ticketId, values),
    onSuccess: (answer) => {
      on.onRated(answer.message);
      queryClient.setQueryData(evaluationQuery(ticketId).queryKey, { data: answer.data, can_rate: false });
    },
    onError: on.onFailed,
  });
}
