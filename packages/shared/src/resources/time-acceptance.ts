/** Time-report acceptance and internal time (server/API.md "Time-report acceptance", "Internal time"). */
import { z } from 'zod';
import { INTERNAL_TIME_CATEGORIES, TIME_ACCEPT_REASONS, TIME_REPORT_KINDS } from '../schemas/enums.ts';
import { companyRefSchema, day, id, instant, paginatedSchema, personRefSchema, type Paginated } from './common.ts';
import { timeReportSchema } from './tickets.ts';

/** The values a corrected report had before the agent changed it (what the admin compares against). */
export const timeReportPreviousSchema = z.strictObject({
  day,
  from_hour: z.string(),
  kind: z.enum(TIME_REPORT_KINDS),
  minutes: z.number().int(),
  description: z.string(),
  overtime: z.number().int(),
  outside_contract: z.boolean(),
  arrival: z.boolean(),
  reject_reason: z.string().nullable(),
});
export type TimeReportPrevious = z.infer<typeof timeReportPreviousSchema>;

/** One report in the acceptance list: the report, its ticket and company, why it waits, what the agent changed. */
export const timeAcceptItemSchema = timeReportSchema.extend({
  ticket: z.strictObject({ id, fullid: z.string(), subject: z.string() }),
  company: companyRefSchema.nullable(),
  reasons: z.array(z.enum(TIME_ACCEPT_REASONS)),
  previous: timeReportPreviousSchema.nullable(),
  resubmitted_at: instant.nullable(),
});
export type TimeAcceptItem = z.infer<typeof timeAcceptItemSchema>;

export const internalTimeSchema = z.strictObject({
  id,
  agent: personRefSchema.nullable(),
  day,
  from_hour: z.string(),
  minutes: z.number().int(),
  category: z.enum(INTERNAL_TIME_CATEGORIES),
  description: z.string(),
  created_at: instant,
});
export type InternalTime = z.infer<typeof internalTimeSchema>;

/** A page of internal time with the total minutes of every page (the list's filters). */
export const internalTimePageSchema = paginatedSchema(internalTimeSchema).extend({
  summary: z.strictObject({ minutes: z.number().int() }),
});
export interface InternalTimePage extends Paginated<InternalTime> {
  summary: { minutes: number };
}
