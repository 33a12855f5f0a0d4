/** Automation rules (issue 36 item 4): the rules, what a scheduled rule already did to a ticket, and every run. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AutomationAction, AutomationCondition, AutomationRunOutcome, AutomationTrigger } from '@helpdesk/shared/schemas';
import { tz, createdAt, updatedAt } from './columns';
import { tickets } from './tickets';

export const automationRules = pgTable(
  'automation_rules',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    trigger: text().$type<AutomationTrigger>().notNull(),
    /** Scheduled rules: how often a pass looks (minutes); null for the event rules. */
    everyMinutes: integer(),
    conditions: jsonb().$type<AutomationCondition[]>().notNull().default([]),
    actions: jsonb().$type<AutomationAction[]>().notNull(),
    /** Rules run in this order (ascending). */
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /**
     * When the rule was last switched on: a scheduled rule's time condition (SLA share gone, unassigned or waiting for
     * so long) fires only for a moment crossed since — switching a rule on never floods with what was already late.
     */
    activeSince: timestamp(tz).notNull().defaultNow(),
    /** When the last scheduled pass of this rule ran (the next is due `everyMinutes` later). */
    lastRunAt: timestamp(tz),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('automation_rules_trigger_idx').on(t.trigger, t.position)],
);

/**
 * What a scheduled rule already did to a ticket: once per `key` (the moment its time condition was crossed, e.g. the
 * 80 % point of this resolution deadline; empty for a rule without one). A pass claims the row before it acts (two
 * instances claim it once); a ticket that no longer matches loses it, so matching again later fires again.
 */
export const automationFired = pgTable(
  'automation_fired',
  {
    ruleId: integer()
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    firedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.ticketId] })],
);

/** Every run of a rule on a ticket: what it changed and whom it told, or why it failed. */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: serial().primaryKey(),
    ruleId: integer()
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    trigger: text().$type<AutomationTrigger>().notNull(),
    result: text().$type<AutomationRunOutcome>().notNull(),
    /**
     * `applied` / `skipped` (no action had anything to do): the fields changed ({field: [before, after]}), the people
     * notified, the addresses mailed, the kinds of the actions that took effect (`done`); `failed`: the error.
     */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('automation_runs_rule_idx').on(t.ruleId, t.createdAt), index('automation_runs_ticket_idx').on(t.ticketId)],
);
