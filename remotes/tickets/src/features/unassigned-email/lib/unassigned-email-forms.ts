/** The dialogs' forms: the server's schemas (`unassignedToTicketSchema`, `unassignedAttachSchema`); pickers hold numbers. */
import { z } from 'zod';
import { unassignedAttachSchema, unassignedToTicketSchema } from '@helpdesk/shared/schemas';

const { shape } = unassignedToTicketSchema;

export const toTicketFormSchema = unassignedToTicketSchema.pick({ company_id: true, priority: true, type: true }).extend({
  company_id: z.number().int().positive(),
  priority: shape.priority.unwrap(),
  type: shape.type.unwrap(),
});
export type ToTicketForm = z.input<typeof toTicketFormSchema>;

export const attachFormSchema = unassignedAttachSchema.extend({ ticket_id: z.number().int().positive() });
export type AttachForm = z.input<typeof attachFormSchema>;
