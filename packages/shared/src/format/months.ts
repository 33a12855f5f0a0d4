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

const businessMonthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** The month (`YYYY-MM`) of an instant in the business calendar: the current month of the reports. */
export function businessMonth(at: Date): string {
  const parts = Object.fromEntries(businessMonthFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}`;
}
