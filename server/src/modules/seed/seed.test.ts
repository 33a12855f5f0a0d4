/**
 * The demo seed's tickets carry the SLA the product would compute for them (one SLA module for both), and the
 * history the tickets module would have written on the way to their state, and the origin (web, e-mail, monitoring
 * alert, reminder) with the rows each intake path writes beside its tickets.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq, isNull } from 'drizzle-orm';
import {
  companies,
  inboundMessages,
  monitoringChecks,
  monitoringLogs,
  reminderRuns,
  reminders,
  ticketHistory,
  ticketMessages,
  ticketNotes,
  tickets,
  timeReports,
  users,
} from '../../platform/db/schema';
import { login, startServer, type TestServer } from '../../test/harness';
import { slaFor } from '../tickets';
import { businessMinutesBetween, deadlinesFor, isWaiting } from '../tickets';

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
    const oldest = (
      await db.select({ createdAt: tickets.createdAt }).from(tickets).where(isNull(tickets.deletedAt)).orderBy(tickets.createdAt).limit(1)
    )[0]!;
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
      assert.ok(
        messages.every((m) => m.createdAt <= t.updatedAt),
        `no message after the last change: ${label}`,
      );
      assert.equal(rows.filter((r) => r.action === 'note_added').length, notesOf(t.id).length, label);
      assert.deepEqual(
        rows
          .filter((r) => r.action === 'time_report_added')
          .map((r) => [r.userId, r.changes.time_report])
          .sort(),
        reportsOf(t.id)
          .map((r) => [r.agentId, [null, r.id]])
          .sort(),
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
    assert.ok(
      history.every((h) => h.user?.name),
      JSON.stringify(history),
    );
  });

  it('files tickets as the intake paths do: e-mails with their senders, alerts with their logs, reminders with their runs', async () => {
    const db = server.database.db;
    const all = await db.select().from(tickets);
    const people = new Map((await db.select().from(users)).map((u) => [u.id, u]));
    const domains = new Map((await db.select().from(companies)).map((c) => [c.id, c.domains]));
    const by = <T, K>(rows: T[], key: (r: T) => K) => {
      const map = new Map<K, T[]>();
      for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
      return (k: K) => map.get(k) ?? [];
    };
    const inboundOf = by(await db.select().from(inboundMessages), (r) => r.ticketId);
    const logsOf = by(await db.select().from(monitoringLogs).orderBy(asc(monitoringLogs.receivedAt)), (r) => r.ticketId);
    const runsOf = by(await db.select().from(reminderRuns), (r) => r.ticketId);
    const messagesOf = by(await db.select().from(ticketMessages), (r) => r.ticketId);
    const reminderById = new Map((await db.select().from(reminders)).map((r) => [r.id, r]));
    const checks = await db.select().from(monitoringChecks);
    const seen = { web: 0, email: 0, emailUnknown: 0, emailReplies: 0, monitoring: 0, alertReplies: 0, reminder: 0 };
    for (const t of all) {
      const label = `${t.fullid} ${t.origin}`;
      const messages = messagesOf(t.id);
      const client = messages.filter((m) => !people.get(m.authorId!)?.kind || people.get(m.authorId!)!.kind === 'client');
      const inbound = inboundOf(t.id);
      assert.equal(runsOf(t.id).length, t.origin === 'reminder' ? 1 : 0, label);
      assert.equal(logsOf(t.id).length > 0, t.origin === 'monitoring', label);
      assert.equal(t.senderEmail !== null, t.origin === 'email', label);
      // A message has a From exactly when it came by e-mail: the ticket's sender writing back.
      for (const m of messages) {
        assert.equal(m.senderEmail !== null, m.origin === 'email', label);
        if (m.origin === 'email') {
          assert.deepEqual([m.senderName, m.senderEmail, m.authorId], [t.senderName, t.senderEmail, t.requesterId], label);
          seen.emailReplies++;
        }
      }
      if (t.origin === 'email') {
        assert.equal(t.createdById, t.requesterId, label);
        assert.deepEqual(
          inbound.map((r) => r.outcome).sort(),
          ['ticket', ...messages.filter((m) => m.origin === 'email').map(() => 'reply')].sort(),
          label,
        );
        const requester = t.requesterId ? people.get(t.requesterId)! : null;
        if (requester) assert.equal(t.senderEmail, requester.email.toLowerCase(), label);
        else {
          // Nobody known: an address at the company's domain no user has.
          assert.ok(domains.get(t.companyId)!.includes(t.senderEmail!.split('@')[1]!), label);
          assert.ok(![...people.values()].some((u) => u.email.toLowerCase() === t.senderEmail), label);
          assert.ok(t.senderName, label);
          seen.emailUnknown++;
        }
        seen.email++;
      } else assert.equal(inbound.length, 0, label);
      if (t.origin === 'monitoring') {
        const account = [...people.values()].find((u) => u.companyId === t.companyId && u.role === 'monitoring');
        assert.equal(t.requesterId, account?.id ?? null, label);
        assert.equal(t.createdById, t.requesterId, label);
        assert.equal(t.type, 'monitoring', label);
        const logs = logsOf(t.id);
        assert.equal(t.subject, `[Monitoring] ${logs[0]!.title}`, label);
        assert.equal(logs[0]!.receivedAt.toISOString(), t.createdAt.toISOString(), label);
        assert.equal(new Set(logs.map((l) => `${l.companyId} ${l.checkKey} ${l.status}`)).size, 1, label);
        assert.equal(logs[0]!.companyId, t.companyId, label);
        // Each later alert of the check is a reply by the monitoring account (or nobody).
        const alerts = messages.filter((m) => m.origin === 'monitoring');
        assert.deepEqual(alerts, client, label);
        assert.equal(alerts.length, logs.length - 1, label);
        seen.alertReplies += alerts.length;
        seen.monitoring++;
      } else
        assert.ok(
          messages.every((m) => m.origin !== 'monitoring'),
          label,
        );
      if (t.origin === 'reminder') {
        const reminder = reminderById.get(runsOf(t.id)[0]!.reminderId)!;
        assert.deepEqual(
          [t.subject, t.requesterId, t.createdById, reminder.companyId],
          [reminder.title, reminder.userId, null, t.companyId],
          label,
        );
        seen.reminder++;
      }
      if (t.origin === 'web') {
        assert.ok(t.requesterId !== null && client.every((m) => m.origin === 'web'), label);
        seen.web++;
      }
    }
    // One open ticket per check at any time, and each check points at its latest ticket.
    const monitoringTickets = all.filter((t) => t.origin === 'monitoring').sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const openUntil = new Map<string, number>();
    for (const t of monitoringTickets) {
      const check = `${t.companyId} ${logsOf(t.id)[0]!.checkKey}`;
      assert.ok((openUntil.get(check) ?? 0) <= t.createdAt.getTime(), `${t.fullid} opened while the check's ticket was open`);
      const closed = t.resolvedAt ?? t.deletedAt;
      openUntil.set(check, closed ? closed.getTime() : Infinity);
    }
    assert.equal(checks.length, openUntil.size);
    for (const c of checks) assert.equal(logsOf(c.ticketId).at(-1)?.checkKey, c.checkKey);
    assert.ok(
      seen.web > all.length / 2 &&
        seen.email > 30 &&
        seen.emailUnknown > 3 &&
        seen.emailReplies > 5 &&
        seen.monitoring > 5 &&
        seen.reminder > 0,
      JSON.stringify(seen),
    );
  });
});
