import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { holidays, internalTimes, leaves, tickets, timeReports, users } from '../../platform/db/schema';
import { startServer, type TestServer } from '../../test/harness';
import { availableNow, daysBetween, expectedMinutes, reportedMinutes } from './service';

describe('working time', () => {
  let server: TestServer;
  let agentId: number;
  before(async () => {
    server = await startServer({ tickets: 5 });
    const db = server.database.db;
    [{ id: agentId }] = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'))) as [{ id: number }];
    // A week of March 2031 nobody else touches: Mon 3 … Sun 9; the clocks change on Sunday 30 March that year.
    await db.insert(holidays).values({ name: 'Test holiday', date: '2031-03-05' });
    await db.insert(leaves).values([
      { agentId, start: '2031-03-06', end: '2031-03-06', type: 'health', acceptedAt: new Date() },
      { agentId, start: '2031-03-07', end: '2031-03-07', type: 'remote', acceptedAt: new Date() },
      { agentId, start: '2031-03-28', end: '2031-03-31', type: 'holiday', acceptedAt: new Date() },
      { agentId, start: '2031-03-04', end: '2031-03-04', type: 'free' },
    ]);
    const [ticket] = await db.select({ id: tickets.id }).from(tickets).limit(1);
    await db.insert(timeReports).values({ ticketId: ticket!.id, agentId, day: '2031-03-03', fromHour: '08:00', kind: 'it', minutes: 300 });
    await db.insert(internalTimes).values({ agentId, day: '2031-03-03', minutes: 60, category: 'meeting' });
  });
  after(() => server.close());

  it('lists whole calendar days across the DST change', () => {
    assert.deepEqual(daysBetween('2031-03-29', '2031-04-01'), ['2031-03-29', '2031-03-30', '2031-03-31', '2031-04-01']);
  });

  it('expects the time scope on working days, without weekends, holidays and accepted leave (remote work counts as working)', async () => {
    const expected = await expectedMinutes(server.database.db, [{ id: agentId, timeScope: 480 }], '2031-03-03', '2031-03-09');
    // 3 Mon worked, 4 Tue unaccepted leave still expected, 5 Wed holiday, 6 Thu sick, 7 Fri remote, 8–9 weekend.
    assert.deepEqual([...expected.get(agentId)!.keys()], ['2031-03-03', '2031-03-04', '2031-03-07']);
    const dst = await expectedMinutes(server.database.db, [{ id: agentId, timeScope: 480 }], '2031-03-27', '2031-04-01');
    assert.deepEqual([...dst.get(agentId)!.keys()], ['2031-03-27', '2031-04-01']);
  });

  it('adds ticket time and internal time per day', async () => {
    const reported = await reportedMinutes(server.database.db, [agentId], '2031-03-03', '2031-03-09');
    assert.deepEqual([...reported.get(agentId)!], [['2031-03-03', 360]]);
  });

  it("is at work on a working day within AGENT_WORKDAY_START + time scope, not on leave, in Poland's clock (issue 36)", async () => {
    const db = server.database.db;
    const at = async (iso: string, timeScope = 480) => (await availableNow(db, [{ id: agentId, timeScope }], new Date(iso))).get(agentId);
    // Monday 3 March 2031 (CET, UTC+1): 08:00–16:00 local for a full time scope.
    assert.equal(await at('2031-03-03T06:59:00Z'), false, '07:59');
    assert.equal(await at('2031-03-03T07:00:00Z'), true, '08:00');
    assert.equal(await at('2031-03-03T14:59:00Z'), true, '15:59');
    assert.equal(await at('2031-03-03T15:00:00Z'), false, '16:00');
    // Half a time scope ends at 12:00; time scope 0 (incidental work) has no working hours at all.
    assert.equal(await at('2031-03-03T10:30:00Z', 240), true, '11:30, scope 240');
    assert.equal(await at('2031-03-03T11:00:00Z', 240), false, '12:00, scope 240');
    assert.equal(await at('2031-03-03T10:00:00Z', 0), false, 'scope 0');
    // Tue 4: the leave is not accepted yet; Wed 5 a public holiday; Thu 6 sick leave; Fri 7 remote work; Sat 8.
    assert.equal(await at('2031-03-04T09:00:00Z'), true, 'unaccepted leave');
    assert.equal(await at('2031-03-05T09:00:00Z'), false, 'holiday');
    assert.equal(await at('2031-03-06T09:00:00Z'), false, 'sick leave');
    assert.equal(await at('2031-03-07T09:00:00Z'), true, 'remote work');
    assert.equal(await at('2031-03-08T09:00:00Z'), false, 'Saturday');
    // Summer time (CEST, UTC+2): 08:30 local is 06:30 UTC.
    assert.equal(await at('2031-06-11T06:30:00Z'), true, 'summer 08:30');
    assert.equal(await at('2031-06-11T05:30:00Z'), false, 'summer 07:30');
  });
});
