/**
 * Whole calendar months as `YYYY-MM`: one pattern and one arithmetic for the schemas, the server's reports and the
 * screens' month pickers. No zod and no state, so a screen's first chunk can take it.
 */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The longest range the report endpoints answer, and the range they answer when none is asked for. */
export const MAX_REPORT_MONTHS = 24;
export const DEFAULT_REPORT_MONTHS = 6;

export const isMonth = (value: string): boolean => MONTH_PATTERN.test(value);

/** The month `n` months after `month` (before it when `n` is negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months `from`–`to` spans, both included. */
export function monthCount(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return ty * 12 + tm - (fy * 12 + fm) + 1;
}

/**
 * The zone of the product's business calendar: report months, "today", SLA hours (the MSP and its clients work in
 * Poland; spec §9 names no zone). The server's and every screen's "current month" is this zone's, whatever the
 * browser's: a browser in UTC at 23:30 on the last day of a month is already in the next one here.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Warsaw';

/**
 * Made on first use, not as the module loads: every schema with a month imports this module, and a formatter with a
 * time zone costs the browser its zone data — ~20 ms of the ticket page's script before it was interactive, for a
 * formatter only its time report form uses (bench/page-load `--boot-profile`, 2026-12-02).
 */
let businessFormat: Intl.DateTimeFormat | undefined;

/** An instant's fields on the business calendar's clock. */
function businessParts(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  businessFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(businessFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** The month (`YYYY-MM`) of an instant in the business calendar: the current month of the reports. */
export function businessMonth(at: Date): string {
  const { year, month } = businessParts(at);
  return `${year}-${month}`;
}

/**
 * The day (`YYYY-MM-DD`) of an instant in the business calendar: "today" of a time report, a reminder or internal
 * time, the day the server refuses to let a report go beyond.
 */
export function businessDate(at: Date): string {
  const { year, month, day } = businessParts(at);
  return `${year}-${month}-${day}`;
}

/** The wall-clock time (`HH:mm`) of an instant in the business calendar: a time report's start hour. */
export function businessClock(at: Date): string {
  const { hour, minute } = businessParts(at);
  return `${hour}:${minute}`;
}
