/** Request shapes of reminders (issue 6 item 4). */
import { z } from 'zod';
import { REMINDER_PERIODS } from '@helpdesk/shared/schemas';

const id = z.coerce.number().int().positive();

export const idParams = z.object({ id });

export const reminderBodySchema = z.object({
  title: z.string().trim().min(1).max(255),
  company_id: id,
  /** The employee the ticket is for (a client of the company). */
  user_id: id.nullable().optional(),
  /** The text of the ticket it creates. */
  description: z.string().max(100_000).default(''),
  /** The next day a ticket is due (`YYYY-MM-DD`); it moves on by the period after each ticket. */
  day: z.iso.date(),
  active: z.boolean().default(true),
  period: z.enum(REMINDER_PERIODS).default('once'),
});
export type ReminderBody = z.output<typeof reminderBodySchema>;

export const reminderListQuery = z.object({
  filter: z.enum(['all', 'active', 'inactive']).default('all'),
  company_id: id.optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
