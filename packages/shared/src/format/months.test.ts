import { addMonths, isMonth, monthCount, monthKey } from './months.ts';

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

  it('names the month of a local date', () => {
    expect(monthKey(new Date(2026, 0, 31))).toBe('2026-01');
  });
});
