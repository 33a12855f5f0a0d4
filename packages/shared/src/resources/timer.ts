/** The time-report timer (server/API.md "Timer"). */
import { z } from 'zod';
import { day, id, instant } from './common.ts';

/** The caller's running timer: the ticket it runs on and when it started. */
export const runningTimerSchema = z.strictObject({
  ticket: z.strictObject({ id, fullid: z.string(), subject: z.string() }),
  started_at: instant,
});
export type RunningTimer = z.infer<typeof runningTimerSchema>;

/**
 * What a stopped timer hands to the ticket's time-report form: the business day and start hour it began at and its
 * duration, both in the form's steps (TIME_REPORT_STEP_MINUTES).
 */
export const timeReportDraftSchema = z.strictObject({
  ticket_id: id,
  day,
  from_hour: z.string().regex(/^\d\d:\d\d$/),
  minutes: z.number().int().positive(),
});
export type TimeReportDraft = z.infer<typeof timeReportDraftSchema>;
