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

/** An instant with its offset (what the API sends): the Date constructor reads it as dayjs does, for a fraction of the cost. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The local date and time of an instant, written by hand (a list formats two per row); anything else through dayjs. */
function localParts(iso: string): { date: string; time: string } | null {
  if (!INSTANT.test(iso)) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return {
    date: `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const parts = localParts(iso);
  return parts ? `${parts.date} ${parts.time}` : dayjs(iso).format(DATE_TIME_FORMAT);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const parts = localParts(iso);
  return parts ? parts.date : dayjs(iso).format(DATE_FORMAT);
}

export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '—';
  const whole = Math.round(minutes);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Relative luminance of a #rrggbb colour (WCAG 2.1). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Black or white text, whichever contrasts more with a #rrggbb background: status and priority colours come from
 * the API, and white on yellow or orange cannot be read (WCAG 1.4.3). Anything but #rrggbb gets white.
 */
export function textColourOn(background: string): '#000000' | '#ffffff' {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#ffffff';
  const lum = luminance(background);
  return (lum + 0.05) / 0.05 > 1.05 / (lum + 0.05) ? '#000000' : '#ffffff';
}

export {
  collatorOf,
  compareText,
  formatFixed,
  formatHours,
  formatMoney,
  formatNumber,
  formatPercent,
  localeOf,
  sortByText,
} from './numbers.ts';
