/**
 * Reminder dates: a reminder's `day` is its next due date; after a ticket it moves on by the period. After
 * downtime the latest missed occurrence gets its ticket and the reminder moves past today (one ticket, not a
 * burst of stale ones). Months keep the day of the month where they can (31 Jan → 28/29 Feb → 31 Mar).
 */
import type { REMINDER_PERIODS } from '@helpdesk/shared/schemas';

export type ReminderPeriod = (typeof REMINDER_PERIODS)[number];

const DAY_MS = 86_400_000;
const STEP_DAYS: Partial<Record<ReminderPeriod, number>> = { weekly: 7, 'every-2-weeks': 14, 'every-3-weeks': 21 };
const STEP_MONTHS: Partial<Record<ReminderPeriod, number>> = { monthly: 1, yearly: 12 };

const parse = (iso: string) => new Date(`${iso}T00:00:00Z`);
const format = (d: Date) => d.toISOString().slice(0, 10);

/** `months` after `anchor`, on the anchor's day of the month or the month's last day. */
function addMonths(anchor: string, months: number): string {
  const a = parse(anchor);
  const target = new Date(Date.UTC(a.getUTCFullYear(), a.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(a.getUTCDate(), last));
  return format(target);
}

/** The occurrence after `day`, or null for a one-off. */
export function nextOccurrence(day: string, period: ReminderPeriod, anchor = day): string | null {
  const days = STEP_DAYS[period];
  if (days) return format(new Date(parse(day).getTime() + days * DAY_MS));
  const months = STEP_MONTHS[period];
  if (!months) return null;
  // Count from the anchor so a 31st does not drift to the 28th for good.
  let k = 1;
  while (addMonths(anchor, k * months) <= day) k++;
  return addMonths(anchor, k * months);
}

/** For a reminder due by `today`: the latest occurrence on or before today, and the one after it. */
export function dueOccurrence(day: string, period: ReminderPeriod, today: string): { occurrence: string; next: string | null } | null {
  if (day > today) return null;
  let occurrence = day;
  for (;;) {
    const next = nextOccurrence(occurrence, period, day);
    if (next === null || next > today) return { occurrence, next };
    occurrence = next;
  }
}

/** Today's date in a time zone (`YYYY-MM-DD`). */
export function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
