/** Request shapes of the unassigned e-mails API (issue 6 item 2). */
import { z } from 'zod';
import { idSchema, pageQueryShape, searchSchema, textSchema, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from '@helpdesk/shared/schemas';

const id = idSchema;

export const idParams = z.object({ id });
export const attachmentParams = z.object({ id, index: z.coerce.number().int().min(0) });

export const unassignedListQuery = z.object({
  filter: z.enum(['all', 'unread']).default('all'),
  search: searchSchema,
  ...pageQueryShape,
});

/** A ticket for a chosen company made of the e-mail (subject, body and attachments come from it). */
export const unassignedToTicketSchema = z.object({
  company_id: id,
  /** Default: the company's client with the sender's address, if any. */
  requester_id: id.nullable().optional(),
  type: z.enum(TICKET_TYPES).default('question'),
  priority: z.enum(TICKET_PRIORITIES).default('normal'),
  category: z.enum(TICKET_CATEGORIES).default('other'),
  status: z.enum(TICKET_STATUSES).default('new'),
  assignee_id: id.nullable().optional(),
  subject: textSchema.trim().min(1).max(255).optional(),
});

/** The e-mail becomes a message of an existing ticket. */
export const unassignedAttachSchema = z.object({ ticket_id: id });
