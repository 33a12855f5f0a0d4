/**
 * Agents as admins and managers manage them (spec §3 Agent, §6; server/API.md "Agents"), and the admin lists of
 * client evaluations (spec §4 "Evaluation"). The server validates `POST/PUT /api/admin/agent` and the list queries
 * with these; the management remote's forms use the same schemas, so rules and messages are the same everywhere.
 */
import { z } from 'zod';
import { AGENT_ROLES } from '../permissions.ts';
import { EVALUATION_REASONS } from './enums.ts';
import { interpolate, type ValidationLang } from './messages.ts';
import { dateSchema, idSchema, pageQueryShape, searchSchema, textSchema } from './primitives.ts';
import { AGENT_JOB_POSITIONS } from '../permissions.ts';
import { agentSchema } from './user.ts';
import { RATING_MAX, RATING_MIN } from './evaluation.ts';

const blankToNull = (value: string | null | undefined) => (value ? value : null);
const optionalPhone = textSchema.trim().max(30).nullable().optional().transform(blankToNull);

/**
 * An agent's fields. The direct phone is required: the sign-in code goes to it by SMS. A form sends the time
 * scope as a number of minutes (0, 240 or 480).
 */
export const agentBodySchema = agentSchema.extend({
  email: z.string().trim().min(1).max(255).pipe(z.email()),
  phone: optionalPhone,
  direct_phone: textSchema.trim().min(1).max(30),
  company_ids: z.array(idSchema).max(1000).default([]),
});
/** What the server stores. */
export type AgentBody = z.output<typeof agentBodySchema>;
/** What a form or a request may send. */
export type AgentFormInput = z.input<typeof agentBodySchema>;

export const AGENT_LIST_FILTERS = ['active', 'trashed', 'all'] as const;

/** `GET /api/admin/agent`: search in names, e-mail and phones; role and job position; deleted ones. */
export const agentListQuery = z.object({
  filter: z.enum(AGENT_LIST_FILTERS).default('active'),
  role: z.enum(AGENT_ROLES).optional(),
  agent_type: z.enum(AGENT_JOB_POSITIONS).optional(),
  search: searchSchema,
  ...pageQueryShape,
});
export type AgentListQuery = z.output<typeof agentListQuery>;

/** `GET /api/admin/evaluations` and `/api/admin/company/{id}/evaluations`: the period is by the day of the rating. */
export const evaluationListQuery = z
  .object({
    company_id: z.coerce.number().int().positive().optional(),
    agent_id: z.coerce.number().int().positive().optional(),
    rating: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
    reason: z.enum(EVALUATION_REASONS).optional(),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    ...pageQueryShape,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], params: { messageKey: 'date' } });
export type EvaluationListQuery = z.output<typeof evaluationListQuery>;

const pl = {
  agent_created: 'Agent został dodany',
  agent_updated: 'Agent został zaktualizowany',
  agent_deleted: 'Agent został usunięty',
  agent_restored: 'Agent został przywrócony',
  email_taken: 'Ten adres e-mail jest już zajęty',
  admin_only: 'Tylko administrator może nadać rolę administratora',
  own_account: 'Nie możesz usunąć własnego konta ani zmienić własnej roli',
  company_missing: 'Jedna z wybranych firm nie istnieje',
  welcome_subject: 'Konto agenta w systemie zgłoszeń',
  welcome_body:
    'Dzień dobry {name},\n\nzałożono dla Ciebie konto agenta w systemie zgłoszeń.\nLogin: {email}\nHasło tymczasowe: {password}\n\nZaloguj się: {url}\nKod logowania przyjdzie SMS-em na numer {phone}. Po zalogowaniu ustaw własne hasło.',
} as const;

export type AgentMessageKey = keyof typeof pl;

const en: Record<AgentMessageKey, string> = {
  agent_created: 'Agent added',
  agent_updated: 'Agent updated',
  agent_deleted: 'Agent deleted',
  agent_restored: 'Agent restored',
  email_taken: 'This e-mail address is already taken',
  admin_only: 'Only an administrator can grant the administrator role',
  own_account: 'You cannot delete your own account or change your own role',
  company_missing: 'One of the selected companies does not exist',
  welcome_subject: 'Your agent account in the helpdesk',
  welcome_body:
    'Hello {name},\n\nan agent account was created for you in the helpdesk.\nLogin: {email}\nTemporary password: {password}\n\nLog in: {url}\nThe sign-in code comes by SMS to {phone}. Please set your own password after logging in.',
};

/** The `message` of the agent endpoints' answers and their own field errors, in both languages. */
export const AGENT_MESSAGES: Record<ValidationLang, Record<AgentMessageKey, string>> = { pl, en };

export const agentMessage = (lang: ValidationLang, key: AgentMessageKey, params: Record<string, string | number> = {}): string =>
  interpolate(lang, AGENT_MESSAGES[lang][key], params);
