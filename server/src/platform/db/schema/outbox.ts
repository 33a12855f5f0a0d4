/**
 * The outbox: every e-mail, SMS and push the system sends is first a row here, written in the caller's transaction,
 * then sent by the outbox sender (platform/outbound/outbox-sender.ts). A row survives a restart, is retried with
 * backoff, and says what happened to it.
 */
import type { OutboxChannel, OutboxStatus } from '@helpdesk/shared/schemas';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tz, createdAt } from './columns';
import { ticketMessages } from './messages';
import { users } from './users-auth';

export type { OutboxChannel, OutboxStatus };

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channel: text().$type<OutboxChannel>().notNull(),
    /** The address, phone number or push endpoint. */
    recipient: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What the channel's transport needs, as stored by platform/outbound/outbox.ts (attachments base64-encoded). */
    payload: jsonb().$type<unknown>().notNull(),
    status: text().$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    /** Queued: when it is due; sending: when the claim runs out and another pass may take it (a killed sender). */
    nextAttemptAt: timestamp(tz).notNull().defaultNow(),
    lastError: text(),
    /** What the remote side answered when it took the message ("250 2.0.0 Ok: queued as …"). */
    response: text(),
    /** The e-mail's Message-ID, `<uuid@domain>`. */
    messageId: text(),
    /** The ticket message this e-mail carries, for showing its delivery next to it. */
    ticketMessageId: integer().references(() => ticketMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp(tz),
  },
  (t) => [
    // The sender's claim: due rows not yet done, oldest due first.
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('queued', 'sending')`),
    index('outbox_ticket_message_idx')
      .on(t.ticketMessageId)
      .where(sql`ticket_message_id is not null`),
    index('outbox_created_idx').on(t.createdAt),
    // A bounce names the Message-ID of the mail it reports.
    index('outbox_message_id_idx')
      .on(t.messageId)
      .where(sql`message_id is not null`),
  ],
);
