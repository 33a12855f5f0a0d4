/**
 * The zone of the product's business calendar: SLA business hours, "today" and "this week", report months and
 * reminder days. Spec §9 names no zone; the MSP and its clients work in Poland.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Warsaw';
