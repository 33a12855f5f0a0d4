/** Durations and the time report's defaults (spec §9: time is shown hh:mm); dates: ../../shared/format.ts. */
import dayjs from 'dayjs';

/** Minutes as hh:mm. */
export function minutesToHhMm(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Today in the browser's zone, as the API's `day` (YYYY-MM-DD). */
export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** Now rounded down to a quarter of an hour, as the API's `from_hour` (HH:mm). */
export function currentQuarterHour(): string {
  const now = dayjs();
  return now.minute(now.minute() - (now.minute() % 15)).format('HH:mm');
}
