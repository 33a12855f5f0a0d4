/** The demo seed's tickets carry the SLA the product would compute for them (one SLA module for both). */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isNull } from 'drizzle-orm';
import { tickets } from '../../platform/db/schema';
import { startServer, type TestServer } from '../../test/harness';
import { slaFor } from '../tickets/actions';
import { businessMinutesBetween, deadlinesFor, isWaiting } from '../tickets/sla';

describe('demo seed', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ tickets: 300 });
  });
  after(async () => {
    await server.close();
  });

  it('gives each ticket the deadlines the product computes: business hours, holidays, 24/7 rows, default row', async () => {
    const db = server.database.db;
    const rows = await db.select().from(tickets);
    assert.ok(rows.length >= 300);
    const policies = new Map<string, Awaited<ReturnType<typeof slaFor>>>();
    let inBusinessHours = 0;
    for (const t of rows) {
      const key = `${t.companyId} ${t.priority}`;
      if (!policies.has(key)) policies.set(key, await slaFor(db, t.companyId, t.priority));
      const { policy, calendar } = policies.get(key)!;
      assert.ok(policy, key);
      const expected = deadlinesFor(t.createdAt, policy, calendar);
      assert.equal(t.firstResponseDueAt?.toISOString(), expected.firstResponseDueAt.toISOString(), `first response of ${t.fullid}`);
      assert.equal(t.resolveDueAt?.toISOString(), expected.resolveDueAt.toISOString(), `resolution of ${t.fullid}`);
      // Not plain minutes: the working time between creation and the deadline is the policy's.
      assert.equal(businessMinutesBetween(t.createdAt, t.resolveDueAt!, calendar), policy.resolveSlaMinutes);
      if (calendar.hours && t.resolveDueAt!.getTime() - t.createdAt.getTime() > policy.resolveSlaMinutes * 60_000) inBusinessHours++;
      // A waiting ticket's clocks stopped when it started waiting; an answer is never in the future.
      assert.equal(t.slaPausedAt !== null, isWaiting(t.status), `pause of ${t.fullid}`);
      if (t.firstResponseAt) assert.ok(t.firstResponseAt <= (t.resolvedAt ?? new Date()), `first response of ${t.fullid}`);
    }
    assert.ok(inBusinessHours > rows.length / 2, 'most deadlines fall later than the same minutes around the clock');
    // The holidays the deadlines skipped are there for every ticket's year.
    const oldest = (await db.select({ createdAt: tickets.createdAt }).from(tickets).where(isNull(tickets.deletedAt)).orderBy(tickets.createdAt).limit(1))[0]!;
    const { calendar } = policies.values().next().value!;
    assert.ok(calendar.holidays.has(`${oldest.createdAt.getUTCFullYear()}-12-25`));
  });
});
