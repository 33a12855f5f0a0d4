import dayjs from 'dayjs';
import { formatDate, formatDateTime, formatMinutes, textColourOn } from './format.ts';
import { PRIORITY_COLORS, STATUS_COLORS } from '../schemas/enums.ts';

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

  it('reads instants with an offset, and dates and times without one as local, as dayjs does', () => {
    const samples = [
      '2026-11-03T09:05:00.000Z',
      '2026-01-01T00:30:59Z',
      '2026-06-30T23:59:00+02:00',
      '2026-03-29T01:15:00.123456-0500',
      '2026-11-03',
      '2026-11-03 09:05:00',
      '2026-11-03T09:05',
    ];
    for (const iso of samples) {
      expect(formatDateTime(iso)).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm'));
      expect(formatDate(iso)).toBe(dayjs(iso).format('YYYY-MM-DD'));
    }
  });

  it('writes a dash for a missing value', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });
});

describe('textColourOn (text on an API colour, WCAG 1.4.3)', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  it.each(Object.entries({ ...STATUS_COLORS, ...PRIORITY_COLORS }))('%s (%s): the text reaches 4.5:1', (_name, colour) => {
    expect(contrast(colour, textColourOn(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('dark text on yellow and orange, white on purple; white when the colour is not #rrggbb', () => {
    expect(textColourOn(STATUS_COLORS['waiting-for-client'])).toBe('#000000');
    expect(textColourOn(PRIORITY_COLORS.high)).toBe('#000000');
    expect(textColourOn(STATUS_COLORS['waiting-for-third-party'])).toBe('#ffffff');
    expect(textColourOn('red')).toBe('#ffffff');
  });
});
