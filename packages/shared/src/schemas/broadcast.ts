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

/** `POST /broadcasting/auth` (Pusher's channel authorisation): the socket and the channel it asks for. */
export const broadcastAuthSchema = z.object({ socket_id: z.string().regex(/^\d+\.\d+$/), channel_name: z.string().min(1).max(200) });
/** The Pusher-compatible service's paths: `/app/:key` (websocket) and `/apps/:appId/…` (signed publish API). */
export const pusherKeyParamsSchema = z.object({ key: z.string() });
export const pusherAppParamsSchema = z.object({ appId: z.string() });
/** `GET /apps/{appId}/channels/{channel}`: one channel's info. */
export const pusherChannelParamsSchema = z.object({ appId: z.string(), channel: z.string().max(200) });
/** The publish API's signature parameters (`auth_key`, `auth_timestamp`, `body_md5`, `auth_signature`…), all single values. */
export const pusherSignedQuerySchema = z.record(z.string(), z.string());
