/** Running-system facts and the versions of the remotes. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [index('remote_deployments_remote_idx').on(t.remote, t.id)],
);
