/**
 * A stopped timer's figures in the time-report form's terms: the business day and wall-clock start hour in the
 * business time zone, on the form's step (TIME_REPORT_STEP_MINUTES), and the duration in whole steps.
 */
import { TIME_REPORT_STEP_MINUTES } from '@helpdesk/shared/constants';
import { businessClock } from '@helpdesk/shared/months';
import { businessDateOf } from './business-time-zone';

/** A report lasts one day at most (the form's and the schema's limit). */
const MAX_REPORT_MINUTES = 24 * 60;

export interface TimerFigures {
  day: string;
  from_hour: string;
  minutes: number;
}

export function timerFigures(startedAt: Date, stoppedAt: Date, step = TIME_REPORT_STEP_MINUTES): TimerFigures {
  const [hour = '00', minute = '00'] = businessClock(startedAt).split(':');
  const flooredMinute = Math.floor(Number(minute) / step) * step;
  const elapsedMinutes = Math.max(0, stoppedAt.getTime() - startedAt.getTime()) / 60_000;
  // Nearest step, at least one: a two-minute call is still reported, and a report never has zero minutes.
  const minutes = Math.min(MAX_REPORT_MINUTES, Math.max(step, Math.round(elapsedMinutes / step) * step));
  return { day: businessDateOf(startedAt), from_hour: `${hour}:${String(flooredMinute).padStart(2, '0')}`, minutes };
}
