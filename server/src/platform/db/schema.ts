/**
 * The whole relational schema (one Postgres dialect for PGlite and PostgreSQL). Column names are camelCase
 * here and snake_case in the database (drizzle `casing: 'snake_case'`). Soft deletes (`deletedAt`) where
 * the spec restores.
 */
import { sql } from 'drizzle-orm';
import type { CompanyMonth as CompanyMonthFigures } from '@helpdesk/shared/resources';
import type { MailAuthVerdict } from '@helpdesk/shared/schemas';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;
const createdAt = () => timestamp(tz).notNull().defaultNow();
const updatedAt = () => timestamp(tz).notNull().defaultNow();
const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What filed a ticket or wrote a message (server/API.md "One ticket"): `web` someone in the app, `email` mail intake
 * or an unassigned e-mail, `monitoring` an alert, `reminder` a reminder's occurrence (tickets only).
 */
export type Origin = 'web' | 'email' | 'monitoring' | 'reminder';
/** Each check's result on an inbound e-mail, as mailauth reported it (`pass`, `fail`, `softfail`, `none`, `temperror`…). */
export interface MailAuthDetails {
  spf: string;
  dkim: string;
  dmarc: string;
  /** The From domain the checks were about. */
  from_domain: string | null;
}

export const companies = pgTable(
  'companies',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    shortName: text().notNull(),
    tag: text().notNull(),
    domains: jsonb().$type<string[]>().notNull().default([]),
    description: text(),
    addresses: jsonb().$type<{ street: string; city: string; postcode: string }[]>().notNull().default([]),
    businessHours: jsonb()
      .$type<{ fromDay: number; toDay: number; fromHour: string; toHour: string }>()
      .notNull()
      .default({ fromDay: 1, toDay: 5, fromHour: '08:00', toHour: '16:00' }),
    reportFrequency: text().$type<'never' | 'daily' | 'weekly' | 'monthly'>().notNull().default('never'),
    reportHoursLimit: boolean().notNull().default(false),
    reportVipOnly: boolean().notNull().default(false),
    showReports: smallint().notNull().default(0),
    showMonitoringLogs: smallint().notNull().default(0),
    categories: jsonb().$type<string[]>().notNull().default([]),
    itDocumentationPath: text(),
    /** The uploaded PDF's own file name and size in bytes (the bytes live in the attachment store). */
    itDocumentationName: text(),
    itDocumentationSize: integer(),
    responsibleAgentId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    chargingModel: text().$type<'universal' | 'split' | 'no-limit' | 'limited'>().notNull().default('universal'),
    arrivalsPackage: boolean().notNull().default(false),
    expectedArrivals: integer().notNull().default(0),
    expectedHours: integer().notNull().default(0),
    itTimeLimit: integer().notNull().default(0),
    adminTimeLimit: integer().notNull().default(0),
    developerTimeLimit: integer().notNull().default(0),
    specialistTimeLimit: integer().notNull().default(0),
    arrivalsLimit: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp(tz),
  },
  (t) => [uniqueIndex('companies_tag_unique').on(t.tag)],
);

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** `agent` = staff, `client` = a client company's person. */
    kind: text().$type<'agent' | 'client'>().notNull(),
    firstname: text().notNull(),
    lastname: text().notNull(),
    email: text().notNull(),
    additionalEmail: text(),
    passwordHash: text().notNull(),
    temporaryPassword: boolean().notNull().default(false),
    lang: text().$type<'pl' | 'en'>().notNull().default('pl'),
    /** Layout mode (spec §2, §9): sidebar default | collapsed | small; content fluid | boxed. */
    sidebarMode: text().$type<'default' | 'collapsed' | 'small'>().notNull().default('default'),
    layoutWidth: text().$type<'fluid' | 'boxed'>().notNull().default('fluid'),
    /** Agents: admin | manager | agent. Clients: client | client-vip | monitoring. */
    role: text().notNull(),
    /** Agent job position: admin | support | developer | specialist. */
    agentType: text(),
    /** Client job title (free text). */
    jobPosition: text(),
    phone: text(),
    directPhone: text(),
    city: text(),
    companyId: integer().references(() => companies.id, { onDelete: 'restrict' }),
    /** Agent time scope in minutes per day: 0, 240 or 480. */
    timeScope: integer().notNull().default(0),
    lastSeenAt: timestamp(tz),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp(tz),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_company_idx').on(t.companyId),
    index('users_kind_last_seen_idx').on(t.kind, t.lastSeenAt),
  ],
);

