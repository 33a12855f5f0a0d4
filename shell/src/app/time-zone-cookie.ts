/**
 * What a server render must know of the browser to draw what the browser will (#39), said by the browser in cookies
 * once every page's first screen is up:
 * - its time zone: dates and times are shown in the browser's zone (spec §9), so the renderer renders only when its own
 *   zone is that one (else the page is rendered by the browser, as before);
 * - whether its window is at the mobile breakpoint: the summary panel starts closed there unless the user chose.
 */
import { MOBILE_MEDIA_QUERY } from '@helpdesk/shared/constants';
import { whenIdle } from './when-idle.ts';
import { cookiesTheServerSaw } from './boot-cookies.ts';

export const TIME_ZONE_COOKIE = 'helpdesk_tz';
export const VIEWPORT_COOKIE = 'helpdesk_viewport';
const YEAR_SECONDS = 365 * 24 * 3600;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone a Cookie header names, or undefined. */
export function timeZoneIn(cookieHeader: string): string | undefined {
  return cookieIn(cookieHeader, TIME_ZONE_COOKIE);
}

/** Whether a Cookie header says the window is at the mobile breakpoint; undefined when it does not say. */
export function narrowIn(cookieHeader: string): boolean | undefined {
  const value = cookieIn(cookieHeader, VIEWPORT_COOKIE);
  return value === 'narrow' ? true : value === 'wide' ? false : undefined;
}

/** A cookie's decoded value in a Cookie header; undefined when it is missing, empty or not decodable. */
export function cookieIn(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim()) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface RememberOptions {
  doc?: Document;
  /** Whether the window is at the mobile breakpoint (asked when the work runs, by default). */
  narrow?: () => boolean;
  /** When the work runs: once the first screen is up and the browser idle, by default. */
  later?: (work: () => void) => void;
}

/**
 * Writes the browser's zone and window class into their cookies when they are not there yet (or changed) — once the
 * first screen is up: both matter only to the next full load, and asking for the zone is the page's first use of Intl
 * (15–30 ms here while the browser starts its ICU data), which nothing the first screen draws needs.
 */
export function rememberBrowser({
  doc = document,
  narrow = () => matchMedia(MOBILE_MEDIA_QUERY).matches,
  later = (work) => void whenIdle().then(work),
}: RememberOptions = {}): void {
  later(() => {
    const cookies = cookiesTheServerSaw(doc);
    const zone = browserTimeZone();
    if (timeZoneIn(cookies) !== zone) {
      doc.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
    }
    const isNarrow = narrow();
    if (narrowIn(cookies) !== isNarrow) {
      doc.cookie = `${VIEWPORT_COOKIE}=${isNarrow ? 'narrow' : 'wide'}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
    }
  });
}
