/**
 * Whether somebody else changed the open ticket since the agent looked: the shell turns the company channel's
 * TicketUpdated into a bus event (never for the agent's own changes: their socket is excluded) and refetches.
 */
import { useEffect, useState } from 'react';
import { eventBus, type TicketEvent } from '@helpdesk/shared';

export function useUpdatedElsewhere(ticketId: number) {
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    const handler = (event: TicketEvent) => {
      if (event.id === ticketId) setUpdated(true);
    };
    eventBus.on('ticket:updated', handler);
    return () => eventBus.off('ticket:updated', handler);
  }, [ticketId]);
  return { updated, dismiss: () => setUpdated(false) };
}
