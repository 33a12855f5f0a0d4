/** Invoicing: locked months, invoices, agent costs and company pricings. */
import type { CompanyMonth as CompanyMonthFigures } from '@helpdesk/shared/resources';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz, money } from './columns';
import { companies, users } from './users-auth';

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
    /** The overtime price of the pricing the figures used, as issued (null: approved before it was kept, or no pricing). */
    overtimePrice: money(),
    notes: text(),
    approvedAt: timestamp(tz),
    approvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    exportedAt: timestamp(tz),
  },
  (t) => [uniqueIndex('invoices_company_month').on(t.companyId, t.month)],
);

/**
 * A company-month's invoicing history beyond its current approval (kept on `invoices`): each reopening with its
 * required reason, who and when, and the approval it voided (its figures, when and by whom).
 */
export const invoiceMonthHistory = pgTable(
  'invoice_month_history',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `YYYY-MM` */
    month: text().notNull(),
    action: text().$type<'reopened'>().notNull(),
    reason: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp(tz).notNull().defaultNow(),
    /** The voided approval: the figures as they were stored, when and by whom. */
    voidedFigures: jsonb().$type<CompanyMonthFigures>(),
    voidedApprovedAt: timestamp(tz),
    voidedApprovedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('invoice_month_history_company_month_idx').on(t.companyId, t.month)],
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

/**
 * A company's month's version of its counted time: raised by triggers (migration 0022) whenever a time report of the
 * month is added, changed or deleted, or a ticket with time in it moves to another company, is trashed, restored or
 * deleted. No row = version 0.
 */
export const financeMonthVersions = pgTable(
  'finance_month_versions',
  {
    companyId: integer().notNull(),
    /** `YYYY-MM` */
    month: text().notNull(),
    version: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

/**
 * A company's month's counted time summed for the lists (the finance module's `MonthTotals`), kept while its version
 * and its basis (contract and pricing in force, as the calculation read them) are unchanged.
 */
export const financeMonthTotals = pgTable(
  'finance_month_totals',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `YYYY-MM` */
    month: text().notNull(),
    version: integer().notNull(),
    basis: text().notNull(),
    totals: jsonb().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);
