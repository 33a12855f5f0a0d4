import { browserTimeZone, rememberTimeZone, TIME_ZONE_COOKIE, timeZoneIn } from './time-zone-cookie.ts';

describe('the time zone a server render must share with the browser', () => {
  afterEach(() => {
    document.cookie = `${TIME_ZONE_COOKIE}=; path=/; max-age=0`;
  });

  it('writes the browser zone into its cookie, which a Cookie header then names', () => {
    expect(timeZoneIn(document.cookie)).toBeUndefined();
    rememberTimeZone();
    expect(timeZoneIn(document.cookie)).toBe(browserTimeZone());
    expect(timeZoneIn(`a=1; ${TIME_ZONE_COOKIE}=${encodeURIComponent('Europe/Warsaw')}; b=2`)).toBe('Europe/Warsaw');
    expect(timeZoneIn(`${TIME_ZONE_COOKIE}=%E0%A4%A`)).toBeUndefined();
  });
});
