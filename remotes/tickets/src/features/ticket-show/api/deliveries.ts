/**
 * What became of the e-mails each message of a ticket was sent as (server/API.md "Deliveries"), and a retry of a
 * failed one. Keyed under the ticket's detail key: the shell's invalidation on the company channel's ticket events
 * and `refreshAfterChange` after my own reply refresh it with the ticket; a sent or failed e-mail is heard live
 * (useMessageDeliveries, on the bus event `ticket:deliveries`); while anything waits a slow poll is the fallback (a
 * retry put off by a busy mail server is not announced, and a socket can be down).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, errorStatus, toast } from '@helpdesk/shared';
import type { Delivery, MessageDeliveries } from '@helpdesk/shared/resources';
import { ticketDetailKey } from './ticket-detail.ts';

/** How often the deliveries are asked for again while a message still waits to go out, should no event come. */
export const DELIVERY_POLL_MS = 60_000;

export const ticketDeliveriesKey = (ticketId: number) => [...ticketDetailKey(ticketId), 'deliveries'] as const;

export const isWaiting = (delivery: Delivery) => delivery.status === 'queued' || delivery.status === 'sending';

export async function fetchTicketDeliveries(ticketId: number): Promise<MessageDeliveries[]> {
  // Silent: the thread shows its own line when this fails; the messages stay readable.
  const { data } = await apiClient.get<{ data: MessageDeliveries[] }>(`/admin/ticket/${ticketId}/deliveries`, { silent: true });
  return data.data;
}

export const ticketDeliveriesQuery = (ticketId: number) =>
  queryOptions({
    queryKey: ticketDeliveriesKey(ticketId),
    queryFn: () => fetchTicketDeliveries(ticketId),
    refetchInterval: (query) => (query.state.data?.some((group) => group.deliveries.some(isWaiting)) ? DELIVERY_POLL_MS : false),
  });

export function useTicketDeliveries(ticketId: number) {
  return useQuery(ticketDeliveriesQuery(ticketId));
}

interface RetryAnswer {
  data: Delivery;
  message: string;
}

export async function retryDelivery(outboxId: number): Promise<RetryAnswer> {
  return (await apiClient.post<RetryAnswer>(`/admin/outbox/${outboxId}/retry`)).data;
}

/** The 409 of a retry (sent meanwhile, or someone retried first): the server's message. */
function notFailedMessage(error: unknown): string | null {
  if (errorStatus(error) !== 409) return null;
  return (error as { response?: { data?: { message?: string } } }).response?.data?.message ?? null;
}

/** Retry: the server's message as a toast, a 409's as a warning; either way the deliveries are read again. */
export function useRetryDelivery(ticketId: number) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ticketDeliveriesKey(ticketId) });
  return useMutation({
    mutationFn: retryDelivery,
    onSuccess: (answer) => {
      toast.success(answer.message);
      refresh();
    },
    onError: (error) => {
      const message = notFailedMessage(error);
      if (message === null) return;
      toast.warning(message);
      refresh();
    },
  });
}
