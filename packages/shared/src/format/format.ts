/**
 * How every app writes times (spec §9): dates YYYY-MM-DD, date-times YYYY-MM-DD HH:mm in the browser's zone,
 * durations hh:mm from minutes. A missing value is a dash.
 *
 * Durations: minutes are rounded to whole minutes; hours have at least two digits and may exceed 24 (a month's
 * time is 160:00); a negative duration keeps its sign (-01:15, e.g. time left on an overdrawn budget) — a caller
 * that means "not below zero" says so itself.
 */
import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(DATE_TIME_FORMAT) : '—';
}

export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(DATE_FORMAT) : '—';
}

export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '—';
  const whole = Math.round(minutes);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
