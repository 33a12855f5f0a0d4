/** Client companies with their agents, priorities, projects and reminders. */
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz, createdAt, updatedAt, searchText } from './columns';
import { companies, users } from './users-auth';

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
    /** The global search's text: the name. */
    searchText: searchText('name'),
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
