/** Leaves and holidays (server/API.md "Leaves", "Holidays"). */
import { z } from 'zod';
import { LEAVE_TYPES } from '../schemas/enums.ts';
import { day, id, instant, personRefSchema } from './common.ts';

export const leaveSchema = z.strictObject({
  id,
  agent: personRefSchema,
  start: day,
  end: day,
  type: z.enum(LEAVE_TYPES),
  description: z.string().nullable(),
  accepted_at: instant.nullable(),
  accepted_by: personRefSchema.nullable(),
  created_at: instant,
  updated_at: instant,
});
export type Leave = z.infer<typeof leaveSchema>;

export const holidaySchema = z.strictObject({ id, name: z.string(), date: day });
export type Holiday = z.infer<typeof holidaySchema>;
