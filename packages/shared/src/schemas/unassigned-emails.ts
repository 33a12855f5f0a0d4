/** Unassigned e-mails (server/API.md "Unassigned e-mails"): the list query and what an e-mail can become. */
import { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from './enums.ts';
import { idSchema, pageQueryShape, searchSchema, textSchema } from './primitives.ts';

/** `/…/:id/attachments/:index`: the e-mail's attachment by its position. */
export const unassignedAttachmentParamsSchema = z.object({ id: idSchema, index: z.coerce.number().int().min(0) });

export const unassignedListQuerySchema = z.object({
  filter: z.enum(['all', 'unread']).default('all'),
  search: searchSchema,
  ...pageQueryShape,
});
export type UnassignedListQuery = z.output<typeof unassignedListQuerySchema>;

/** A ticket for a chosen company made of the e-mail (subject, body and attachments come from it). */
export const unassignedToTicketSchema = z.object({
  company_id: idSchema,
  /** Default: the company's client with the sender's address, if any. */
  requester_id: idSchema.nullable().optional(),
  type: z.enum(TICKET_TYPES).default('question'),
  priority: z.enum(TICKET_PRIORITIES).default('normal'),
  category: z.enum(TICKET_CATEGORIES).default('other'),
  status: z.enum(TICKET_STATUSES).default('new'),
  assignee_id: idSchema.nullable().optional(),
  subject: textSchema.trim().min(1).max(255).optional(),
});
export type UnassignedToTicketInput = z.output<typeof unassignedToTicketSchema>;

/** The e-mail becomes a message of an existing ticket. */
export const unassignedAttachSchema = z.object({ ticket_id: idSchema });
