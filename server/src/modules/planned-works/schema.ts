/** Request shapes of planned works (issue 6 item 5). */
import { z } from 'zod';

const id = z.coerce.number().int().positive();

export const idParams = z.object({ id });

const hours = z.number().min(0.25).max(1000);

export const plannedWorkCreateSchema = z.object({
  start_time: z.iso.datetime({ offset: true }),
  hours,
  internal: z.boolean().default(false),
});

export const plannedWorkUpdateSchema = z
  .object({
    start_time: z.iso.datetime({ offset: true }).optional(),
    hours: hours.optional(),
    internal: z.boolean().optional(),
  })
  .strict();
