/**
 * Macros (issue 36, item 2): a named, ordered list of ticket actions an agent applies to one ticket from its page or
 * to many from the list's bulk bar — one versioned change per ticket, written to its history as the macro's name.
 * The actions are the ones an automation rule will reuse, so they are named for what they do to a ticket.
 */
import { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from './enums.ts';
import { messageKey } from './messages.ts';
import { rules } from './rules.ts';
import { idSchema, pageQueryShape, searchSchema, textSchema, versionSchema } from './primitives.ts';

export const TICKET_ACTION_KINDS = [
  'set_status',
  'set_priority',
  'set_category',
  'set_type',
  'set_assignee',
  'add_cc',
  'answer_with_text_module',
  'add_note',
] as const;
export type TicketActionKind = (typeof TICKET_ACTION_KINDS)[number];

/** `set_assignee`'s value for "whoever applies it". */
export const ASSIGNEE_ME = 'me';

/** At most this many actions in one macro: a macro is a shortcut, not a script. */
export const MACRO_MAX_ACTIONS = 20;
/** At most this many tickets in one bulk apply (one page of the list at its largest). */
export const MACRO_BULK_MAX_TICKETS = 100;

const messageBody = textSchema.trim().min(1).max(100_000);

/** One ticket action. `add_cc` names the client by e-mail (a macro serves every company) or by id. */
export const ticketActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('set_status'), status: z.enum(TICKET_STATUSES) }),
  z.object({ action: z.literal('set_priority'), priority: z.enum(TICKET_PRIORITIES) }),
  z.object({ action: z.literal('set_category'), category: z.enum(TICKET_CATEGORIES) }),
  z.object({ action: z.literal('set_type'), type: z.enum(TICKET_TYPES) }),
  z.object({ action: z.literal('set_assignee'), assignee: z.union([z.literal(ASSIGNEE_ME), idSchema]) }),
  z
    .object({
      action: z.literal('add_cc'),
      email: z.string().trim().check(rules.max(255), rules.email()).optional(),
      client_id: idSchema.optional(),
    })
    .refine((a) => (a.email ? 1 : 0) + (a.client_id ? 1 : 0) === 1, { path: ['email'], ...messageKey('macro_cc_target') }),
  z.object({ action: z.literal('answer_with_text_module'), text_module_id: idSchema }),
  z.object({ action: z.literal('add_note'), body: messageBody }),
]);
export type TicketAction = z.output<typeof ticketActionSchema>;
export type TicketActionInput = z.input<typeof ticketActionSchema>;

/** `POST /api/admin/macros` and `PUT …/{id}`, and the macro form. */
export const macroBodySchema = z.object({
  name: textSchema.trim().min(1).max(120),
  description: textSchema.trim().max(1000).default(''),
  actions: z.array(ticketActionSchema).min(1).max(MACRO_MAX_ACTIONS),
  active: z.boolean().default(true),
});
export type MacroBody = z.output<typeof macroBodySchema>;
export type MacroFormInput = z.input<typeof macroBodySchema>;

/** `GET /api/admin/macros`: `active=1` keeps what the ticket page and the bulk bar offer. */
export const macroListQuerySchema = z.object({
  search: searchSchema,
  active: z.enum(['1', '0']).optional(),
  ...pageQueryShape,
});
export type MacroListQuery = z.output<typeof macroListQuerySchema>;

/** `POST /api/admin/ticket/{id}/macros/{macroId}/apply`: the version the agent saw (409 when the ticket moved on). */
export const macroApplySchema = z.object({ version: versionSchema.optional() });
export const macroApplyParamsSchema = z.object({ id: idSchema, macroId: idSchema });

/** `POST /api/admin/macros/{macroId}/apply`: each ticket with the version the list showed. */
export const macroBulkApplySchema = z.object({
  tickets: z
    .array(z.object({ id: idSchema, version: versionSchema }))
    .min(1)
    .max(MACRO_BULK_MAX_TICKETS),
});
export type MacroBulkApplyInput = z.output<typeof macroBulkApplySchema>;

/** What became of one ticket of a bulk apply. */
export const MACRO_APPLY_RESULTS = ['applied', 'conflict', 'not_found', 'invalid'] as const;
export type MacroApplyResult = (typeof MACRO_APPLY_RESULTS)[number];
