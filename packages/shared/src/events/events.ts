/** Every event on the bus, with its payload: the contract between the shell and the remotes. */
import type { RemoteName } from '../federation/contract.ts';

export interface ApiErrorEvent {
  status: number;
  message: string;
  url: string;
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

export interface CountersEvent {
  unassignedEmails?: number;
  monitoringLogs?: number;
}

export interface RemoteStatusEvent {
  remote: RemoteName;
  status: 'loaded' | 'failed';
}

export type HelpdeskEvents = {
  'api:error': ApiErrorEvent;
  'notification:received': NotificationEvent;
  'ticket:created': TicketEvent;
  'ticket:updated': TicketEvent;
  'counters:updated': CountersEvent;
  'remote:status': RemoteStatusEvent;
};

export type HelpdeskEventName = keyof HelpdeskEvents;
