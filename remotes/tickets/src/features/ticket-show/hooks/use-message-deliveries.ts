/**
 * The ticket's deliveries by message, and a retry, for the thread's delivery lines (a hook; the view is DeliveryLines).
 * Live: the shell turns the server's TicketDeliveriesUpdated (an e-mail of this ticket sent or failed) into the bus
 * event `ticket:deliveries`, and the deliveries are read again; the query's slow poll is only the fallback.
 */
import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventBus, type TicketEvent } from '@helpdesk/shared';
import type { Delivery } from '@helpdesk/shared/resources';
import { ticketDeliveriesKey, useRetryDelivery, useTicketDeliveries } from '../api/deliveries.ts';

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
  const queryClient = useQueryClient();
  useEffect(() => {
    const handler = (event: TicketEvent) => {
      if (event.id === ticketId) void queryClient.invalidateQueries({ queryKey: ticketDeliveriesKey(ticketId) });
    };
    eventBus.on('ticket:deliveries', handler);
    return () => eventBus.off('ticket:deliveries', handler);
  }, [queryClient, ticketId]);
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
