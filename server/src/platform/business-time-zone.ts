import { BUSINESS_TIME_ZONE, businessClock, businessDate } from '@helpdesk/shared/months';

/**
 * The zone of the product's business calendar: SLA business hours, "today" and "this week", report months and
 * reminder days. Spec §9 names no zone; the MSP and its clients work in Poland. Defined once with the screens' own
 * "current month" (@helpdesk/shared/months).
 */
export { BUSINESS_TIME_ZONE };

const HOUR = 3_600_000;
const businessDates = new Map<number, string>();

/**
 * The calendar date (YYYY-MM-DD) in the business time zone: the day people there name (time reports, leaves,
 * "today" in the summary panel). Cached per UTC hour, as the zone's midnight always falls on a whole UTC hour.
 */
export function businessDateOf(d: Date): string {
  const hour = Math.floor(d.getTime() / HOUR);
  let date = businessDates.get(hour);
  if (date === undefined) {
    date = businessDate(d);
    businessDates.set(hour, date);
  }
  return date;
}

/** Minutes since midnight on the business time zone's clock (08:30 in Warsaw → 510). */
export function businessMinuteOfDay(d: Date): number {
  const [hour, minute] = businessClock(d).split(':');
  return Number(hour) * 60 + Number(minute);
}
