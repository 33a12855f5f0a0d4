/**
 * The planned-work form: start as a date and a time in the browser's zone, hours and the internal flag; its output
 * is the API's body (`start_time` in UTC). Hours follow the shared rule (@helpdesk/shared/schemas).
 */
import dayjs from 'dayjs';
import { z } from 'zod';
import { plannedWorkHoursSchema } from '@helpdesk/shared/schemas';

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export const plannedWorkFormSchema = z
  .object({
    // min(1) first: an empty field says "required", not "not a valid date".
    date: z.string().min(1).pipe(z.iso.date()),
    time: z.string().min(1).regex(TIME),
    hours: plannedWorkHoursSchema,
    internal: z.boolean(),
  })
  .transform((values) => ({
    start_time: dayjs(`${values.date}T${values.time}`).toISOString(),
    hours: values.hours,
    internal: values.internal,
  }));

export type PlannedWorkForm = z.input<typeof plannedWorkFormSchema>;
export type PlannedWorkPayload = z.output<typeof plannedWorkFormSchema>;

/** A new work starts tomorrow at 08:00 for 1 hour; an existing one shows its own values. */
export function plannedWorkFormValues(work?: { start_time: string; hours: number; internal: boolean }): PlannedWorkForm {
  if (!work) return { date: dayjs().add(1, 'day').format('YYYY-MM-DD'), time: '08:00', hours: 1, internal: false };
  const start = dayjs(work.start_time);
  return { date: start.format('YYYY-MM-DD'), time: start.format('HH:mm'), hours: work.hours, internal: work.internal };
}
