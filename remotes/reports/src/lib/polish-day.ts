import { businessDate } from '@helpdesk/shared/months';

/** A calendar day in Poland, `days` from today. */
export function polishDay(days = 0, now = new Date()): string {
  const today = businessDate(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
