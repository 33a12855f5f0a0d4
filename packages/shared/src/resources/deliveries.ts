/**
 * Deliveries (server/API.md "Deliveries"): what became of the e-mails a ticket message was sent as, one per
 * recipient, and the outbox at a glance for the control centre.
 */
import { z } from 'zod';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../schemas/enums.ts';
import { id, instant } from './common.ts';

/** One outbox row as staff see it beside a ticket message: the address in full (staff see the ticket's people). */
export const deliverySchema = z.strictObject({
  id,
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  /** Attempts made so far (0 while the first one is waiting; reset by a retry). */
  attempts: z.number().int().nonnegative(),
  /** Why the last attempt failed ("550 5.1.1 no such user"); null once sent. */
  last_error: z.string().nullable(),
  sent_at: instant.nullable(),
  /** When the next attempt is due; null unless queued. */
  next_attempt_at: instant.nullable(),
  created_at: instant,
});
export type Delivery = z.infer<typeof deliverySchema>;

/** The deliveries of one ticket message, in the order they were queued. */
export const messageDeliveriesSchema = z.strictObject({
  ticket_message_id: id,
  deliveries: z.array(deliverySchema),
});
export type MessageDeliveries = z.infer<typeof messageDeliveriesSchema>;

/** A message the sender gave up on, its recipient masked (the control centre lists every kind: codes too). */
export const outboxFailureSchema = z.strictObject({
  id,
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  reason: z.string().nullable(),
  failed_at: instant,
});
export type OutboxFailure = z.infer<typeof outboxFailureSchema>;

/** The outbox at a glance: what waits, how the last 24 hours went, and the last failures, newest first. */
export const outboxSummarySchema = z.strictObject({
  waiting: z.number().int().nonnegative(),
  failed_24h: z.number().int().nonnegative(),
  sent_24h: z.number().int().nonnegative(),
  /** Age of the oldest waiting message in seconds; null when nothing waits. */
  oldest_waiting_seconds: z.number().int().nonnegative().nullable(),
  recent_failures: z.array(outboxFailureSchema),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;
