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

/** The month of a date in the browser's (or process's) own time zone. */
export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}
