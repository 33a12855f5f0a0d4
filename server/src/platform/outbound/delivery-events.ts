/**
 * The outbox announces, through a hook (platform/hooks.ts), that e-mails of ticket messages reached an end — sent or
 * failed, by the sender or by a bounce — so the module that shows deliveries (modules/deliveries) tells the ticket
 * page. The platform only names the ticket messages; who may hear of which ticket is that module's business.
 */
import type { Broadcaster } from '../broadcasting/broadcaster';
import type { Db } from '../db/client';
import { defineHook } from '../hooks';

export interface TicketDeliveriesChanged {
  /** The ticket messages whose e-mails changed, each once. */
  ticketMessageIds: readonly number[];
  /**
   * The transaction the change was made in (a bounce filed by the mail intake), whose broadcaster holds what it
   * publishes until the commit; absent: the change is committed already.
   */
  within?: { db: Db; broadcaster: Broadcaster } | undefined;
}

export const ticketDeliveriesChanged = defineHook<[event: TicketDeliveriesChanged]>('outbox.ticket-deliveries-changed');
