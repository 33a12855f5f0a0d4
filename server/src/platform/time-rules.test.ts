import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chargedMinutes, dailyCeilings, overtimeMultiplier, periodTotals, splitOvertime } from './time-rules';

describe('time rules (spec §9)', () => {
  it('charges the sum of each day’s working time rounded up, not the rounded-up sum', () => {
    const entries = [
      { day: '2026-11-02', minutes: 20 },
      { day: '2026-11-02', minutes: 25 },
      { day: '2026-11-03', minutes: 61 },
      { day: '2026-11-04', minutes: 60 },
    ];
    assert.deepEqual(
      [...dailyCeilings(entries)],
      [
        ['2026-11-02', 60],
        ['2026-11-03', 120],
        ['2026-11-04', 60],
      ],
    );
    assert.equal(chargedMinutes(entries), 240);
    // Rounding the total instead would give 180.
    assert.equal(Math.ceil(entries.reduce((s, e) => s + e.minutes, 0) / 60) * 60, 180);
    assert.equal(chargedMinutes([]), 0);
    assert.equal(chargedMinutes(entries, 15), 45 + 75 + 60);
  });

  it('pays overtime at 50, 100 and 150 % on top', () => {
    assert.equal(overtimeMultiplier(0), 1);
    assert.equal(overtimeMultiplier(50), 1.5);
    assert.equal(overtimeMultiplier(100), 2);
    assert.equal(overtimeMultiplier(150), 2.5);
    assert.throws(() => overtimeMultiplier(75), RangeError);
    const split = splitOvertime([
      { day: '2026-11-02', minutes: 60 },
      { day: '2026-11-02', minutes: 60, overtime: 50 },
      { day: '2026-11-07', minutes: 30, overtime: 100 },
      { day: '2026-11-08', minutes: 60, overtime: 150 },
    ]);
    assert.deepEqual(split, { normal: 60, overtime: { 50: 60, 100: 30, 150: 60 }, weighted: 60 + 90 + 60 + 150 });
  });
});

describe('period totals (reports)', () => {
  it('charges each agent’s day once and keeps outside-contract time apart', () => {
    const totals = periodTotals([
      { agentId: 1, day: '2026-11-02', minutes: 20 },
      { agentId: 1, day: '2026-11-02', minutes: 20, outsideContract: true },
      { agentId: 2, day: '2026-11-02', minutes: 10, overtime: 100 },
    ]);
    // Agent 1: 40 → 60; agent 2: 10 → 60 (one hour each, not one for the desk's 50 minutes).
    assert.deepEqual(totals, {
      minutes: 50,
      normal: 40,
      overtime: { 50: 0, 100: 10, 150: 0 },
      weighted: 60,
      outsideContract: 20,
      charged: 120,
    });
  });
});
