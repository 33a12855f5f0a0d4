/** What the tickets module announces to the modules above it (they register in app.ts; platform/hooks.ts). */
import type { AppContext } from '../../app-context';
import { defineHook } from '../../platform/hooks';

export interface TicketResolved {
  ctx: AppContext;
  ticketId: number;
  /** The app's address the links in an e-mail start with (APP_URL, else the request's). */
  baseUrl: string;
}

/** An agent resolved a ticket (an edit or a reply that sets it resolved); the evaluations module invites a rating. */
export const ticketResolved = defineHook<[event: TicketResolved]>('tickets.resolved');

export interface TicketChanged {
  /** The unit of work the change is in: what reacts joins it. */
  ctx: AppContext;
  ticketId: number;
  kind: 'created' | 'updated';
  /** An e-mail brought the change (mail intake filed the ticket or the answer). */
  mail: boolean;
}

/**
 * A person or the system created or changed a ticket (an edit, an answer, a macro); the automation rules react. Not
 * emitted for a rule's own change: the rules' engine goes on with the other rules itself, so no rule re-triggers itself.
 */
export const ticketChanged = defineHook<[event: TicketChanged]>('tickets.changed');