export const companyAgents = pgTable(
  'company_agents',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.agentId] }), index('company_agents_agent_idx').on(t.agentId)],
);

export const companyPriorities = pgTable(
  'company_priorities',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    priority: text().notNull(),
    is247: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    isDefault: boolean().notNull().default(false),
    openSlaMinutes: integer().notNull(),
    resolveSlaMinutes: integer().notNull(),
  },
  (t) => [uniqueIndex('company_priorities_company_priority_unique').on(t.companyId, t.priority)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    managerId: integer().references(() => users.id),
    deadline: date({ mode: 'string' }),
    hours: integer().notNull().default(0),
    description: text(),
    state: text().notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp(tz),
    deletedAt: timestamp(tz),
  },
  (t) => [index('projects_company_idx').on(t.companyId)],
);

export const devices = pgTable(
  'devices',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    ownerId: integer().references(() => users.id),
    type: text().notNull().default('other'),
    vendor: text(),
    model: text(),
    serviceTag: text(),
    inventoryNumber: text(),
    serial: text(),
    ip: text(),
    description: text(),
    location: text(),
    state: text().notNull().default('ok'),
    os: text(),
    account: text(),
    licenceKey: text(),
    office: text(),
    antivirus: text(),
    software: jsonb().$type<{ name: string; account?: string; key?: string }[]>().notNull().default([]),
    displays: jsonb().$type<{ size: string; vendor: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp(tz),
  },
  (t) => [index('devices_company_idx').on(t.companyId)],
);

export const reminders = pgTable('reminders', {
  id: serial().primaryKey(),
  title: text().notNull(),
  companyId: integer()
    .notNull()
    .references(() => companies.id),
  userId: integer().references(() => users.id),
  description: text().notNull().default(''),
  day: date({ mode: 'string' }).notNull(),
  active: boolean().notNull().default(true),
  period: text().notNull().default('once'),
  sentAt: timestamp(tz),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
  },
  (t) => [
    uniqueIndex('tickets_fullid_unique').on(t.fullid),
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
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId)],
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
  (t) => [index('ticket_history_ticket_idx').on(t.ticketId, t.createdAt)],
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

export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_notes_ticket_idx').on(t.ticketId)],
);

export const timeReports = pgTable(
  'time_reports',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    agentId: integer()
      .notNull()
      .references(() => users.id),
    day: date({ mode: 'string' }).notNull(),
    fromHour: text().notNull(),
    /** Kind of work (staff type): it | admin | developer | specialist. */
    kind: text().notNull(),
    minutes: integer().notNull(),
    description: text().notNull().default(''),
    additionalWorks: boolean().notNull().default(false),
    /** Overtime rate in percent: 0, 50, 100 or 150. */
    overtime: smallint().notNull().default(0),
    outsideContract: boolean().notNull().default(false),
    arrival: boolean().notNull().default(false),
    needsAccept: boolean().notNull().default(false),
    acceptedAt: timestamp(tz),
    acceptedById: integer().references(() => users.id),
    rejectedAt: timestamp(tz),
    rejectedById: integer().references(() => users.id),
    rejectReason: text(),
    /** The values before the agent corrected a rejected report (shown in the acceptance queue); null until then. */
    previous: jsonb().$type<Record<string, unknown>>(),
    resubmittedAt: timestamp(tz),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_reports_ticket_idx').on(t.ticketId),
    index('time_reports_agent_day_idx').on(t.agentId, t.day),
    // The agent report's order (day, agent, id): keyset batches of a whole year read it without sorting.
    index('time_reports_day_agent_idx').on(t.day, t.agentId, t.id),
    index('time_reports_pending_idx')
      .on(t.needsAccept)
      .where(sql`accepted_at is null and rejected_at is null`),
  ],
);

