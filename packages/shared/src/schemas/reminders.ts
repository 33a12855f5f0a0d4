/** Reminders (server/API.md "Reminders"): the body of create and edit, and the list query. */
import { z } from 'zod';
import { REMINDER_PERIODS } from './enums.ts';
import { dateSchema, idSchema, pageQueryShape, searchSchema, textSchema } from './primitives.ts';

export const reminderBodySchema = z.object({
  title: textSchema.trim().min(1).max(255),
  company_id: idSchema,
  /** The employee the ticket is for (a client of the company). */
  user_id: idSchema.nullable().optional(),
  /** The text of the ticket it creates. */
  description: textSchema.max(100_000).default(''),
  /** The next day a ticket is due (`YYYY-MM-DD`); it moves on by the period after each ticket. */
  day: dateSchema,
  active: z.boolean().default(true),
  period: z.enum(REMINDER_PERIODS).default('once'),
});
export type ReminderBody = z.output<typeof reminderBodySchema>;

export const reminderListQuerySchema = z.object({
  filter: z.enum(['all', 'active', 'inactive']).default('all'),
  company_id: idSchema.optional(),
  search: searchSchema,
  ...pageQueryShape,
});
export type ReminderListQuery = z.output<typeof reminderListQuerySchema>;
