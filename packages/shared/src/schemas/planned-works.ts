/**
 * Planned works on a ticket (spec §3, server/API.md "Planned works"): the request shapes, and the bounds of
 * `hours` the forms check before the server does (0.25–1000, a quarter of an hour at least).
 */
import { z } from 'zod';
import { dateTimeSchema, idSchema } from './primitives.ts';

export const PLANNED_WORK_HOURS_MIN = 0.25;
export const PLANNED_WORK_HOURS_MAX = 1000;

export const plannedWorkHoursSchema = z.number().min(PLANNED_WORK_HOURS_MIN).max(PLANNED_WORK_HOURS_MAX);

export const plannedWorkCreateSchema = z.object({
  start_time: dateTimeSchema,
  hours: plannedWorkHoursSchema,
  internal: z.boolean().default(false),
});
export type PlannedWorkCreateInput = z.input<typeof plannedWorkCreateSchema>;

export const plannedWorkUpdateSchema = z
  .object({
    start_time: dateTimeSchema.optional(),
    hours: plannedWorkHoursSchema.optional(),
    internal: z.boolean().optional(),
  })
  .strict();
export type PlannedWorkUpdateInput = z.input<typeof plannedWorkUpdateSchema>;

/** `POST /api/admin/monitoring-token`: a new token for one company (the previous one stops working). */
export const monitoringTokenCreateSchema = z.object({ company_id: idSchema });
export type MonitoringTokenCreateInput = z.input<typeof monitoringTokenCreateSchema>;
