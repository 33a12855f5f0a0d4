/**
 * Dates and times are shown in the browser's zone (spec §9). A server render can only show the same when it formats
 * in that zone: the browser says which one in a cookie, and the renderer renders only when its own zone is that one
 * (else the page is rendered by the browser, as before).
 */
export const TIME_ZONE_COOKIE = 'helpdesk_tz';
const YEAR_SECONDS = 365 * 24 * 3600;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone a Cookie header names, or undefined. */
export function timeZoneIn(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === TIME_ZONE_COOKIE) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim()) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Writes the browser's zone into the cookie when it is not there yet (or the zone changed). */
export function rememberTimeZone(doc: Document = document): void {
  const zone = browserTimeZone();
  if (timeZoneIn(doc.cookie) === zone) return;
  doc.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
