/** Running-system facts and the versions of the remotes. */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CanaryWithdrawal } from '@helpdesk/shared/resources';
import { tz, createdAt, updatedAt } from './columns';

/** Small key-value facts of the running system (e.g. when the mailbox was last fetched). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

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
    /** Why the change happened, when the system made it (the canary guard's figures); null for a person's. */
    reason: jsonb().$type<CanaryWithdrawal>(),
    createdAt: createdAt(),
  },
  (t) => [index('remote_deployments_remote_idx').on(t.remote, t.id)],
);

/**
 * What browsers report of each remote version per minute: loads of its routes module and errors (a failed load or a
 * crash of its screens). The canary guard compares a canary's error rate with the stable version's. `version` '' is
 * the build shipped with the server.
 */
export const remoteHealth = pgTable(
  'remote_health',
  {
    remote: text().notNull(),
    version: text().notNull(),
    minute: timestamp(tz).notNull(),
    loads: integer().notNull().default(0),
    errors: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version, t.minute] }), index('remote_health_minute_idx').on(t.minute)],
);
