import { currentQuarterHour, today } from './format.ts';

describe("a time report's defaults", () => {
  afterEach(() => jest.useRealTimers());

  it("are the business calendar's day and quarter hour, whatever the browser's zone", () => {
    // 23:37 UTC on 30 November is 00:37 on 1 December in Warsaw: the server would refuse the 2nd, and count the 30th
    // in November's report.
    jest.useFakeTimers({ now: new Date('2026-11-30T23:37:00Z') });
    expect(today()).toBe('2026-12-01');
    expect(currentQuarterHour()).toBe('00:30');
  });

  it('round the start down to the quarter it is in', () => {
    jest.useFakeTimers({ now: new Date('2026-07-15T06:59:59Z') });
    expect(today()).toBe('2026-07-15');
    expect(currentQuarterHour()).toBe('08:45');
  });
});
