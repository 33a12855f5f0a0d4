/** Tickets and what hangs on them: counts, CCs, history, notes and drafts (attachments are in messages.ts: they may point to a message). */
import { sql } from 'drizzle-orm';
import type { MailAuthVerdict, MailMark } from '@helpdesk/shared/schemas';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tz, createdAt, updatedAt, tsvector } from './columns';
import { devices } from './cmdb';
import { projects } from './companies';
import { companies, users } from './users-auth';

/**
 * What filed a ticket or wrote a message (server/API.md "One ticket"): `web` someone in the app, `email` mail intake
 * or an unassigned e-mail, `monitoring` an alert, `reminder` a reminder's occurrence (tickets only), `automation` an automation rule's answer (messages only).
 */
export type Origin = 'web' | 'email' | 'monitoring' | 'reminder' | 'automation';

export const tickets = pgTable(
  'tickets',
  {
    id: serial().primaryKey(),
    fullid: text().notNull(),
    subject: text().notNull(),
    body: text().notNull().default(''),
    type: text().notNull(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    /** ticket_for: the requester. */
    requesterId: integer().references(() => users.id),
    projectId: integer().references(() => projects.id),
    deviceId: integer().references(() => devices.id),
    priority: text().notNull(),
    category: text().notNull(),
    assigneeId: integer().references(() => users.id),
    responsibleId: integer().references(() => users.id),
    supportScope: text(),
    status: text().notNull(),
    createdById: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    resolvedAt: timestamp(tz),
    firstResponseAt: timestamp(tz),
    firstResponseDueAt: timestamp(tz),
    resolveDueAt: timestamp(tz),
    /** Set while the SLA clocks are stopped (waiting for the client or a third party). */
    slaPausedAt: timestamp(tz),
    /** Optimistic concurrency: every change increments it; a save carrying an older one is refused (409). */
    version: integer().notNull().default(1),
    /** What filed it (migration 0007; older tickets from what their intake rows say, else `web`). */
    origin: text().$type<Origin>().notNull().default('web'),
    /**
     * Opened from an e-mail (mail intake, an unassigned e-mail made a ticket): its From, as on messages — the only
     * name an unknown sender has (no requester, no creator then). Null for tickets made otherwise.
     */
    senderName: text(),
    senderEmail: text(),
    /** SPF/DKIM/DMARC verdict of the e-mail that opened it; null when no e-mail did or before checks. */
    mailAuth: text().$type<MailAuthVerdict>(),
    /**
     * Full-text document of the whole ticket: fullid, subject, the description (`body`) and every message body,
     * kept current by triggers (migrations 0005, 0006), so a search is one index scan of this table with no join.
     * English stems plus the exact (lower-cased) words through the `simple` configuration, which is what Polish
     * gets — Postgres ships no Polish stemmer — helped by prefix queries (`drukark:*` finds drukarka, drukarki…).
     * Positions are stripped: nothing ranks or matches phrases, and a long thread stays one entry per distinct word.
     */
    search: tsvector()
      .notNull()
      .default(sql`''::tsvector`),
    deletedAt: timestamp(tz),
    /**
     * Merged into another ticket of the company (tickets/merge.ts): this one is then resolved and read-only, a pointer
     * its page and the e-mails answering it follow. Set null if that ticket is ever deleted for good.
     */
    mergedIntoId: integer().references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
    /** Split off that ticket (some of its messages moved here); that ticket lists this one back. */
    splitFromId: integer().references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tickets_fullid_unique').on(t.fullid),
    index('tickets_merged_into_idx')
      .on(t.mergedIntoId)
      .where(sql`merged_into_id is not null`),
    index('tickets_split_from_idx')
      .on(t.splitFromId)
      .where(sql`split_from_id is not null`),
    index('tickets_search_idx').using('gin', t.search),
    // Lists sort by creation time within the filter; partial indexes keep the first page and the exact total cheap.
    index('tickets_live_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    index('tickets_live_status_created_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    index('tickets_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`deleted_at is null and status <> 'resolved'`),
    index('tickets_company_live_created_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`deleted_at is null`),
    index('tickets_open_assignee_idx')
      .on(t.assigneeId, t.createdAt)
      .where(sql`deleted_at is null and status <> 'resolved'`),
    index('tickets_trashed_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at is not null`),
    index('tickets_status_created_idx').on(t.status, t.createdAt),
    index('tickets_company_status_idx').on(t.companyId, t.status),
    index('tickets_assignee_status_idx').on(t.assigneeId, t.status),
    index('tickets_requester_idx').on(t.requesterId),
    index('tickets_type_idx').on(t.type),
    index('tickets_created_idx').on(t.createdAt),
    index('tickets_project_idx').on(t.projectId),
    index('tickets_device_idx').on(t.deviceId),
    // The reports' period scans read only the index (opened/resolved per month, company, type, agent, SLA): a year
    // of the desk is an index-only range instead of reading every wide ticket row.
    index('tickets_live_created_cover_idx')
      .on(
        t.createdAt,
        t.companyId,
        t.assigneeId,
        t.status,
        t.resolvedAt,
        t.firstResponseAt,
        t.firstResponseDueAt,
        t.type,
        t.category,
        t.priority,
      )
      .where(sql`deleted_at is null`),
    index('tickets_live_resolved_cover_idx')
      .on(t.resolvedAt, t.companyId, t.assigneeId, t.createdAt, t.resolveDueAt, t.type, t.category, t.priority)
      .where(sql`status = 'resolved' and deleted_at is null`),
    // Time reports joined to their live tickets' companies without reading the ticket rows.
    index('tickets_live_company_id_idx')
      .on(t.companyId, t.id)
      .where(sql`deleted_at is null`),
    // The company report's unanswered tickets past their first-response deadline (a figure that changes with time).
    index('tickets_live_unanswered_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`first_response_at is null and deleted_at is null`),
  ],
);

/**
 * Exact ticket counts per (company, status, type, assignee, trashed), kept by statement-level triggers on
 * `tickets` (migration 0003), so list totals, counters and badges cost a sum over a few thousand rows instead
 * of a count over half a million. Columns mirror `tickets` so the list filters apply to both; `deleted_at` is
 * null (live) or the epoch (trashed).
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    companyId: integer().notNull(),
    status: text().notNull(),
    type: text().notNull(),
    assigneeId: integer(),
    deletedAt: timestamp(tz),
    n: integer().notNull(),
  },
  (t) => [unique('ticket_counts_key').on(t.companyId, t.status, t.type, t.assigneeId, t.deletedAt).nullsNotDistinct()],
);

export const ticketCc = pgTable(
  'ticket_cc',
  {
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] })],
);

/** Who did what to a ticket, when. `changes`: field → [before, after]. */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    changes: jsonb().$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_history_ticket_idx').on(t.ticketId, t.createdAt),
    // Reopenings (status from resolved to anything else) by time: the agent statistics count them per period.
    index('ticket_history_reopened_idx')
      .on(t.createdAt)
      .where(sql`(changes->'status'->>0) = 'resolved' and coalesce(changes->'status'->>1, '') <> 'resolved'`),
  ],
);

export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id),
    body: text().notNull(),
    /**
     * `automatic`: an automatic e-mail (out-of-office reply, bounce, read receipt) on this ticket, kept for staff only
     * instead of being filed as the client's answer; with the mail's From (migration 0027). Null for notes staff write.
     */
    mailMark: text().$type<MailMark>(),
    senderName: text(),
    senderEmail: text(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_notes_ticket_idx').on(t.ticketId)],
);

export const ticketDrafts = pgTable(
  'ticket_drafts',
  {
    id: serial().primaryKey(),
    agentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    subject: text().notNull().default(''),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ticket_drafts_agent_idx').on(t.agentId)],
);
