/** Real-time payload schemas; the channel and event names live in realtime/broadcast-names.ts. */
import { z } from 'zod';

export { userChannel, companyChannel, COUNTERS_CHANNEL, DEPLOYMENTS_CHANNEL, BROADCAST_EVENTS } from '../realtime/broadcast-names.ts';

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

/**
 * The public `counters` channel carries a signal only, never figures or company data: any socket may join it. Each
 * listener refetches its own counters through the API, which applies the caller's role and company scope.
 */
export const countersPayloadSchema = z.object({}).strict();
export type CountersPayload = z.infer<typeof countersPayloadSchema>;
