import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addBusinessMinutes, businessMinutesBetween, deadlinesFor, resumeDeadline, slaState, type SlaCalendar } from './sla';

// Warsaw is UTC+1 in November and UTC+2 in July.
const office: SlaCalendar = { hours: { fromDay: 1, toDay: 5, fromHour: '08:00', toHour: '16:00' }, holidays: new Set(['2026-11-11']) };
const at = (iso: string) => new Date(iso);

describe('SLA deadlines in business hours', () => {
  it('counts only working time, across nights, weekends and holidays', () => {
    // Monday 2026-11-09 15:00 Warsaw (14:00Z) + 2 h → Tuesday 09:00 Warsaw.
    assert.equal(addBusinessMinutes(at('2026-11-09T14:00:00Z'), 120, office).toISOString(), '2026-11-10T08:00:00.000Z');
    // Tuesday 15:30 + 1 h → Wednesday is 11 November (holiday) → Thursday 08:30.
    assert.equal(addBusinessMinutes(at('2026-11-10T14:30:00Z'), 60, office).toISOString(), '2026-11-12T07:30:00.000Z');
    // Friday 2026-11-13 at 20:00 (after hours) + 30 min → Monday 08:30.
    assert.equal(addBusinessMinutes(at('2026-11-13T19:00:00Z'), 30, office).toISOString(), '2026-11-16T07:30:00.000Z');
    // Summer time: Monday 2026-07-06 07:00 Warsaw (05:00Z) + 60 min → 09:00 Warsaw = 07:00Z.
    assert.equal(addBusinessMinutes(at('2026-07-06T05:00:00Z'), 60, office).toISOString(), '2026-07-06T07:00:00.000Z');
    assert.equal(businessMinutesBetween(at('2026-11-09T14:00:00Z'), at('2026-11-10T08:00:00Z'), office), 120);
  });

  it('keeps business hours on the wall clock across a DST change and in another time zone', () => {
    // Friday 2026-10-23 15:00 Warsaw (13:00Z, summer time) + 2 h → Monday 26 October 09:00 Warsaw (08:00Z, winter time).
    assert.equal(addBusinessMinutes(at('2026-10-23T13:00:00Z'), 120, office).toISOString(), '2026-10-26T08:00:00.000Z');
    // Around the clock, the night the clocks go back lasts 25 hours: 480 minutes are 480 minutes.
    assert.equal(addBusinessMinutes(at('2026-10-24T22:00:00Z'), 480, { ...office, hours: null }).toISOString(), '2026-10-25T06:00:00.000Z');
    const newYork: SlaCalendar = {
      hours: { fromDay: 1, toDay: 5, fromHour: '09:00', toHour: '17:00' },
      holidays: new Set(),
      timeZone: 'America/New_York',
    };
    // Monday 2026-11-09 16:30 New York (21:30Z) + 1 h → Tuesday 09:30 New York (14:30Z).
    assert.equal(addBusinessMinutes(at('2026-11-09T21:30:00Z'), 60, newYork).toISOString(), '2026-11-10T14:30:00.000Z');
  });

  it('runs around the clock for a 24/7 priority (e.g. critical)', () => {
    const d = deadlinesFor(at('2026-11-14T22:00:00Z'), { openSlaMinutes: 30, resolveSlaMinutes: 480, is247: true }, office);
    assert.equal(d.firstResponseDueAt.toISOString(), '2026-11-14T22:30:00.000Z');
    assert.equal(d.resolveDueAt.toISOString(), '2026-11-15T06:00:00.000Z');
    const normal = deadlinesFor(at('2026-11-14T22:00:00Z'), { openSlaMinutes: 30, resolveSlaMinutes: 480, is247: false }, office);
    assert.equal(normal.firstResponseDueAt.toISOString(), '2026-11-16T07:30:00.000Z');
  });

  it('moves the deadline by the working time spent waiting', () => {
    // Due Tuesday 12:00 Warsaw; paused Monday 10:00, resumed Tuesday 10:00 (8 working hours later).
    const due = at('2026-11-10T11:00:00Z');
    const resumed = resumeDeadline(due, at('2026-11-09T09:00:00Z'), at('2026-11-10T09:00:00Z'), office);
    // 10 working hours were left at the pause → Wednesday is a holiday → Thursday 12:00 Warsaw.
    assert.equal(resumed!.toISOString(), '2026-11-12T11:00:00.000Z');
    // A deadline that had already passed at the pause stays breached.
    assert.equal(resumeDeadline(due, at('2026-11-10T12:00:00Z'), at('2026-11-11T12:00:00Z'), office), due);
  });

  it('tells due, paused, breached and met apart', () => {
    const due = at('2026-11-10T11:00:00Z');
    assert.equal(slaState(due, null, false, at('2026-11-10T10:00:00Z')), 'due');
    assert.equal(slaState(due, null, true, at('2026-11-10T10:00:00Z')), 'paused');
    assert.equal(slaState(due, null, false, at('2026-11-10T12:00:00Z')), 'breached');
    assert.equal(slaState(due, at('2026-11-10T10:59:00Z'), false, at('2026-11-12T00:00:00Z')), 'met');
    assert.equal(slaState(due, at('2026-11-10T11:01:00Z'), false, at('2026-11-12T00:00:00Z')), 'breached');
    assert.equal(slaState(null, null, false, due), 'none');
  });
});
