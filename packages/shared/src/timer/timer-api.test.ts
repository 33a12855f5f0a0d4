import { formatElapsed, readTimerDraft, timerDraftLink, withoutTimerDraft } from './timer-api.ts';

describe('the timer’s draft link and elapsed time', () => {
  it('carries a stopped timer’s draft to the ticket’s time tab and back, and drops it after the form closes', () => {
    const link = timerDraftLink({ ticket_id: 42, day: '2026-11-27', from_hour: '09:05', minutes: 40 });
    const [path, search] = link.split('?') as [string, string];
    expect(path).toBe('/admin/ticket/show/42');
    const params = new URLSearchParams(search);
    expect(params.get('tab')).toBe('time');
    expect(readTimerDraft(params)).toEqual({ day: '2026-11-27', from_hour: '09:05', minutes: 40 });
    expect(withoutTimerDraft(params).toString()).toBe('tab=time');
  });

  it('reads no draft from a partial or broken address', () => {
    expect(readTimerDraft(new URLSearchParams('tab=time'))).toBeNull();
    expect(readTimerDraft(new URLSearchParams('report_day=2026-11-27&report_from=09:00'))).toBeNull();
    expect(readTimerDraft(new URLSearchParams('report_day=2026-11-27&report_from=09:00&report_minutes=abc'))).toBeNull();
    expect(readTimerDraft(new URLSearchParams('report_day=2026-11-27&report_from=09:00&report_minutes=0'))).toBeNull();
  });

  it('writes elapsed time as h:mm:ss', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(59.9)).toBe('0:00:59');
    expect(formatElapsed(3725)).toBe('1:02:05');
    expect(formatElapsed(-3)).toBe('0:00:00');
  });
});
