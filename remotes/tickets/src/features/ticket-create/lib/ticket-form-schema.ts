/**
 * The staff ticket form: every field of `POST /api/admin/ticket`, validated with the rules the
 * server uses (the subject and body come from the shared create schema), as the form holds them: ids as
 * numbers, empty choices as null.
 */
import { z } from 'zod';
import {
  TICKET_CATEGORIES,
  TICKET_CREATE_STATUSES,
  TICKET_PRIORITIES,
  TICKET_TYPES,
  TIME_REPORT_KINDS,
  adminTicketCreateSchema,
} from '@helpdesk/shared/schemas';

const choice = z.number().int().positive().nullable();

export const ticketFormSchema = z.object({
  company_id: z.number().int().positive(),
  subject: adminTicketCreateSchema.shape.subject,
  body: adminTicketCreateSchema.shape.body,
  type: z.enum(TICKET_TYPES),
  priority: z.enum(TICKET_PRIORITIES),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_CREATE_STATUSES),
  requester_id: choice,
  cc: z.array(z.number().int().positive()).max(50),
  project_id: choice,
  device_id: choice,
  assignee_id: choice,
  responsible_id: choice,
  support_scope: z.enum(TIME_REPORT_KINDS).nullable(),
});

export type TicketFormValues = z.infer<typeof ticketFormSchema>;
/** What the form holds before it is valid: the company may still be unchosen. */
export type TicketFormInput = Omit<TicketFormValues, 'company_id'> & { company_id: number | null };

export const EMPTY_TICKET_FORM: TicketFormInput = {
  company_id: null,
  subject: '',
  body: '',
  type: 'question',
  priority: 'normal',
  category: 'other',
  status: 'new',
  requester_id: null,
  cc: [],
  project_id: null,
  device_id: null,
  assignee_id: null,
  responsible_id: null,
  support_scope: null,
};

/** Choices that belong to the company: a new company clears them. */
export const COMPANY_BOUND_FIELDS = ['requester_id', 'cc', 'project_id', 'device_id'] as const satisfies readonly (keyof TicketFormInput)[];

/**
 * The form from a draft's free `payload`: each known field whose value still passes its rule; anything else
 * (an old draft, another client's shape) falls back to the empty form's value.
 */
export function formFromPayload(payload: Record<string, unknown>, companyId: number | null): TicketFormInput {
  const form: Record<string, unknown> = { ...EMPTY_TICKET_FORM };
  for (const key of Object.keys(EMPTY_TICKET_FORM) as (keyof TicketFormInput)[]) {
    if (!(key in payload)) continue;
    const parsed = ticketFormSchema.shape[key].safeParse(payload[key]);
    if (parsed.success) form[key] = parsed.data;
  }
  if (form.company_id === null && companyId) form.company_id = companyId;
  return form as TicketFormInput;
}
