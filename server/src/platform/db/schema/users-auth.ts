/**
 * People and their access, and the client companies they belong to (one file: a user points to a company and a
 * company to its responsible agent). Accounts, competencies, sessions, the access log, allowed addresses, sign-in factors, password resets, e-mail changes, push subscriptions, notification preferences and notifications.
 */
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { NotificationEvent } from '@helpdesk/shared/schemas';
import { tz, createdAt, updatedAt, searchText } from './columns';

/** Client companies; their agents, priorities, projects and reminders are in companies.ts. */
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
    /** 1/0 flags, as the API has them. */
    showReports: smallint().$type<0 | 1>().notNull().default(0),
    showMonitoringLogs: smallint().$type<0 | 1>().notNull().default(0),
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
    /** The buyer on invoices: tax id (10 digits) and billing address. */
    nip: text(),
    billingStreet: text(),
    billingPostalCode: text(),
    billingCity: text(),
    billingCountryCode: text().notNull().default('PL'),
    /** The contract's terms: its period (null = open), renewal, the package's carry-over cap and alert levels. */
    contractStart: date({ mode: 'string' }),
    contractEnd: date({ mode: 'string' }),
    contractRenewal: text().$type<'none' | 'monthly' | 'yearly'>().notNull().default('none'),
    /** Unused package hours carried to the next month up to this many; null = no carry-over. */
    carryOverCapHours: integer(),
    alertWarningPercent: integer().notNull().default(80),
    alertLimitPercent: integer().notNull().default(100),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp(tz),
    /** The global search's text: name, short name, tag. */
    searchText: searchText('name', 'short_name', 'tag'),
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
    /** The global search's text: first and last name, e-mails, phones. */
    searchText: searchText('firstname', 'lastname', 'email', 'additional_email', 'phone', 'direct_phone'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_company_idx').on(t.companyId),
    index('users_kind_last_seen_idx').on(t.kind, t.lastSeenAt),
  ],
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

/**
 * A staff member's authenticator app (TOTP, RFC 6238). The secret is sealed with the app key (platform/secret-box.ts)
 * so a database dump alone does not yield codes; `confirmedAt` null: enrolment started, no correct code yet.
 */
export const authenticatorApps = pgTable('authenticator_apps', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text().notNull(),
  confirmedAt: timestamp(tz),
  /** The time step of the last accepted code: a code is good once (replay), and never one older than it. */
  lastUsedStep: integer(),
  createdAt: createdAt(),
});

/** One-time recovery codes of the authenticator, as keyed hashes; `usedAt` set when spent. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp(tz),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A staff member's passkeys and security keys (WebAuthn): the public key only; the private key never leaves the device. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id (base64url), as the authenticator names it. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The signature counter: one that does not grow flags a cloned authenticator (WebAuthn §6.1.1). */
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp(tz),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
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

/**
 * Browsers' Web Push subscriptions (POST /save-token): the push service's endpoint and the keys a message is
 * encrypted for (RFC 8291). One row per endpoint; it moves to whoever saved it last on that browser.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    /** The browser's P-256 public key, base64url (65 bytes). */
    p256dh: text().notNull(),
    /** The browser's authentication secret, base64url (16 bytes). */
    auth: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * How a person wants each event delivered (issue #33): only the switches they changed. A null switch (or no row)
 * follows the default of their kind (NOTIFICATION_DEFAULTS in @helpdesk/shared), so a better default reaches everyone
 * who never chose; a row whose switches are both back at the default is deleted.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text().$type<NotificationEvent>().notNull(),
    mail: boolean(),
    push: boolean(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);

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
