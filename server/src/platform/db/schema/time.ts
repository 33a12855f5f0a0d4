/** Time reports, planned works, internal times, leaves, holidays and evaluations. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, real, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz, createdAt, updatedAt } from './columns';
import { tickets } from './tickets';
import { companies, users } from './users-auth';

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
    // A month's counted time per ticket, staff type and contract side read from the index alone (report months).
    index('time_reports_live_day_cover_idx')
      .on(t.day, t.ticketId, t.kind, t.outsideContract, t.minutes, t.arrival)
      .where(sql`rejected_at is null`),
  ],
);

/**
 * A time report moved to the first day of the next month: the decision taken when its month was to be closed while it
 * still waited for acceptance (invoicing), with the day it had, who moved it, when and why.
 */
export const timeReportMoves = pgTable(
  'time_report_moves',
  {
    id: serial().primaryKey(),
    timeReportId: integer()
      .notNull()
      .references(() => timeReports.id, { onDelete: 'cascade' }),
    fromDay: date({ mode: 'string' }).notNull(),
    toDay: date({ mode: 'string' }).notNull(),
    reason: text(),
    movedById: integer().references(() => users.id, { onDelete: 'set null' }),
    movedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [index('time_report_moves_report_idx').on(t.timeReportId)],
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
