/**
 * SLA deadlines: first response and resolution, counted in the company's business hours
 * (or around the clock for a 24/7 priority), skipping public holidays, stopped while the ticket waits.
 * Pure functions; business hours are wall-clock times in BUSINESS_TIME_ZONE.
 */
import { WAITING_STATUSES } from '@helpdesk/shared/schemas';
import type { SlaState } from '@helpdesk/shared/resources';
import { BUSINESS_TIME_ZONE } from '../../platform/business-time-zone';

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
/** The wall clock in `timeZone` at `at` (a whole second), read as if it were UTC. */
function wallAsUtc(at: number, timeZone: string): number {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
}

// Intl is slow (tens of microseconds a call) and the seed computes deadlines for 500 000 tickets, so offsets are
// cached per UTC day: when the offset is the same at both ends of the day it holds all day (zones change it at most
// once a day); only a day with a change asks Intl for each instant.
const dayOffsets = new Map<string, number | null>();
/** The zone's offset (wall clock − UTC, ms) at `at`. */
function offsetAt(at: number, timeZone: string): number {
  const day = Math.floor(at / DAY) * DAY;
  const key = `${timeZone} ${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    if (dayOffsets.size > 100_000) dayOffsets.clear();
    const start = wallAsUtc(day, timeZone) - day;
    offset = start === wallAsUtc(day + DAY, timeZone) - (day + DAY) ? start : null;
    dayOffsets.set(key, offset);
  }
  if (offset !== null) return offset;
  const second = Math.floor(at / 1000) * 1000;
  return wallAsUtc(second, timeZone) - second;
}

/** The calendar date (`YYYY-MM-DD`) in `timeZone` at `at`. */
const wallDate = (at: number, timeZone: string) => new Date(at + offsetAt(at, timeZone)).toISOString().slice(0, 10);

const instants = new Map<string, number>();
/** The instant at which the wall clock in `timeZone` shows `date` `hhmm`. */
function instantOf(date: string, hhmm: string, timeZone: string): number {
  const key = `${timeZone} ${date} ${hhmm}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size > 100_000) instants.clear();
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const [h, min] = hhmm.split(':').map(Number) as [number, number];
    const guess = Date.UTC(y, m - 1, d, h, min);
    // offset = wall - utc at that moment; business hours never sit inside a DST jump.
    instant = guess - offsetAt(guess, timeZone);
    instants.set(key, instant);
  }
  return instant;
}

interface CalendarDay {
  next: string;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number;
}
const days = new Map<string, CalendarDay>();
function dayOf(date: string): CalendarDay {
  let day = days.get(date);
  if (!day) {
    if (days.size > 100_000) days.clear();
    const noon = Date.parse(`${date}T12:00:00Z`);
    day = { next: new Date(noon + DAY).toISOString().slice(0, 10), weekday: new Date(noon).getUTCDay() || 7 };
    days.set(date, day);
  }
  return day;
}

/** Working windows [start, end) in epoch ms, day by day from the day of `from`. */
function* windows(from: Date, calendar: SlaCalendar): Generator<[number, number]> {
  const tz = calendar.timeZone ?? BUSINESS_TIME_ZONE;
  let date = wallDate(from.getTime(), tz);
  for (let i = 0; i < 3660; i++, date = dayOf(date).next) {
    const h = calendar.hours;
    if (!h) {
      yield [instantOf(date, '00:00', tz), instantOf(dayOf(date).next, '00:00', tz)];
      continue;
    }
    const wd = dayOf(date).weekday;
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
  return {
    firstResponseDueAt: addBusinessMinutes(createdAt, policy.openSlaMinutes, cal),
    resolveDueAt: addBusinessMinutes(createdAt, policy.resolveSlaMinutes, cal),
  };
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

/** One clock's state: met/breached once done, else paused, breached or still due. */
export function slaState(due: Date | null, doneAt: Date | null, paused: boolean, now: Date): SlaState {
  if (!due) return 'none';
  if (doneAt) return doneAt <= due ? 'met' : 'breached';
  if (now > due) return 'breached';
  return paused ? 'paused' : 'due';
}
