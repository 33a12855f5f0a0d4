import { BUSINESS_TIME_ZONE } from '@helpdesk/shared/months';

/**
 * The zone of the product's business calendar: SLA business hours, "today" and "this week", report months and
 * reminder days. Spec §9 names no zone; the MSP and its clients work in Poland. Defined once with the screens' own
 * "current month" (@helpdesk/shared/months).
 */
export { BUSINESS_TIME_ZONE };

const HOUR = 3_600_000;
const businessDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });
const businessDates = new Map<number, string>();

/**
 * The calendar date (YYYY-MM-DD) in the business time zone: the day people there name (time reports, leaves,
 * "today" in the summary panel). Cached per UTC hour, as the zone's midnight always falls on a whole UTC hour.
 */
export function businessDateOf(d: Date): string {
  const hour = Math.floor(d.getTime() / HOUR);
  let date = businessDates.get(hour);
  if (date === undefined) {
    date = businessDateFormat.format(d);
    businessDates.set(hour, date);
  }
  return date;
}

const businessClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight on the business time zone's clock (08:30 in Warsaw → 510). */
export function businessMinuteOfDay(d: Date): number {
  const parts = Object.fromEntries(businessClockFormat.formatToParts(d).map((p) => [p.type, p.value]));
  return Number(parts.hour) * 60 + Number(parts.minute);
}
