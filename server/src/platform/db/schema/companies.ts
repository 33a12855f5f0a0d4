/** Client companies with their agents, priorities, projects and reminders. */
import {
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tz, createdAt, updatedAt } from './columns';
import { users } from './users-auth';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp(tz),
  },
  (t) => [uniqueIndex('companies_tag_unique').on(t.tag)],
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
