/**
 * Which cached queries each broadcast makes stale: the one table the real-time layer reads (use-realtime.ts).
 * Entries are query-key prefixes (react-query invalidates every query whose key starts with one), built from
 * @helpdesk/shared's queryRoots, so a remote keying its queries under a root is refreshed with it.
 */
import { companyPeopleKey, queryRoots, type BROADCAST_EVENTS } from '@helpdesk/shared';

export type QueryKeyPrefix = readonly (string | number)[];

/** `App\Events\TicketCreated` / `TicketUpdated` (server/API.md "Real time"). */
export interface TicketEventPayload {
  id: number;
  companyId: number;
  fullid: string;
  subject: string;
  status: string;
}

/** `App\Events\TicketDeliveriesUpdated`, on the staff's own channels (server/API.md "Real time"). */
export interface TicketDeliveriesEventPayload {
  ticketId: number;
  companyId: number;
}

/** `App\Events\PlannedWorkUpdated`, on the staff's own channels (server/API.md "Real time"). */
export interface PlannedWorkEventPayload {
  id: number;
  ticketId: number;
  companyId: number;
  status: string;
  action: 'created' | 'updated' | 'deleted' | 'accepted' | 'rejected';
  updatedAt: string;
}

/** `App\\Events\\AgentUpdated`, on the staff's own channels (server/API.md "Real time"). */
export interface AgentEventPayload {
  id: number;
  action: 'created' | 'updated' | 'deleted' | 'restored';
}

/** `App\Events\ClientUpdated`, on the staff's own channels (server/API.md "Real time"). */
export interface ClientEventPayload {
  id: number | null;
  companyId: number;
  action: 'created' | 'updated' | 'deleted' | 'restored' | 'imported';
}

/** `App\Events\CompanyUpdated`, on the staff's own channels (server/API.md "Companies"). */
export interface CompanyEventPayload {
  id: number;
  action: 'created' | 'updated';
  updatedAt: string;
}

interface EventPayloads {
  notification: unknown;
  countersUpdated: unknown;
  ticketCreated: TicketEventPayload;
  ticketUpdated: TicketEventPayload;
  ticketDeliveriesUpdated: TicketDeliveriesEventPayload;
  plannedWorkUpdated: PlannedWorkEventPayload;
  agentUpdated: AgentEventPayload;
  clientUpdated: ClientEventPayload;
  companyUpdated: CompanyEventPayload;
  timerChanged: unknown;
  remoteDeployed: unknown;
}

/** The tickets remote's key of one ticket's page (`ticketDetailKey`): its planned-works tab counts from it. */
const ticketDetail = (ticketId: number): QueryKeyPrefix => [queryRoots.tickets, 'detail', ticketId];

export const STALE_QUERIES: { [E in keyof typeof BROADCAST_EVENTS]: (payload: EventPayloads[E]) => QueryKeyPrefix[] } = {
  notification: () => [[queryRoots.notifications]],
  countersUpdated: () => [[queryRoots.counters]],
  ticketCreated: () => [[queryRoots.tickets], [queryRoots.ticketCounters], [queryRoots.menuBadges]],
  // A time report added or deleted announces its ticket as updated: the company's contract balance changes with it.
  ticketUpdated: (ticket) => [
    [queryRoots.tickets],
    [queryRoots.ticketCounters],
    [queryRoots.menuBadges],
    [queryRoots.agentSummary],
    [queryRoots.contractBalance, ticket.companyId],
  ],
  // The ticket page's deliveries hook owns its query and reads it again on the bus event `ticket:deliveries`.
  ticketDeliveriesUpdated: () => [],
  // The top bar's list, every ticket's planned-works list, and the ticket whose works changed.
  plannedWorkUpdated: (work) => [[queryRoots.plannedWorks], ticketDetail(work.ticketId)],
  // Agent lists and forms, and every staff form's choices (assignees offered or no longer offered).
  agentUpdated: () => [[queryRoots.agents], [queryRoots.lookups]],
  // The client lists, and the company's people look-up (the staff ticket form's requester choice).
  clientUpdated: (person) => [[queryRoots.clients], companyPeopleKey(person.companyId)],
  // Company lists and forms, every form's lookups, the sidebar's company filter and the agent's assigned companies.
  companyUpdated: () => [[queryRoots.companies], [queryRoots.lookups], ['assigned-companies']],
  // The agent's timer started or stopped in another tab or device: the top bar's chip and the ticket page's button.
  timerChanged: () => [[queryRoots.timer]],
  // Which build of a remote loads is the registry's business (federation/remote-upgrades.ts), not a query's.
  remoteDeployed: () => [],
};
