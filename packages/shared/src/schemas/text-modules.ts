/**
 * Text modules (issue 36, item 1): canned answers an agent inserts with `::` in the reply and note composer. The body
 * is what the composer sends (plain text, line breaks kept; the server sanitises it when the message is sent) with
 * `{{placeholders}}` the server fills from a ticket. Only the placeholders named here exist: a module naming another
 * is refused when saved, never found out at use.
 */
import { z } from 'zod';
import { LOCALES } from '../constants.ts';
import { messageKey } from './messages.ts';
import { idSchema, pageQueryShape, searchSchema, textSchema } from './primitives.ts';

/** Every placeholder a text module may hold, as `{{name}}`. */
export const TEXT_MODULE_PLACEHOLDERS = [
  'ticket.fullid',
  'ticket.subject',
  'ticket.status',
  'ticket.priority',
  'ticket.created_at',
  'requester.firstname',
  'requester.lastname',
  'requester.email',
  'agent.firstname',
  'agent.lastname',
  'agent.email',
  'assignee.firstname',
  'assignee.lastname',
  'company.name',
  'company.short_name',
  'sla.first_response_at',
  'sla.resolve_at',
] as const;
export type TextModulePlaceholder = (typeof TEXT_MODULE_PLACEHOLDERS)[number];

/** `{{ name }}`: letters, digits, dots and underscores, spaces inside the braces allowed. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([\w.]+)\s*\}\}/g;

const KNOWN: ReadonlySet<string> = new Set(TEXT_MODULE_PLACEHOLDERS);

/** The placeholder names of a body that are not in TEXT_MODULE_PLACEHOLDERS, each once, in order of appearance. */
export function unknownPlaceholders(body: string): string[] {
  const names = [...body.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]!);
  return [...new Set(names.filter((name) => !KNOWN.has(name)))];
}

export const TEXT_MODULE_LANGUAGES = LOCALES;
export type TextModuleLanguage = (typeof TEXT_MODULE_LANGUAGES)[number];

/** What follows `::` in the composer: letters, digits, `-` and `_`. */
export const TEXT_MODULE_SHORTCUT_PATTERN = /^[\p{L}\p{N}_-]+$/u;

/** `POST /api/admin/text-modules` and `PUT …/{id}`, and the module form. */
export const textModuleBodySchema = z.object({
  name: textSchema.trim().min(1).max(120),
  shortcut: textSchema
    .trim()
    .min(1)
    .max(40)
    .refine((value) => TEXT_MODULE_SHORTCUT_PATTERN.test(value), messageKey('text_module_shortcut')),
  body: textSchema
    .trim()
    .min(1)
    .max(100_000)
    .superRefine((body, ctx) => {
      const unknown = unknownPlaceholders(body);
      if (unknown.length)
        ctx.addIssue({
          code: 'custom',
          input: body,
          ...messageKey('unknown_placeholders', { names: unknown.map((n) => `{{${n}}}`).join(', ') }),
        });
    }),
  language: z.enum(TEXT_MODULE_LANGUAGES),
  /** Empty: a global module, offered on every company's tickets. */
  company_id: idSchema.nullable().default(null),
  category: textSchema.trim().max(120).default(''),
});
export type TextModuleBody = z.output<typeof textModuleBodySchema>;
export type TextModuleFormInput = z.input<typeof textModuleBodySchema>;

/**
 * The list (`GET /api/admin/text-modules`): `search` matches name or shortcut; `company_id` narrows to one company's
 * modules, `company=global` to the global ones; `ticket_id` keeps what that ticket's composer may offer (its
 * company's and the global ones).
 */
export const textModuleListQuerySchema = z.object({
  search: searchSchema,
  company_id: idSchema.optional(),
  company: z.enum(['global']).optional(),
  language: z.enum(TEXT_MODULE_LANGUAGES).optional(),
  ticket_id: idSchema.optional(),
  ...pageQueryShape,
});
export type TextModuleListQuery = z.output<typeof textModuleListQuerySchema>;

/** `POST /api/admin/text-modules/{id}/render`: the ticket whose data fills the placeholders. */
export const textModuleRenderSchema = z.object({ ticket_id: idSchema });
export type TextModuleRenderInput = z.output<typeof textModuleRenderSchema>;
