/** Small shapes the finance answers share. */
import type { companies } from '../../platform/db/schema';
import { REPORT_TIME_ZONE } from '../../platform/months';

/** `YYYY-MM-DD` of an instant in the business time zone. */
export const today = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
export const name = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`;
export const companyRef = (c: Pick<typeof companies.$inferSelect, 'id' | 'tag' | 'shortName'>) => ({
  id: c.id,
  tag: c.tag,
  short_name: c.shortName,
});
export const percent = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);
