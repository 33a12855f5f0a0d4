/**
 * The demo seed's tickets carry the SLA the product would compute for them (one SLA module for both), and the
 * history the tickets module would have written on the way to their state.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq, isNull } from 'drizzle-orm';
import { ticketHistory, ticketMessages, ticketNotes, tickets, timeReports, users } from '../../platform/db/schema';
import { login, startServer, type TestServer } from '../../test/harness';
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

  it('gives each ticket the history of how it got there: created, assigned, answered, status changes, resolved, trashed', async () => {
    const db = server.database.db;
    const now = new Date();
    const group = <T extends { ticketId: number }>(rows: T[]) => {
      const by = new Map<number, T[]>();
      for (const r of rows) by.set(r.ticketId, [...(by.get(r.ticketId) ?? []), r]);
      return (ticketId: number) => by.get(ticketId) ?? [];
    };
    const historyOf = group(await db.select().from(ticketHistory).orderBy(asc(ticketHistory.createdAt), asc(ticketHistory.id)));
    const messagesOf = group(await db.select().from(ticketMessages).orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id)));
    const notesOf = group(await db.select().from(ticketNotes));
    const reportsOf = group(await db.select().from(timeReports));
    const agents = new Set((await db.select({ id: users.id }).from(users).where(eq(users.kind, 'agent'))).map((u) => u.id));
    const time = (d: Date | null) => d?.toISOString();
    const seen = { assigned: 0, resolved: 0, waiting: 0, trashed: 0, reports: 0 };
    for (const t of await db.select().from(tickets)) {
      const rows = historyOf(t.id);
      const label = `${t.fullid} ${JSON.stringify(rows.map((r) => [r.action, r.changes]))}`;
      // The actions and change shapes of tickets/actions.ts, in the order they happened, none in the future.
      for (const r of rows) {
        assert.ok(['created', 'updated', 'replied', 'note_added', 'trashed', 'time_report_added'].includes(r.action), label);
        for (const change of Object.values(r.changes)) assert.ok(Array.isArray(change) && change.length === 2, label);
        assert.ok(r.createdAt >= t.createdAt && r.createdAt <= now, label);
      }
      assert.deepEqual(rows[0], { ...rows[0], action: 'created', userId: t.createdById, changes: { status: [null, 'new'] } }, label);
      assert.equal(time(rows[0]!.createdAt), time(t.createdAt), label);
      assert.equal(rows.filter((r) => r.action === 'created').length, 1, label);
      // Replaying the status changes ends in the ticket's status: in progress since the first answer, waiting or
      // resolved since its last change.
      let status = 'new';
      let enteredAt = t.createdAt;
      for (const r of rows) {
        const change = r.changes.status;
        if (!change || r.action === 'created') continue;
        assert.equal(change[0], status, label);
        [, status] = change as [string, string];
        enteredAt = r.createdAt;
      }
      assert.equal(status, t.status, label);
      if (t.status === 'in-progress') assert.equal(time(enteredAt), time(t.firstResponseAt), label);
      else if (t.status !== 'new') assert.equal(time(enteredAt), time(t.updatedAt), label);
      if (t.status === 'resolved') assert.equal(time(enteredAt), time(t.resolvedAt), label);
      // Assigned once, to the ticket's agent (and responsible person), before anyone answered.
      const assigned = rows.filter((r) => r.changes.assignee_id);
      if (t.assigneeId) {
        assert.equal(assigned.length, 1, label);
        assert.deepEqual(assigned[0]!.changes.assignee_id, [null, t.assigneeId], label);
        if (t.responsibleId) assert.deepEqual(assigned[0]!.changes.responsible_id, [null, t.responsibleId], label);
        assert.ok(agents.has(assigned[0]!.userId!), label);
        if (t.firstResponseAt) assert.ok(assigned[0]!.createdAt <= t.firstResponseAt, label);
        seen.assigned++;
      } else assert.equal(assigned.length, 0, label);
      // One reply row a message, same author and time; the first agent answer is the first response.
      const replies = rows.filter((r) => r.action === 'replied');
      const messages = messagesOf(t.id);
      assert.deepEqual(
        replies.map((r) => [r.userId, time(r.createdAt)]),
        messages.map((m) => [m.authorId, time(m.createdAt)]),
        label,
      );
      const firstAnswer = replies.find((r) => agents.has(r.userId!));
      assert.equal(time(firstAnswer?.createdAt ?? null), time(t.firstResponseAt), label);
      if (firstAnswer) assert.equal(firstAnswer.changes.status?.[0], 'new', label);
      assert.ok(messages.every((m) => m.createdAt <= t.updatedAt), `no message after the last change: ${label}`);
      assert.equal(rows.filter((r) => r.action === 'note_added').length, notesOf(t.id).length, label);
      assert.deepEqual(
        rows.filter((r) => r.action === 'time_report_added').map((r) => [r.userId, r.changes.time_report]).sort(),
        reportsOf(t.id).map((r) => [r.agentId, [null, r.id]]).sort(),
        label,
      );
      seen.reports += reportsOf(t.id).length;
      // A trashed ticket went to the trash after its last change.
      const trashed = rows.filter((r) => r.action === 'trashed');
      assert.equal(trashed.length, t.deletedAt ? 1 : 0, label);
      if (t.deletedAt) {
        assert.equal(time(trashed[0]!.createdAt), time(t.deletedAt), label);
        assert.ok(t.deletedAt >= t.updatedAt, label);
        seen.trashed++;
      }
      if (t.status === 'resolved') seen.resolved++;
      if (t.status.startsWith('waiting')) seen.waiting++;
    }
    assert.ok(seen.assigned > 100 && seen.resolved > 50 && seen.waiting > 10 && seen.reports > 100, JSON.stringify(seen));

    // The ticket page shows it, newest first, with names.
    const [shown] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.status, 'resolved')).limit(1);
    const page = await (await login(server.base, 'admin@demo.test')).get(`/api/admin/ticket/${shown!.id}`);
    assert.equal(page.status, 200);
    const history = page.body.data.history as { action: string; user: { name: string } | null; created_at: string }[];
    assert.ok(history.length >= 3, JSON.stringify(history));
    assert.equal(history.at(-1)!.action, 'created');
    assert.ok(history.every((h, i) => i === 0 || h.created_at <= history[i - 1]!.created_at));
    assert.ok(history.every((h) => h.user?.name), JSON.stringify(history));
  });
});
