/** The reminder form; the same rules as the server's (server/src/modules/reminders/schema.ts). */
import { z } from 'zod';
import { REMINDER_PERIODS } from '@helpdesk/shared/enums';

export const reminderFormSchema = z.object({
  title: z.string().trim().min(1).max(255),
  company_id: z.number().int().positive(),
  user_id: z.number().int().positive().nullable(),
  description: z.string().max(100_000),
  day: z.iso.date(),
  active: z.boolean(),
  period: z.enum(REMINDER_PERIODS),
});
export type ReminderForm = z.input<typeof reminderFormSchema>;
export type ReminderPayload = z.output<typeof reminderFormSchema>;
