/** Whole calendar months in the business time zone (the one the SLA module counts in). */
import { BUSINESS_TIME_ZONE, businessDateOf } from './business-time-zone';
import { FieldError } from './errors';
import { addMonths, businessMonth, DEFAULT_REPORT_MONTHS, MAX_REPORT_MONTHS } from '@helpdesk/shared/months';

export { addMonths };

export const REPORT_TIME_ZONE = BUSINESS_TIME_ZONE;

/** `YYYY-MM` of an instant, in the report's time zone: the screens' own current month (@helpdesk/shared/months). */
export const monthOf = businessMonth;

/** Every month from `from` to `to`, inclusive. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to && out.length <= MAX_REPORT_MONTHS; m = addMonths(m, 1)) out.push(m);
  return out;
}

/**
 * Refuses (422 on `field`) a report month after the current one: reports show what has happened (the current month
 * so far is allowed), and a range into the far future only costs the server time (issue #35).
 */
export function refuseFutureMonth(field: string, month: string | undefined, now = new Date()): void {
  const current = monthOf(now);
  if (month !== undefined && month > current) throw new FieldError(field, 'report_future_month', { month: current });
}

/** Refuses (422 on `field`) a report day after today in the business calendar (today itself is allowed). */
export function refuseFutureDay(field: string, day: string | undefined, now = new Date()): void {
  const today = businessDateOf(now);
  if (day !== undefined && day > today) throw new FieldError(field, 'report_future_day', { day: today });
}

/**
 * The requested range, defaulted and capped to the most recent MAX_REPORT_MONTHS months of it; a month after the
 * current one is refused.
 */
export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): { from: string; to: string } {
  refuseFutureMonth('from', query.from, now);
  refuseFutureMonth('to', query.to, now);
  const to = query.to ?? monthOf(now);
  let from = query.from ?? addMonths(to, -(DEFAULT_REPORT_MONTHS - 1));
  if (monthsBetween(from, to).length > MAX_REPORT_MONTHS) from = addMonths(to, -(MAX_REPORT_MONTHS - 1));
  return { from, to };
}

/** First and last day (`YYYY-MM-DD`) of a month. */
export function daysOf(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

/** A calendar day (`YYYY-MM-DD`) moved by `n` whole days (negative: back). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
