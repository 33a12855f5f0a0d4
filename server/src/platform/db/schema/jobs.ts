/** Background work claimed once across instances: company e-mails and exports. */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tz, createdAt } from './columns';
import { companies, users } from './users-auth';

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
