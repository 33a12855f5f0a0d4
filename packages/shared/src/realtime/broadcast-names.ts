/**
 * Real-time channel and event names (ARCHITECTURE §4): what the server publishes and Echo listens to.
 * Plain constants, so the shell's first screen can use them without loading the payload schemas.
 */
export const userChannel = (userId: number) => `private-App.Models.User.${userId}`;
export const companyChannel = (companyId: number) => `private-company.${companyId}`;
export const COUNTERS_CHANNEL = 'counters';
/** Public: which remote version is active changed (remote and version names only). */
export const DEPLOYMENTS_CHANNEL = 'deployments';

/** Echo names without the leading dot; Echo's `.listen('TicketCreated')` resolves to `App\Events\TicketCreated`. */
export const BROADCAST_EVENTS = {
  /** Laravel's notification event; Echo's `.notification(cb)` listens to it. */
  notification: 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
  ticketCreated: 'App\\Events\\TicketCreated',
  ticketUpdated: 'App\\Events\\TicketUpdated',
  countersUpdated: 'App\\Events\\CountersUpdated',
  /** A planned work created, changed, deleted, accepted or rejected; staff only, on their own user channels. */
  plannedWorkUpdated: 'App\\Events\\PlannedWorkUpdated',
  /** An agent created, changed, deleted or restored; staff only, on their own user channels. */
  agentUpdated: 'App\\Events\\AgentUpdated',
  /** A client person created, changed, deleted, restored or imported; staff only, on their own user channels. */
  clientUpdated: 'App\\Events\\ClientUpdated',
  /** E-mails of a ticket's messages were sent or failed: `{ ticketId, companyId }`; staff only, on their own channels. */
  ticketDeliveriesUpdated: 'App\\Events\\TicketDeliveriesUpdated',
  /** A company created or changed; staff only, on the own channels of the agents who see it. */
  companyUpdated: 'App\\Events\\CompanyUpdated',
  /** The agent's timer started, stopped or was discarded: `{ running }`; on the agent's own channel only. */
  timerChanged: 'App\\Events\\TimerChanged',
  /** A remote's active version or canary changed: `{ remote }`; each browser asks /remotes.json which it gets. */
  remoteDeployed: 'App\\Events\\RemoteDeployed',
} as const;
