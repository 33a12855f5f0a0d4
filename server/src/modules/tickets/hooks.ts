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
