/** Real-time channels and event names (ARCHITECTURE §4): what the server publishes and Echo listens to. */
import { z } from 'zod';

export const userChannel = (userId: number) => `private-App.Models.User.${userId}`;
export const companyChannel = (companyId: number) => `private-company.${companyId}`;
export const COUNTERS_CHANNEL = 'counters';

/** Echo names without the leading dot; Echo's `.listen('TicketCreated')` resolves to `App\Events\TicketCreated`. */
export const BROADCAST_EVENTS = {
  /** Laravel's notification event; Echo's `.notification(cb)` listens to it. */
  notification: 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
  ticketCreated: 'App\\Events\\TicketCreated',
  ticketUpdated: 'App\\Events\\TicketUpdated',
  countersUpdated: 'App\\Events\\CountersUpdated',
} as const;

/** As Laravel sends it: the notification's data fields, plus `id` and `type`. */
export const notificationPayloadSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    message: z.string().optional(),
    ticket: z.number().optional(),
    title: z.string().optional(),
    text: z.string().optional(),
  })
  .loose();

export const ticketEventPayloadSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  fullid: z.string(),
  subject: z.string(),
  status: z.string(),
});
export type TicketEventPayload = z.infer<typeof ticketEventPayloadSchema>;

export const countersPayloadSchema = z.object({
  unassignedEmails: z.number().optional(),
  monitoringLogs: z.number().optional(),
});
export type CountersPayload = z.infer<typeof countersPayloadSchema>;
