/** How ticket screens write times: spec §9 date format YYYY-MM-DD HH:mm, in the browser's zone. */
import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(DATE_TIME_FORMAT) : '—';
}
