/** Automation rules (server/API.md "Automation rules"). */
import { z } from 'zod';
import { AUTOMATION_TRIGGERS, automationActionSchema, automationConditionSchema } from '../schemas/automations.ts';
import { id, instant } from './common.ts';

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
