/** What comes in: inbound e-mails, monitoring alerts and checks, reminder occurrences and employee imports. */
import { sql } from 'drizzle-orm';
import type { MailAuthVerdict } from '@helpdesk/shared/schemas';
import { customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz, createdAt, updatedAt } from './columns';
import type { SheetSource } from '../../import-sheet';
import { reminders } from './companies';
import { type MailAuthDetails, unassignedEmails } from './messages';
import { tickets } from './tickets';
import { companies, users } from './users-auth';

/** Every inbound e-mail by Message-ID: a message fetched twice (IMAP retry, relay resend, two instances) is handled once. */
export const inboundMessages = pgTable('inbound_messages', {
  messageId: text().primaryKey(),
  /** ticket | reply | unassigned */
  outcome: text().notNull(),
  ticketId: integer().references(() => tickets.id, { onDelete: 'set null' }),
  unassignedEmailId: integer().references(() => unassignedEmails.id, { onDelete: 'set null' }),
  /** SPF/DKIM/DMARC verdict and each check's result as mailauth gave it. */
  mailAuth: text().$type<MailAuthVerdict>(),
  mailAuthDetails: jsonb().$type<MailAuthDetails>(),
  receivedAt: createdAt(),
});

export const monitoringLogs = pgTable(
  'monitoring_logs',
  {
    id: serial().primaryKey(),
    companyId: integer().references(() => companies.id),
    title: text().notNull(),
    sender: text().notNull(),
    address: text(),
    body: text().notNull().default(''),
    receivedAt: timestamp(tz).notNull().defaultNow(),
    /** Read by staff. */
    readAt: timestamp(tz),
    /** Read on the client side (client-vip / monitoring users of the company). */
    clientReadAt: timestamp(tz),
    /** The check (host + service) the alert is about; one open monitoring ticket per check. */
    checkKey: text(),
    /** `problem` or `ok` (recovery). */
    status: text().notNull().default('problem'),
    severity: text(),
    /** `api` (the documented JSON shape) or `webhook` (the generic adapter). */
    source: text().notNull().default('api'),
    ticketId: integer().references(() => tickets.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('monitoring_logs_company_received_idx').on(t.companyId, t.receivedAt),
    index('monitoring_logs_unread_idx')
      .on(t.receivedAt)
      .where(sql`read_at is null`),
  ],
);

/** The per-company secret a monitoring system sends with its alerts (only a hash is kept). */
export const monitoringTokens = pgTable(
  'monitoring_tokens',
  {
    companyId: integer()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    /** The last characters, so staff can tell tokens apart. */
    hint: text().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('monitoring_tokens_hash_unique').on(t.tokenHash)],
);

/** One row per monitored check of a company: its open ticket (repeats update it instead of opening more). */
export const monitoringChecks = pgTable(
  'monitoring_checks',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    checkKey: text().notNull(),
    ticketId: integer().references(() => tickets.id, { onDelete: 'set null' }),
    lastStatus: text().notNull(),
    alertCount: integer().notNull().default(0),
    lastAlertAt: timestamp(tz).notNull(),
  },
  (t) => [uniqueIndex('monitoring_checks_company_check_unique').on(t.companyId, t.checkKey)],
);

/** The claim of one reminder occurrence: its primary key makes a second ticket for the same occurrence impossible. */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    reminderId: integer()
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    occurrence: date({ mode: 'string' }).notNull(),
    ticketId: integer().references(() => tickets.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.occurrence] })],
);

/**
 * An uploaded employee spreadsheet waiting for confirmation (employee import): the file's header row and its cells
 * as text, kept until confirmed or discarded so the preview survives a page reload. Statuses are worked out on
 * every read against the people stored at that moment.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const employeeImports = pgTable(
  'employee_imports',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    headers: jsonb().$type<string[]>().notNull(),
    rows: jsonb().$type<string[][]>().notNull(),
    /** Field → header of the file (null: none). */
    mapping: jsonb().$type<Record<string, string | null>>().notNull(),
    /** How the file was read (a .csv's encoding and separator); null for a workbook and for previews made before. */
    source: jsonb().$type<SheetSource>(),
    /** The uploaded bytes, kept until confirmed or discarded so the preview can be read again in another encoding. */
    file: bytea(),
    createdAt: createdAt(),
  },
  (t) => [index('employee_imports_company_idx').on(t.companyId)],
);

/** The header → field mapping last confirmed for a company, offered for its next file. */
export const employeeImportMappings = pgTable('employee_import_mappings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  mapping: jsonb().$type<Record<string, string | null>>().notNull(),
  updatedAt: updatedAt(),
});
