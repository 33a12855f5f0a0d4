/** The ticket's deliveries by message, and a retry, for the thread's delivery lines (a hook; the view is DeliveryLines). */
import { useMemo } from 'react';
import type { Delivery } from '@helpdesk/shared/resources';
import { useRetryDelivery, useTicketDeliveries } from '../api/deliveries.ts';

export interface MessageDeliveriesView {
  /** The deliveries of one message; empty when it was not mailed (or they have not loaded yet). */
  of(ticketMessageId: number): Delivery[];
  failedToLoad: boolean;
  reload(): void;
  retry(outboxId: number): void;
  /** The row a retry is on its way for. */
  retrying: number | null;
}

const NONE: Delivery[] = [];

export function useMessageDeliveries(ticketId: number): MessageDeliveriesView {
  const query = useTicketDeliveries(ticketId);
  const retry = useRetryDelivery(ticketId);
  const byMessage = useMemo(() => new Map((query.data ?? []).map((group) => [group.ticket_message_id, group.deliveries])), [query.data]);
  return {
    of: (ticketMessageId) => byMessage.get(ticketMessageId) ?? NONE,
    // Once loaded, a failed refetch keeps the last known state on screen rather than a warning.
    failedToLoad: query.isError && !query.data,
    reload: () => void query.refetch(),
    retry: (outboxId) => retry.mutate(outboxId),
    retrying: retry.isPending ? (retry.variables ?? null) : null,
  };
}
