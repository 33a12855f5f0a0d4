/** Messages of a ticket, the ticket's attachments, and e-mails not yet assigned to one. */
import type { MailAuthVerdict, MailMark } from '@helpdesk/shared/schemas';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tz, createdAt } from './columns';
import { type Origin, tickets } from './tickets';
import { users } from './users-auth';

/** Each check's result on an inbound e-mail, as mailauth reported it (`pass`, `fail`, `softfail`, `none`, `temperror`…). */
export interface MailAuthDetails {
  spf: string;
  dkim: string;
  dmarc: string;
  /** The From domain the checks were about. */
  from_domain: string | null;
}

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id),
    /** Sanitised HTML. */
    body: text().notNull(),
    /**
     * The From of a message filed from an e-mail (mail intake, an unassigned e-mail attached to the ticket), kept
     * as received: the only name an unknown sender has (no author then). Null for messages written in the app.
     */
    senderName: text(),
    senderEmail: text(),
    /** SPF/DKIM/DMARC verdict of the e-mail that carried it; null when no e-mail did or before checks. */
    mailAuth: text().$type<MailAuthVerdict>(),
    /** What wrote it: `web`, `email` or `monitoring` (migration 0007; older messages as far as their rows tell). */
    origin: text().$type<Origin>().notNull().default('web'),
    /**
     * The RFC 5322 Message-ID (without angle brackets) of the e-mail that carried it — the one received, or the one sent
     * for it — so a reply whose In-Reply-To / References names it lands on this ticket (migration 0027).
     */
    messageId: text(),
    /**
     * How many files the answer announced (`attachments_expected`) while its e-mails wait for them; null once they are
     * queued (or when nothing waited). The upload of the last file, or the answer-mails job after ANSWER_FILES_WAIT_MS,
     * queues them and clears it in one transaction: the clearing is the claim that sends them once (migration 0029).
     */
    mailFilesExpected: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_messages_ticket_idx').on(t.ticketId),
    index('ticket_messages_message_id_idx').on(t.messageId),
    index('ticket_messages_mail_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.mailFilesExpected} is not null`),
  ],
);

export const unassignedEmails = pgTable(
  'unassigned_emails',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    sender: text().notNull(),
    address: text().notNull(),
    body: text().notNull().default(''),
    receivedAt: timestamp(tz).notNull().defaultNow(),
    readAt: timestamp(tz),
    readById: integer().references(() => users.id),
    /** The Message-ID header (without brackets). */
    messageId: text(),
    /** Files kept until the e-mail becomes (part of) a ticket; stored under ATTACHMENTS_DIR/unassigned/. */
    attachments: jsonb().$type<{ filename: string; mimeType: string; size: number; storageKey: string }[]>().notNull().default([]),
    /** SPF/DKIM/DMARC verdict of the e-mail that this is; null when no e-mail did or before checks. */
    mailAuth: text().$type<MailAuthVerdict>(),
    /** Kept aside as automatic mail or over the intake's rate limit (migration 0027); null for a person's mail. */
    mailMark: text().$type<MailMark>(),
  },
  (t) => [index('unassigned_emails_received_idx').on(t.receivedAt)],
);

/** Files attached to a ticket (optionally to one message), stored by the attachment store under a random key. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    messageId: integer().references(() => ticketMessages.id, { onDelete: 'set null' }),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    filename: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_attachments_ticket_idx').on(t.ticketId)],
);
