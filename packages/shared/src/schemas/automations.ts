/**
 * Automation rules (issue 36, item 4): when something happens to a ticket (created, updated, an e-mail received) or on
 * a schedule, the rule's conditions are checked and, when they all hold, its actions run as the system — the macro
 * actions (one versioned change named by the rule) plus the rule-only ones: notices to staff, an e-mail of a text
 * module to the requester, a round-robin assignee. Rules run in their order; a rule's own change never runs it again.
 */
import { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from './enums.ts';
import { ticketActionSchema } from './macros.ts';
import { messageKey } from './messages.ts';
import { idSchema, pageQueryShape, textSchema } from './primitives.ts';
import { rules } from './rules.ts';
import { DOMAIN } from './company.ts';

export const AUTOMATION_TRIGGERS = ['created', 'updated', 'email_received', 'scheduled'] as const;
export type AutomationTrigger = (typeof AUTOMATION_TRIGGERS)[number];

/** At most this many conditions and actions in one rule. */
export const AUTOMATION_MAX_CONDITIONS = 20;
export const AUTOMATION_MAX_ACTIONS = 20;
/** A scheduled rule looks every 1 to 1440 minutes. */
export const AUTOMATION_EVERY_MINUTES_MAX = 1440;
/** The dry run's first page of matching tickets. */
export const AUTOMATION_DRY_RUN_PAGE = 20;

const minutes = z.number().int().min(1).max(525_600);
const hours = z.number().int().min(1).max(8760);
/** A share of an SLA deadline's time, from the ticket's creation: 100 is the deadline itself. */
const percent = z.number().int().min(1).max(1000);
const needle = textSchema.trim().min(1).max(200);

/** One condition; a rule matches when all of them hold (no conditions: every ticket). */
export const automationConditionSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('company'), companies: z.array(idSchema).min(1).max(200) }),
  z.object({ field: z.literal('type'), values: z.array(z.enum(TICKET_TYPES)).min(1) }),
  z.object({ field: z.literal('priority'), values: z.array(z.enum(TICKET_PRIORITIES)).min(1) }),
  z.object({ field: z.literal('category'), values: z.array(z.enum(TICKET_CATEGORIES)).min(1) }),
  z.object({ field: z.literal('status'), values: z.array(z.enum(TICKET_STATUSES)).min(1) }),
  /** The requester's (or an unknown sender's) e-mail domain, one of these; `example.com` also matches `mail.example.com`. */
  z.object({
    field: z.literal('requester_domain'),
    domains: z
      .array(
        textSchema
          .trim()
          .toLowerCase()
          .transform((d) => d.replace(/^@/, ''))
          .check(rules.max(253), rules.regex(DOMAIN)),
      )
      .min(1)
      .max(50),
  }),
  z.object({ field: z.literal('subject_contains'), text: needle }),
  z.object({ field: z.literal('body_contains'), text: needle }),
  /** Nobody assigned for N minutes: since the ticket last lost its assignee (its history), else since its creation. */
  z.object({ field: z.literal('unassigned_for'), minutes }),
  /** Waiting (for the client or a third party) for N hours: since its SLA clock stopped. */
  z.object({ field: z.literal('waiting_for'), hours }),
  /** N % of the time from the ticket's creation to its first-response / resolution deadline has gone (not met yet). */
  z.object({ field: z.literal('sla_first_response_elapsed'), percent }),
  z.object({ field: z.literal('sla_resolve_elapsed'), percent }),
]);
export type AutomationCondition = z.output<typeof automationConditionSchema>;
export type AutomationConditionField = AutomationCondition['field'];
export const AUTOMATION_CONDITION_FIELDS = automationConditionSchema.options.map((o) => o.shape.field.value) as AutomationConditionField[];

/** The actions only a rule has, beside the macro actions. */
const ruleOnlyActions = [
  /** A bell, and e-mail / push as each recipient chose. */
  z.object({ action: z.literal('notify_agent'), agent_id: idSchema }),
  z.object({ action: z.literal('notify_assignee') }),
  z.object({ action: z.literal('notify_responsible') }),
  z.object({ action: z.literal('notify_managers') }),
  /** The text module, filled for the ticket, e-mailed to the requester (not written to the ticket as an answer). */
  z.object({ action: z.literal('mail_text_module_to_requester'), text_module_id: idSchema }),
  /** The next agent of the ticket's company at work now (round robin); nobody at work: the assignee stays. */
  z.object({ action: z.literal('assign_round_robin') }),
] as const;

export const automationActionSchema = z.discriminatedUnion('action', [...ticketActionSchema.options, ...ruleOnlyActions]);
export type AutomationAction = z.output<typeof automationActionSchema>;
export type AutomationActionKind = AutomationAction['action'];
export const AUTOMATION_ACTION_KINDS = automationActionSchema.options.map((o) => o.shape.action.value) as AutomationActionKind[];

const ruleShape = {
  name: textSchema.trim().min(1).max(120),
  trigger: z.enum(AUTOMATION_TRIGGERS),
  /** Scheduled rules only: how often they look. */
  every_minutes: z.number().int().min(1).max(AUTOMATION_EVERY_MINUTES_MAX).nullable().default(null),
  conditions: z.array(automationConditionSchema).max(AUTOMATION_MAX_CONDITIONS).default([]),
  actions: z.array(automationActionSchema).min(1).max(AUTOMATION_MAX_ACTIONS),
  active: z.boolean().default(true),
};

/** `POST /api/admin/automations` and `PUT …/{id}`, and the rule form. */
export const automationBodySchema = z.object(ruleShape).superRefine((rule, ctx) => {
  if (rule.trigger === 'scheduled' && rule.every_minutes === null)
    ctx.addIssue({ code: 'custom', path: ['every_minutes'], ...messageKey('required') });
});
export type AutomationBody = z.output<typeof automationBodySchema>;
export type AutomationFormInput = z.input<typeof automationBodySchema>;

/** `PATCH /api/admin/automations/{id}`: the list's on/off switch. */
export const automationSwitchSchema = z.object({ active: z.boolean() });

/** `PUT /api/admin/automations/order`: every rule's id, in the new order. */
export const automationOrderSchema = z.object({ ids: z.array(idSchema).min(1).max(1000) });

/** `POST /api/admin/automations/dry-run`: the conditions to try (a rule body's; the rest is ignored). */
export const automationDryRunSchema = z.object({
  conditions: z.array(automationConditionSchema).max(AUTOMATION_MAX_CONDITIONS).default([]),
});
export type AutomationDryRunInput = z.output<typeof automationDryRunSchema>;

/** What a rule's run on a ticket came to: its actions took effect, one failed (all rolled back), or none had anything to do. */
export const AUTOMATION_RUN_OUTCOMES = ['applied', 'failed', 'skipped'] as const;
export type AutomationRunOutcome = (typeof AUTOMATION_RUN_OUTCOMES)[number];

/** `GET /api/admin/automations/{id}/runs`: a page of the rule's runs, newest first; `failed=1` the failed ones only. */
export const automationRunsQuerySchema = z.object({ ...pageQueryShape, failed: z.enum(['0', '1']).default('0') });
export type AutomationRunsQuery = z.output<typeof automationRunsQuerySchema>;
