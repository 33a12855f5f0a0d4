/**
 * SLA deadlines (issue 5 item 3): first response and resolution, counted in the company's business hours
 * (or around the clock for a 24/7 priority), skipping public holidays, stopped while the ticket waits.
 * Pure functions; business hours are wall-clock times in BUSINESS_TIME_ZONE.
 */
import { WAITING_STATUSES } from '@helpdesk/shared/schemas';

export const BUSINESS_TIME_ZONE = 'Europe/Warsaw';
const MINUTE = 60_000;
const DAY = 86_400_000;

export interface BusinessHours {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  fromDay: number;
  toDay: number;
  fromHour: string;
  toHour: string;
}

export interface SlaCalendar {
  /** null: around the clock (a 24/7 priority). */
  hours: BusinessHours | null;
  /** Days off, `YYYY-MM-DD`. */
  holidays: ReadonlySet<string>;
  timeZone?: string;
}

export interface SlaPolicy {
  openSlaMinutes: number;
  resolveSlaMinutes: number;
  is247: boolean;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(at: Date, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, utcOfWall: Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) };
}

/** The instant at which the wall clock in `timeZone` shows `date` `hhmm`. */
function instantOf(date: string, hhmm: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, h, min);
  // offset = wall - utc at that moment; business hours never sit inside a DST jump.
  const offset = wallClock(new Date(guess), timeZone).utcOfWall - guess;
  return guess - offset;
}

const isoWeekday = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};
const nextDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + DAY).toISOString().slice(0, 10);

/** Working windows [start, end) in epoch ms, day by day from the day of `from`. */
function* windows(from: Date, calendar: SlaCalendar): Generator<[number, number]> {
  const tz = calendar.timeZone ?? BUSINESS_TIME_ZONE;
  let date = wallClock(from, tz).date;
  for (let i = 0; i < 3660; i++, date = nextDate(date)) {
    const h = calendar.hours;
    if (!h) {
      yield [instantOf(date, '00:00', tz), instantOf(nextDate(date), '00:00', tz)];
      continue;
    }
    const wd = isoWeekday(date);
    const working = h.fromDay <= h.toDay ? wd >= h.fromDay && wd <= h.toDay : wd >= h.fromDay || wd <= h.toDay;
    if (!working || calendar.holidays.has(date)) continue;
    yield [instantOf(date, h.fromHour, tz), instantOf(date, h.toHour, tz)];
  }
}

/** The instant `minutes` working minutes after `start`. */
export function addBusinessMinutes(start: Date, minutes: number, calendar: SlaCalendar): Date {
  let left = minutes * MINUTE;
  const t = start.getTime();
  for (const [open, close] of windows(start, calendar)) {
    const from = Math.max(open, t);
    if (from >= close) continue;
    if (from + left <= close) return new Date(from + left);
    left -= close - from;
  }
  throw new Error('SLA calendar has no working time in ten years');
}

/** Working minutes between two instants (0 when `to` is not after `from`). */
export function businessMinutesBetween(from: Date, to: Date, calendar: SlaCalendar): number {
  if (to <= from) return 0;
  let total = 0;
  for (const [open, close] of windows(from, calendar)) {
    if (open >= to.getTime()) break;
    const a = Math.max(open, from.getTime());
    const b = Math.min(close, to.getTime());
    if (b > a) total += b - a;
  }
  return Math.round(total / MINUTE);
}

export interface SlaDeadlines {
  firstResponseDueAt: Date;
  resolveDueAt: Date;
}

export function deadlinesFor(createdAt: Date, policy: SlaPolicy, calendar: SlaCalendar): SlaDeadlines {
  const cal = policy.is247 ? { ...calendar, hours: null } : calendar;
  return { firstResponseDueAt: addBusinessMinutes(createdAt, policy.openSlaMinutes, cal), resolveDueAt: addBusinessMinutes(createdAt, policy.resolveSlaMinutes, cal) };
}

/**
 * Deadlines after a pause from `pausedAt` to `resumedAt`: whatever working time was left at the pause is
 * left again at the resume. A deadline already passed at the pause stays where it was (breached).
 */
export function resumeDeadline(due: Date | null, pausedAt: Date, resumedAt: Date, calendar: SlaCalendar): Date | null {
  if (!due || due <= pausedAt) return due;
  return addBusinessMinutes(resumedAt, businessMinutesBetween(pausedAt, due, calendar), calendar);
}

export const isWaiting = (status: string) => (WAITING_STATUSES as readonly string[]).includes(status);

export type SlaState = 'met' | 'breached' | 'due' | 'paused' | 'none';

/** One clock's state: met/breached once done, else paused, breached or still due. */
export function slaState(due: Date | null, doneAt: Date | null, paused: boolean, now: Date): SlaState {
  if (!due) return 'none';
  if (doneAt) return doneAt <= due ? 'met' : 'breached';
  if (now > due) return 'breached';
  return paused ? 'paused' : 'due';
}
