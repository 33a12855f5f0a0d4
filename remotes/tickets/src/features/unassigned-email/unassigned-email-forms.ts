/** The dialogs' form schemas (the server checks the same: server/src/modules/unassigned-emails/schema.ts). */
import { z } from 'zod';
import { TICKET_PRIORITIES, TICKET_TYPES } from '@helpdesk/shared/enums';

export const toTicketFormSchema = z.object({
  company_id: z.number().int().positive(),
  priority: z.enum(TICKET_PRIORITIES),
  type: z.enum(TICKET_TYPES),
});
export type ToTicketForm = z.input<typeof toTicketFormSchema>;

export const attachFormSchema = z.object({ ticket_id: z.number().int().positive() });
export type AttachForm = z.input<typeof attachFormSchema>;
