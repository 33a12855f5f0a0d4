/**
 * The client's new-ticket form: the create body of the API (`clientTicketCreateSchema` rules) with the priorities a
 * client may choose — low, normal, high (spec §4: critical is staff-only; "one list shows only low, normal, high").
 */
import { z } from 'zod';
import { TICKET_CATEGORIES } from '@helpdesk/shared/enums';
import { clientTicketCreateSchema } from '@helpdesk/shared/schemas';

export const CLIENT_PRIORITIES = ['low', 'normal', 'high'] as const;

export const ticketFormSchema = z.object({
  subject: clientTicketCreateSchema.shape.subject,
  body: clientTicketCreateSchema.shape.body,
  priority: z.enum(CLIENT_PRIORITIES),
  category: z.enum(TICKET_CATEGORIES),
  device_id: z.number().int().positive().nullable(),
  cc: z.array(z.number().int().positive()).max(50),
});
export type TicketFormValues = z.infer<typeof ticketFormSchema>;

export const EMPTY_TICKET_FORM: TicketFormValues = { subject: '', body: '', priority: 'normal', category: 'other', device_id: null, cc: [] };
