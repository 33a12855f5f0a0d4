import { browserTimeZone, narrowIn, rememberBrowser, TIME_ZONE_COOKIE, timeZoneIn, VIEWPORT_COOKIE } from './time-zone-cookie.ts';

describe('the time zone a server render must share with the browser', () => {
  afterEach(() => {
    document.cookie = `${TIME_ZONE_COOKIE}=; path=/; max-age=0`;
    document.cookie = `${VIEWPORT_COOKIE}=; path=/; max-age=0`;
  });

  it('writes the browser zone into its cookie, which a Cookie header then names', () => {
    expect(timeZoneIn(document.cookie)).toBeUndefined();
    rememberBrowser(document, false);
    expect(timeZoneIn(document.cookie)).toBe(browserTimeZone());
    expect(narrowIn(document.cookie)).toBe(false);
    rememberBrowser(document, true);
    expect(narrowIn(document.cookie)).toBe(true);
    expect(narrowIn('')).toBeUndefined();
    expect(timeZoneIn(`a=1; ${TIME_ZONE_COOKIE}=${encodeURIComponent('Europe/Warsaw')}; b=2`)).toBe('Europe/Warsaw');
    expect(timeZoneIn(`${TIME_ZONE_COOKIE}=%E0%A4%A`)).toBeUndefined();
  });
});
