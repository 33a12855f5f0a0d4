import { addMonths, businessClock, businessDate, businessMonth, isMonth, monthCount } from './months.ts';

describe('months', () => {
  it('recognises YYYY-MM only', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth('2026-00')).toBe(false);
  });

  it('adds and subtracts months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
  });

  it('counts a range with both ends', () => {
    expect(monthCount('2026-11', '2026-11')).toBe(1);
    expect(monthCount('2025-12', '2026-11')).toBe(12);
  });

  it('names the current month of the business calendar (Poland), whatever the zone of the clock reading it', () => {
    // 23:15 UTC on 30 November is 00:15 on 1 December in Warsaw (CET, UTC+1); 22:30 UTC on 30 June is 00:30 in July (CEST).
    expect(businessMonth(new Date('2026-11-30T23:15:00Z'))).toBe('2026-12');
    expect(businessMonth(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11');
    expect(businessMonth(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07');
    expect(businessMonth(new Date('2026-01-01T00:00:00+01:00'))).toBe('2026-01');
  });

  it("names the business calendar's day and clock, across midnight and the summer time change", () => {
    expect(businessDate(new Date('2026-11-30T23:15:00Z'))).toBe('2026-12-01');
    expect(businessClock(new Date('2026-11-30T23:15:00Z'))).toBe('00:15');
    expect(businessDate(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11-30');
    expect(businessClock(new Date('2026-11-30T22:59:00Z'))).toBe('23:59');
    // 29 March 2026: 01:00 UTC is 03:00 in Warsaw (CEST), an hour after the clocks went forward.
    expect(businessClock(new Date('2026-03-29T01:00:00Z'))).toBe('03:00');
    expect(businessDate(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29');
  });
});
