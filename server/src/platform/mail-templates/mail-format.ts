/**
 * Dates and months as a recipient reads them: in the business time zone (the MSP and its clients work in Poland), with
 * the recipient's language's month names. Durations and sizes are the app's own (`formatMinutes`, `formatBytes`).
 */
import type { ValidationLang } from '@helpdesk/shared/schemas';
import { BUSINESS_TIME_ZONE } from '../business-time-zone';

const LOCALES: Record<ValidationLang, string> = { pl: 'pl-PL', en: 'en-GB' };

const dateTimes = new Map<ValidationLang, Intl.DateTimeFormat>();
const months = new Map<ValidationLang, Intl.DateTimeFormat>();

/** "28 listopada 2026 12:05" / "28 November 2026 at 12:05", in Europe/Warsaw. */
export function formatMailDateTime(lang: ValidationLang, at: Date): string {
  let format = dateTimes.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
    dateTimes.set(lang, format);
  }
  return format.format(at);
}

/** `2026-10` → "październik 2026" / "October 2026"; anything else as it came. */
export function formatMailMonth(lang: ValidationLang, month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  let format = months.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' });
    months.set(lang, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** A span of time as a person says it: "25 min", "2 h", "1 h 5 min" (the same abbreviations in Polish and English). */
export function formatMailDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}
