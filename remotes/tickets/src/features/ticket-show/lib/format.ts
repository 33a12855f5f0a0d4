/** The time report's defaults; durations and dates are written by @helpdesk/shared/format. */
import dayjs from 'dayjs';
import { renderNow } from '@helpdesk/shared';

/** Today in the browser's zone, as the API's `day` (YYYY-MM-DD). */
export function today(): string {
  return dayjs(renderNow()).format('YYYY-MM-DD');
}

/** Now rounded down to a quarter of an hour, as the API's `from_hour` (HH:mm). */
export function currentQuarterHour(): string {
  const now = dayjs(renderNow());
  return now.minute(now.minute() - (now.minute() % 15)).format('HH:mm');
}