export const plannedWorks = pgTable(
  'planned_works',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    startTime: timestamp(tz).notNull(),
    hours: real().notNull(),
    plannedById: integer().references(() => users.id),
    acceptedById: integer().references(() => users.id),
    rejectedById: integer().references(() => users.id),
    internal: boolean().notNull().default(false),
    status: text().notNull().default('waiting-for-accept'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp(tz),
  },
  (t) => [index('planned_works_start_idx').on(t.startTime)],
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

export const internalTimes = pgTable(
  'internal_times',
  {
    id: serial().primaryKey(),
    agentId: integer()
      .notNull()
      .references(() => users.id),
    day: date({ mode: 'string' }).notNull(),
    fromHour: text().notNull().default('08:00'),
    minutes: integer().notNull(),
    category: text().notNull(),
    description: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('internal_times_agent_day_idx').on(t.agentId, t.day)],
);

/** An invoiced month of a company: its time reports can no longer be added, changed, deleted or decided. */
export const periodLocks = pgTable(
  'period_locks',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `YYYY-MM` */
    month: text().notNull(),
    lockedAt: timestamp(tz).notNull().defaultNow(),
    lockedById: integer().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

/**
 * A company's month in the invoicing: notes while a draft; once approved, the calculation's figures as issued (read
 * back from here, never recomputed). Status: draft → approved → exported.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `YYYY-MM` */
    month: text().notNull(),
    status: text().$type<'draft' | 'approved' | 'exported'>().notNull().default('draft'),
    /** The calculation's month (CompanyMonth, money in grosze) when approved. */
    figures: jsonb().$type<CompanyMonthFigures>(),
    notes: text(),
    approvedAt: timestamp(tz),
    approvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    exportedAt: timestamp(tz),
  },
  (t) => [uniqueIndex('invoices_company_month').on(t.companyId, t.month)],
);

export const leaves = pgTable(
  'leaves',
  {
    id: serial().primaryKey(),
    agentId: integer()
      .notNull()
      .references(() => users.id),
    start: date({ mode: 'string' }).notNull(),
    end: date({ mode: 'string' }).notNull(),
    type: text().notNull(),
    description: text(),
    acceptedAt: timestamp(tz),
    acceptedById: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('leaves_agent_start_idx').on(t.agentId, t.start)],
);

export const holidays = pgTable(
  'holidays',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('holidays_date_unique').on(t.date)],
);

export const evaluations = pgTable(
  'evaluations',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    agentId: integer().references(() => users.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    userId: integer().references(() => users.id),
    rating: smallint().notNull(),
    reason: text(),
    comment: text(),
    createdAt: createdAt(),
  },
  (t) => [index('evaluations_company_idx').on(t.companyId), uniqueIndex('evaluations_ticket_unique').on(t.ticketId)],
);

export const agentCosts = pgTable('agent_costs', {
  id: serial().primaryKey(),
  agentId: integer()
    .notNull()
    .references(() => users.id),
  netSalary: money().notNull(),
  allowances: money().notNull().default(0),
  totalCost: money().notNull(),
  validFrom: date({ mode: 'string' }).notNull(),
  notes: text(),
});

export const companyPricings = pgTable('company_pricings', {
  id: serial().primaryKey(),
  companyId: integer()
    .notNull()
    .references(() => companies.id),
  packageHours: integer().notNull().default(0),
  packagePrice: money().notNull().default(0),
  overtimePrice: money().notNull().default(0),
  packageVisits: integer().notNull().default(0),
  extraVisitPrice: money().notNull().default(0),
  validFrom: date({ mode: 'string' }).notNull(),
  notes: text(),
  hoursNoLimit: boolean().notNull().default(false),
  arrivalsNoLimit: boolean().notNull().default(false),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    readAt: timestamp(tz),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

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
  },
  (t) => [index('unassigned_emails_received_idx').on(t.receivedAt)],
);

