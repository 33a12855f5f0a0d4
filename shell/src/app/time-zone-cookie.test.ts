import { cookiesTheServerSaw } from './boot-cookies.ts';
import { browserTimeZone, narrowIn, rememberBrowser, TIME_ZONE_COOKIE, timeZoneIn, VIEWPORT_COOKIE } from './time-zone-cookie.ts';

describe('the time zone a server render must share with the browser', () => {
  afterEach(() => {
    document.cookie = `${TIME_ZONE_COOKIE}=; path=/; max-age=0`;
    document.cookie = `${VIEWPORT_COOKIE}=; path=/; max-age=0`;
  });

  it('writes the browser zone into its cookie once the first screen is up, and a Cookie header then names it', () => {
    expect(timeZoneIn(document.cookie)).toBeUndefined();
    let pending: (() => void) | undefined;
    rememberBrowser({ narrow: () => false, later: (work) => (pending = work) });
    // Nothing is asked or written until then (the zone is the page's first use of Intl).
    expect(document.cookie).toBe('');
    pending!();
    expect(timeZoneIn(document.cookie)).toBe(browserTimeZone());
    expect(narrowIn(document.cookie)).toBe(false);
    // The cookies the page came with, read before any was written: what the server saw.
    expect(cookiesTheServerSaw()).toBe('');
    rememberBrowser({ narrow: () => true, later: (work) => work() });
    expect(narrowIn(document.cookie)).toBe(true);
    expect(narrowIn('')).toBeUndefined();
    expect(timeZoneIn(`a=1; ${TIME_ZONE_COOKIE}=${encodeURIComponent('Europe/Warsaw')}; b=2`)).toBe('Europe/Warsaw');
    expect(timeZoneIn(`${TIME_ZONE_COOKIE}=%E0%A4%A`)).toBeUndefined();
  });
});
