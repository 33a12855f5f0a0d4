import { durationParts, slaView } from './sla-view.ts';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('SLA view', () => {
  it('counts down to a running deadline', () => {
    const view = slaView({ due_at: '2026-11-22T14:30:00Z', done_at: null, state: 'due' }, now);
    expect(view).toEqual({ state: 'due', remainingMs: 150 * 60_000 });
  });

  it('turns a running clock late once its deadline passes on screen', () => {
    expect(slaView({ due_at: '2026-11-22T11:00:00Z', done_at: null, state: 'due' }, now).state).toBe('breached');
  });

  it('keeps the server state for paused, met and none clocks', () => {
    expect(slaView({ due_at: '2026-11-22T11:00:00Z', done_at: null, state: 'paused' }, now).state).toBe('paused');
    expect(slaView({ due_at: '2026-11-22T11:00:00Z', done_at: '2026-11-22T10:00:00Z', state: 'met' }, now)).toEqual({
      state: 'met',
      remainingMs: null,
    });
    expect(slaView({ due_at: null, done_at: null, state: 'none' }, now)).toEqual({ state: 'none', remainingMs: null });
  });

  it('splits a duration into days, hours and minutes', () => {
    expect(durationParts((2 * 1440 + 3 * 60 + 5) * 60_000)).toEqual({ days: 2, hours: 3, minutes: 5 });
    expect(durationParts(-90 * 60_000)).toEqual({ days: 0, hours: 1, minutes: 30 });
  });
});