export const competencies = pgTable(
  'competencies',
  {
    agentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text().notNull(),
    level: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.area] })],
);

/** The access log: every login attempt. */
export const loginLog = pgTable(
  'login_log',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    ip: text().notNull(),
    userAgent: text().notNull().default(''),
    success: boolean().notNull(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [index('login_log_created_idx').on(t.createdAt), index('login_log_user_idx').on(t.userId)],
);

/** Addresses staff may log in from. A row without userId applies to every agent. */
export const allowedIps = pgTable(
  'allowed_ips',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    permanent: boolean().notNull().default(true),
    createdAt: createdAt(),
    /** The admin who added the rule (null for seeded or imported rules). */
    addedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('allowed_ips_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value, so a database leak does not leak live sessions. */
    id: text().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    remember: boolean().notNull().default(false),
    ip: text(),
    userAgent: text(),
    lastActivity: timestamp(tz).notNull().defaultNow(),
    expiresAt: timestamp(tz).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  email: text().primaryKey(),
  tokenHash: text().notNull(),
  createdAt: createdAt(),
});

/**
 * An e-mail change waiting for its confirmation link (sent to the new address) to be opened; until then the old
 * address stays. One per account: a new request replaces the old one.
 */
export const emailChanges = pgTable('email_changes', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text().notNull(),
  /** SHA-256 of the link's token. */
  tokenHash: text().notNull().unique(),
  /** Who asked: the person themselves, or their company's VIP. */
  requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  expiresAt: timestamp(tz).notNull(),
});

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_tokens_token_unique').on(t.token)],
);

/** Small key-value facts of the running system (e.g. when the mailbox was last fetched). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- intake

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

/**
 * The claim of one company e-mail: a report for one period (`report`, period `YYYY-MM-DD` / `YYYY-Www` / `YYYY-MM`)
 * or an hours-limit warning (`hours-80`, `hours-100`, period `YYYY-MM`). Its primary key sends each one once,
 * however many server processes run the scheduler.
 */
export const companyMailRuns = pgTable(
  'company_mail_runs',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text().$type<'report' | 'hours-80' | 'hours-100'>().notNull(),
    period: text().notNull(),
    recipients: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.period] })],
);

/** Per remote: the version the browsers load (null: the build shipped with the server) and an optional canary. */
export const remoteReleases = pgTable('remote_releases', {
  remote: text().primaryKey(),
  activeVersion: text(),
  canaryVersion: text(),
  canaryPercent: integer().notNull().default(0),
  updatedAt: timestamp(tz).notNull().defaultNow(),
});

/** Every deploy, rollback and canary of a remote, newest last; rollback walks it back. */
export const remoteDeployments = pgTable(
  'remote_deployments',
  {
    id: serial().primaryKey(),
    remote: text().notNull(),
    action: text().notNull(),
    version: text(),
    previousVersion: text(),
    canaryPercent: integer(),
    actor: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('remote_deployments_remote_idx').on(t.remote, t.id)],
);

/**
 * A background export (XLSX/CSV of a report) and, once done, the key of its file in the attachment store: every
 * instance answers its progress and serves its file. The instance running it renews `heartbeatAt`; a running job
 * whose heartbeat is stale lost its instance and reads as failed. Rows and files go when `expiresAt` passes.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: uuid().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    format: text().$type<'xlsx' | 'csv'>().notNull(),
    params: jsonb().$type<unknown>().notNull(),
    lang: text().notNull(),
    status: text().$type<'running' | 'done' | 'failed'>().notNull().default('running'),
    rows: integer().notNull().default(0),
    expectedRows: integer(),
    fileName: text().notNull(),
    fileKey: text(),
    fileSize: integer(),
    error: text(),
    instance: text(),
    heartbeatAt: timestamp(tz).notNull().defaultNow(),
    createdAt: createdAt(),
    finishedAt: timestamp(tz),
    expiresAt: timestamp(tz).notNull(),
  },
  (t) => [index('export_jobs_owner_idx').on(t.ownerId), index('export_jobs_expires_idx').on(t.expiresAt)],
);
