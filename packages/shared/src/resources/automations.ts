/** Automation rules (server/API.md "Automation rules"). */
import { z } from 'zod';
import { AUTOMATION_RUN_OUTCOMES, AUTOMATION_TRIGGERS, automationActionSchema, automationConditionSchema } from '../schemas/automations.ts';
import { id, instant, paginatedSchema } from './common.ts';

export const automationRuleSchema = z.strictObject({
  id,
  name: z.string(),
  trigger: z.enum(AUTOMATION_TRIGGERS),
  every_minutes: z.number().int().nullable(),
  conditions: z.array(automationConditionSchema),
  actions: z.array(automationActionSchema),
  position: z.number().int(),
  active: z.boolean(),
  /** When it was last switched on: its time conditions count moments crossed since. */
  active_since: instant,
  last_run_at: instant.nullable(),
  created_at: instant,
  updated_at: instant,
});
export type AutomationRule = z.infer<typeof automationRuleSchema>;

/** The dry run: how many open tickets match now, and the first ones. */
export const automationDryRunResultSchema = z.strictObject({
  count: z.number().int(),
  tickets: z.array(z.strictObject({ id, fullid: z.string(), subject: z.string(), status: z.string(), company: z.string() })),
});
export type AutomationDryRun = z.infer<typeof automationDryRunResultSchema>;

/** One run of a rule on a ticket (the rule's run log, newest first). */
export const automationRunSchema = z.strictObject({
  id,
  /** The ticket it ran on (a run goes with its ticket). */
  ticket: z.strictObject({ id, fullid: z.string(), subject: z.string() }),
  trigger: z.enum(AUTOMATION_TRIGGERS),
  outcome: z.enum(AUTOMATION_RUN_OUTCOMES),
  /** A failed run: why, in the admin's language where the server knows the reason. */
  error: z.string().nullable(),
  /** The kinds of the actions that took effect (an applied run), in the rule's order. */
  actions: z.array(z.string()),
  /** The ticket's fields the run changed: {field: [before, after]}. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  created_at: instant,
});
export type AutomationRun = z.infer<typeof automationRunSchema>;
export const automationRunPageSchema = paginatedSchema(automationRunSchema);
