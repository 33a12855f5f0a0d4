/** The reminder form: the server's body rules (`reminderBodySchema`); the pickers hold numbers and every field is filled. */
import { z } from 'zod';
import { reminderBodySchema } from '@helpdesk/shared/schemas';

const { shape } = reminderBodySchema;

export const reminderFormSchema = reminderBodySchema.extend({
  company_id: z.number().int().positive(),
  user_id: z.number().int().positive().nullable(),
  description: shape.description.unwrap(),
  active: shape.active.unwrap(),
  period: shape.period.unwrap(),
});
export type ReminderForm = z.input<typeof reminderFormSchema>;
export type ReminderPayload = z.output<typeof reminderFormSchema>;
