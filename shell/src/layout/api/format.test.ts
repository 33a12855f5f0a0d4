import { draftLabel, plannedWorkStart, plannedWorkSubject, truncate } from './format.ts';

describe('layout formats (spec §2, §9)', () => {
  it('cuts draft subjects to 7 characters with an ellipsis, planned-work subjects to 12', () => {
    expect(draftLabel('Drukarka nie drukuje')).toBe('Drukark…');
    expect(draftLabel('VPN')).toBe('VPN');
    expect(draftLabel('1234567')).toBe('1234567');
    expect(plannedWorkSubject('Migracja serwera pocztowego')).toBe('Migracja ser…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncate('żółć😀żółć', 5)).toBe('żółć😀…');
  });

  it('formats planned-work start times as YYYY-MM-DD HH:mm', () => {
    expect(plannedWorkStart('2026-11-23T08:30:00')).toBe('2026-11-23 08:30');
  });
});
