/** Leaves and holidays (server/API.md "Leaves", "Holidays"): bodies and the calendar query. */
import { z } from 'zod';
import { LEAVE_TYPES } from './enums.ts';
import { messageKey } from './messages.ts';
import { dateSchema, idSchema, textSchema } from './primitives.ts';

/** Whole days in Poland's calendar (`YYYY-MM-DD`), both ends included. */
export const leaveBodySchema = z
  .object({
    start: dateSchema,
    end: dateSchema,
    type: z.enum(LEAVE_TYPES),
    description: textSchema.trim().max(1000).nullable().optional(),
    /** Whose leave (admins and managers); an agent's own when absent. */
    agent_id: idSchema.optional(),
  })
  .refine((b) => b.end >= b.start, { path: ['end'], ...messageKey('end_before_start') });
export type LeaveBody = z.output<typeof leaveBodySchema>;

/** The days a calendar shows; at most a little over a year at a time. */
export const leaveRangeQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .refine((q) => q.to >= q.from, { path: ['to'], ...messageKey('end_before_start') })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 400 * 86_400_000, { path: ['to'], ...messageKey('invalid') });
export type LeaveRangeQuery = z.output<typeof leaveRangeQuerySchema>;

export const holidayBodySchema = z.object({
  name: textSchema.trim().min(1).max(255),
  date: dateSchema,
});
export type HolidayBody = z.output<typeof holidayBodySchema>;

/** The holiday list: one year at a time (the current one by default). */
export const holidayListQuerySchema = z.object({ year: z.coerce.number().int().min(1900).max(2999).optional() });
export type HolidayListQuery = z.output<typeof holidayListQuerySchema>;
