/** The report month roll-ups: each company's report month's figures, kept while the month's version is current. */
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './users-auth';

/**
 * A company's report month's version, raised by triggers (migration 0024) on every change of what the overview and
 * company reports read in it: tickets opened or resolved in it, their time reports and evaluations.
 */
export const reportMonthVersions = pgTable(
  'report_month_versions',
  {
    companyId: integer().notNull(),
    /** `YYYY-MM` in the business time zone */
    month: text().notNull(),
    version: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

/** A company's report month's figures (the report-months module's calculation), kept with the version they were computed at. */
export const reportMonthTotals = pgTable(
  'report_month_totals',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `YYYY-MM` in the business time zone */
    month: text().notNull(),
    version: integer().notNull(),
    /** How the figures were computed; stored figures of another format are computed again. */
    format: integer().notNull(),
    /** Live tickets created in the month. */
    opened: integer().notNull(),
    /** Live tickets resolved in the month (status resolved, resolved_at in it). */
    resolved: integer().notNull(),
    /** Live tickets created in the month, resolved without a resolution time (never in a backlog). */
    unresolvedAt: integer().notNull(),
    /** Live tickets resolved in the month but created in a later one: created month → count. */
    early: jsonb(),
    figures: jsonb().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);
