/** Reminders (server/API.md "Reminders"). */
import { z } from 'zod';
import { REMINDER_PERIODS } from '../schemas/enums.ts';
import { companyRefSchema, day, id, instant, personRefSchema } from './common.ts';

export const reminderSchema = z.strictObject({
  id,
  title: z.string(),
  company: companyRefSchema,
  employee: personRefSchema.nullable(),
  description: z.string(),
  day,
  active: z.boolean(),
  period: z.enum(REMINDER_PERIODS),
  sent_at: instant.nullable(),
  /** The occurrence after `day` (null for a one-off). */
  following_day: day.nullable(),
  created_at: instant,
  updated_at: instant,
});
export type Reminder = z.infer<typeof reminderSchema>;

/** One reminder with the tickets its occurrences filed. */
export const reminderDetailSchema = reminderSchema.extend({
  runs: z.array(z.strictObject({ occurrence: day, ticket_id: id.nullable(), created_at: instant })),
});
export type ReminderDetail = z.infer<typeof reminderDetailSchema>;
