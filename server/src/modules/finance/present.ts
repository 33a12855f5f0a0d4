/** Small shapes the finance answers share. */
import type { companies } from '../../platform/db/schema';

export const name = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`;
export const companyRef = (c: Pick<typeof companies.$inferSelect, 'id' | 'tag' | 'shortName'>) => ({
  id: c.id,
  tag: c.tag,
  short_name: c.shortName,
});
export const percent = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);
