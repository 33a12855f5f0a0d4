/** Time-report acceptance and internal time (server/API.md "Time-report acceptance", "Internal time"). */
import { z } from 'zod';
import { messageKey } from './messages.ts';
import { INTERNAL_TIME_CATEGORIES, TIME_ACCEPT_REASONS, TIME_ACCEPT_STATUSES } from './enums.ts';
import { dateSchema, idSchema, pageQueryShape, textSchema, timeOfDaySchema } from './primitives.ts';

/** At most this many reports in one accept or reject. */
export const TIME_DECISION_MAX = 200;

export const timeAcceptQuerySchema = z.object({
  status: z.enum(TIME_ACCEPT_STATUSES).default('pending'),
  agent_id: idSchema.optional(),
  company_id: idSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  reason: z.enum(TIME_ACCEPT_REASONS).optional(),
  ...pageQueryShape,
});
export type TimeAcceptQuery = z.output<typeof timeAcceptQuerySchema>;

const decisionIds = z.array(idSchema).min(1).max(TIME_DECISION_MAX);

export const timeAcceptSchema = z.object({ ids: decisionIds });
export type TimeAcceptInput = z.output<typeof timeAcceptSchema>;

/** A rejection names its reason (spec §5: 'Musisz podać powód odrzucenia.'). */
export const timeRejectSchema = z.object({
  ids: decisionIds,
  reason: textSchema
    .default('')
    .refine((value) => value.trim().length > 0, messageKey('reject_reason'))
    .pipe(z.string().trim().max(1000)),
});
export type TimeRejectInput = z.output<typeof timeRejectSchema>;

/** Moving waiting reports to the first day of the next month (closing a month); the reason is optional. */
export const timeMoveSchema = z.object({
  ids: decisionIds,
  reason: textSchema.trim().max(1000).nullable().optional(),
});
export type TimeMoveInput = z.output<typeof timeMoveSchema>;

export const internalTimeBodySchema = z.object({
  day: dateSchema,
  from_hour: timeOfDaySchema,
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  category: z.enum(INTERNAL_TIME_CATEGORIES),
  description: textSchema.trim().max(1000).default(''),
  /** Another agent's entry (admins and managers only); one's own by default. */
  agent_id: idSchema.optional(),
});
export type InternalTimeBody = z.output<typeof internalTimeBodySchema>;

export const internalTimeQuerySchema = z.object({
  agent_id: idSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  category: z.enum(INTERNAL_TIME_CATEGORIES).optional(),
  ...pageQueryShape,
});
export type InternalTimeQuery = z.output<typeof internalTimeQuerySchema>;
