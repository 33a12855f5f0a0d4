/** Every event on the bus, with its payload: the contract between the shell and the remotes. */
import type { RemoteName } from '../federation/contract.ts';

export interface ApiErrorEvent {
  /** 0 when no answer arrived (network down). */
  status: number;
  message: string;
  url: string;
  /** A staff call refused until the SMS code is confirmed. */
  twoFactor?: boolean;
  /** The caller shows its own message (no toast). */
  silent?: boolean;
  /** The server's X-Request-Id, to quote in an error report (it names the request in the server's logs). */
  requestId?: string;
}

export interface NotificationEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

export interface TicketEvent {
  id: number;
  companyId: number;
}

/** A signal only: the counters changed somewhere; whoever shows them refetches their own through the API. */
export type CountersEvent = Record<string, never>;

export interface RemoteStatusEvent {
  remote: RemoteName;
  status: 'loaded' | 'failed';
}

export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

/** A toast request; the shell renders it (2 600 ms bottom-right, or 8 000 ms top-right for live events). */
export interface ToastEvent {
  intent: ToastIntent;
  body: string;
  title?: string;
  /** Live-event notifications (spec §9): longer and top-right. */
  live?: boolean;
  /** Where clicking the toast goes, if anywhere. */
  href?: string;
}

/** An agent created, changed, deleted or restored (`App\\Events\\AgentUpdated`). */
export interface AgentChangedEvent {
  id: number;
  action: 'created' | 'updated' | 'deleted' | 'restored';
}

export type HelpdeskEvents = {
  toast: ToastEvent;
  'api:error': ApiErrorEvent;
  'notification:received': NotificationEvent;
  'ticket:created': TicketEvent;
  'ticket:updated': TicketEvent;
  /** E-mails of the ticket's messages were sent or failed (`App\\Events\\TicketDeliveriesUpdated`, staff only). */
  'ticket:deliveries': TicketEvent;
  'counters:updated': CountersEvent;
  'agent:changed': AgentChangedEvent;
  'remote:status': RemoteStatusEvent;
};

export type HelpdeskEventName = keyof HelpdeskEvents;
