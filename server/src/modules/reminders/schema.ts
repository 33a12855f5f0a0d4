/** Request shapes of reminders (issue 6 item 4). */
import { z } from 'zod';
import { dateSchema, idSchema, pageQueryShape, REMINDER_PERIODS, searchSchema, textSchema } from '@helpdesk/shared/schemas';

const id = idSchema;

export const idParams = z.object({ id });

export const reminderBodySchema = z.object({
  title: textSchema.trim().min(1).max(255),
  company_id: id,
  /** The employee the ticket is for (a client of the company). */
  user_id: id.nullable().optional(),
  /** The text of the ticket it creates. */
  description: textSchema.max(100_000).default(''),
  /** The next day a ticket is due (`YYYY-MM-DD`); it moves on by the period after each ticket. */
  day: dateSchema,
  active: z.boolean().default(true),
  period: z.enum(REMINDER_PERIODS).default('once'),
});
export type ReminderBody = z.output<typeof reminderBodySchema>;

export const reminderListQuery = z.object({
  filter: z.enum(['all', 'active', 'inactive']).default('all'),
  company_id: id.optional(),
  search: searchSchema,
  ...pageQueryShape,
});
