import { formatDate, formatDateTime, formatMinutes } from './format.ts';

describe('formatMinutes (hh:mm)', () => {
  it('writes hours and minutes with two digits each, hours beyond 24 as they are', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(5)).toBe('00:05');
    expect(formatMinutes(75)).toBe('01:15');
    expect(formatMinutes(754)).toBe('12:34');
    expect(formatMinutes(9600)).toBe('160:00');
  });

  it('rounds to whole minutes', () => {
    expect(formatMinutes(292.5)).toBe('04:53');
    expect(formatMinutes(59.6)).toBe('01:00');
  });

  it('keeps the sign of a negative duration, and never writes -00:00', () => {
    expect(formatMinutes(-75)).toBe('-01:15');
    expect(formatMinutes(-5)).toBe('-00:05');
    expect(formatMinutes(-0.4)).toBe('00:00');
  });

  it('writes a dash for a missing value', () => {
    expect(formatMinutes(null)).toBe('—');
    expect(formatMinutes(undefined)).toBe('—');
    expect(formatMinutes(Number.NaN)).toBe('—');
  });
});

describe('dates (spec §9: YYYY-MM-DD, YYYY-MM-DD HH:mm, browser time zone)', () => {
  it('formats an instant in the local zone', () => {
    const local = new Date(2026, 10, 3, 9, 5);
    expect(formatDateTime(local.toISOString())).toBe('2026-11-03 09:05');
    expect(formatDate(local.toISOString())).toBe('2026-11-03');
  });

  it('writes a dash for a missing value', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });
});
