/** The time report's defaults; durations and dates are written by @helpdesk/shared/format. */
import { renderNow } from '@helpdesk/shared';
import { businessClock, businessDate } from '@helpdesk/shared/months';

/**
 * Today in the business calendar, as the API's `day` (YYYY-MM-DD): the day the server counts reports in and refuses
 * to let one go beyond, and the one a stopped timer fills in, whatever the browser's zone.
 */
export function today(): string {
  return businessDate(new Date(renderNow()));
}

/** Now on the business calendar's clock rounded down to a quarter of an hour, as the API's `from_hour` (HH:mm). */
export function currentQuarterHour(): string {
  const [hour, minute] = businessClock(new Date(renderNow())).split(':');
  return `${hour}:${String(Number(minute) - (Number(minute) % 15)).padStart(2, '0')}`;
}
