/** SLA warnings (issue #33 item 9): once per deadline, to the assignee or the responsible person, as each chose. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { companies, notificationPreferences, pushSubscriptions, tickets, users } from '../../platform/db/schema';
import type { JobLeases } from '../../platform/jobs';
import { startServer, type TestServer } from '../../test/harness';
import { notificationProbes } from '../../test/notification-probes';
import { createSlaWarningScheduler, runSlaWarnings, slaWarningAt } from './sla-warnings';

const MINUTE = 60_000;

describe('slaWarningAt', () => {
  it('warns 30 minutes before a long deadline, and after 80 % of a short one', () => {
    const created = new Date('2026-11-27T08:00:00Z');
    assert.equal(slaWarningAt(created, new Date('2026-11-27T16:00:00Z')).toISOString(), '2026-11-27T15:30:00.000Z');
    assert.equal(slaWarningAt(created, new Date('2026-11-27T08:30:00Z')).toISOString(), '2026-11-27T08:24:00.000Z');
  });
});

describe('SLA warning job', () => {
  let server: TestServer;
  let agentId = 0;
  let managerId = 0;
  let clientId = 0;
  let companyId = 0;
  let serial = 0;
  const now = new Date();
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  const db = () => server.database.db;

  const ticket = async (values: Partial<typeof tickets.$inferInsert> = {}) => {
    serial += 1;
    const [row] = await db()
      .insert(tickets)
      .values({
        fullid: `SLAW-${serial}`,
        subject: `Drukarka ${serial}`,
        type: 'accident',
        companyId,
        priority: 'normal',
        category: 'other',
        status: 'in-progress',
        assigneeId: agentId,
        createdAt: at(-120),
        firstResponseDueAt: at(20),
        resolveDueAt: at(600),
        ...values,
      })
      .returning();
    return row!;
  };
  const { bells, outboxOf, lastOutboxId } = notificationProbes(db);
  const mine = (sent: Awaited<ReturnType<typeof runSlaWarnings>>, ticketId: number) => sent.filter((w) => w.ticketId === ticketId);

  before(async () => {
    server = await startServer({ tickets: 5 });
    const id = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    agentId = await id('agent@demo.test');
    managerId = await id('manager@demo.test');
    clientId = await id('client@demo.test');
    companyId = (await db().select({ id: companies.id }).from(companies).where(eq(companies.tag, 'ACME')))[0]!.id;
    await db()
      .insert(pushSubscriptions)
      .values({ userId: agentId, endpoint: 'https://push.example.test/agent', p256dh: 'key', auth: 'secret' });
    // The seeded tickets' deadlines are warned about (and marked) here, out of the way of the cases below.
    await runSlaWarnings(server.app.ctx, at(60 * 24 * 365));
  });
  after(() => server.close());

  it('warns the assignee once: the bell in their language, push as chosen by default, no e-mail', async () => {
    const t = await ticket();
    const mark = await lastOutboxId();
    const sent = mine(await runSlaWarnings(server.app.ctx, now), t.id);
    assert.deepEqual(
      sent.map((w) => [w.deadline, w.userId, w.dueAt.toISOString()]),
      [['response', agentId, t.firstResponseDueAt!.toISOString()]],
    );
    const [bell] = await bells(agentId, t.id);
    assert.equal((bell!.data as { message: string }).message, `SLA: pierwsza odpowiedź w ${t.fullid} za 20 min`);
    assert.equal(bell!.type, 'App\\Notifications\\SlaWarning');
    assert.deepEqual(
      (await outboxOf(agentId, mark)).map((r) => r.channel),
      ['push'],
    );
    const [row] = await db().select().from(tickets).where(eq(tickets.id, t.id));
    assert.equal(row!.slaResponseWarnedFor?.toISOString(), t.firstResponseDueAt!.toISOString());
    assert.equal(row!.version, t.version, 'the mark is not a change of the ticket');

    assert.deepEqual(mine(await runSlaWarnings(server.app.ctx, at(5)), t.id), []);
    assert.equal((await bells(agentId, t.id)).length, 1);
  });

  it('warns once when two passes race for the same deadline', async () => {
    const t = await ticket();
    const [a, b] = await Promise.all([runSlaWarnings(server.app.ctx, now), runSlaWarnings({ ...server.app.ctx }, now)]);
    assert.equal(mine([...a, ...b], t.id).length, 1);
    assert.equal((await bells(agentId, t.id)).length, 1);
  });

  it('does not warn before the warning time, nor for waiting, resolved, answered or trashed tickets', async () => {
    const early = await ticket({ firstResponseDueAt: at(45) });
    const waiting = await ticket({ status: 'waiting-for-client', slaPausedAt: at(-10) });
    const resolved = await ticket({ status: 'resolved', resolvedAt: at(-5), resolveDueAt: at(10) });
    const answered = await ticket({ firstResponseAt: at(-30) });
    const trashed = await ticket({ deletedAt: at(-1) });
    const sent = await runSlaWarnings(server.app.ctx, now);
    for (const t of [early, waiting, resolved, answered, trashed]) assert.deepEqual(mine(sent, t.id), [], t.fullid);
    // The early one's time comes (30 minutes before its deadline).
    assert.equal(mine(await runSlaWarnings(server.app.ctx, at(16)), early.id).length, 1);
  });

  it('warns again about a deadline that moved, and about a passed deadline nobody was warned of', async () => {
    const t = await ticket();
    assert.equal(mine(await runSlaWarnings(server.app.ctx, now), t.id).length, 1);
    // A priority change or a resume after waiting computes a new deadline.
    await db()
      .update(tickets)
      .set({ firstResponseDueAt: at(25) })
      .where(eq(tickets.id, t.id));
    const again = mine(await runSlaWarnings(server.app.ctx, now), t.id);
    assert.deepEqual(
      again.map((w) => w.dueAt.toISOString()),
      [at(25).toISOString()],
    );

    const late = await ticket({ firstResponseDueAt: at(-15), resolveDueAt: at(-5) });
    assert.deepEqual(
      mine(await runSlaWarnings(server.app.ctx, now), late.id)
        .map((w) => w.deadline)
        .sort(),
      ['resolve', 'response'],
    );
    const texts = (await bells(agentId, late.id)).map((n) => (n.data as { message: string }).message).sort();
    assert.deepEqual(texts, [
      `SLA: minął termin pierwszej odpowiedzi w ${late.fullid} (15 min temu)`,
      `SLA: minął termin rozwiązania ${late.fullid} (5 min temu)`,
    ]);
  });

  it('follows the recipient’s choice: e-mail only sends the sla-warning mail and no push', async () => {
    await db().insert(notificationPreferences).values({ userId: agentId, event: 'sla_warning', mail: true, push: false });
    await db().update(users).set({ lang: 'en' }).where(eq(users.id, agentId));
    try {
      const t = await ticket({ firstResponseAt: at(-60), resolveDueAt: at(25) });
      const mark = await lastOutboxId();
      assert.equal(mine(await runSlaWarnings(server.app.ctx, now), t.id).length, 1);
      const rows = await outboxOf(agentId, mark);
      assert.deepEqual(
        rows.map((r) => r.channel),
        ['mail'],
      );
      const mail = rows[0]!.payload as { subject: string; text: string; html: string };
      assert.equal(mail.subject, `[${t.fullid}] ${t.subject}`);
      assert.match(mail.text, /SLA: resolution of ticket SLAW-\d+/);
      assert.match(mail.text, /The resolution is due .* \(in 25 min\)\./);
      assert.match(mail.text, /because the ticket is assigned to you/);
      assert.ok(mail.html.includes(`/admin/ticket/show/${t.id}"`), 'links the ticket on the staff side');
      assert.equal((await bells(agentId, t.id)).length, 1, 'the bell is not optional');
    } finally {
      await db().delete(notificationPreferences).where(eq(notificationPreferences.userId, agentId));
      await db().update(users).set({ lang: 'pl' }).where(eq(users.id, agentId));
    }
  });

  it('writes the mark, the bell and the outbox rows together: a failed e-mail leaves none, and the next pass warns', async () => {
    await db().insert(notificationPreferences).values({ userId: agentId, event: 'sla_warning', mail: true, push: true });
    try {
      const t = await ticket();
      const mark = await lastOutboxId();
      const broken = {
        ...server.app.ctx,
        messenger: { ...server.app.ctx.messenger, sendMail: () => Promise.reject(new Error('outbox unavailable')) },
      };
      await assert.rejects(runSlaWarnings(broken, now), /outbox unavailable/);
      assert.equal((await bells(agentId, t.id)).length, 0);
      assert.deepEqual(await outboxOf(agentId, mark), [], 'the push queued before the failure is rolled back too');
      const [row] = await db().select().from(tickets).where(eq(tickets.id, t.id));
      assert.equal(row!.slaResponseWarnedFor, null);

      assert.equal(mine(await runSlaWarnings(server.app.ctx, now), t.id).length, 1);
      assert.deepEqual((await outboxOf(agentId, mark)).map((r) => r.channel).sort(), ['mail', 'push']);
    } finally {
      await db().delete(notificationPreferences).where(eq(notificationPreferences.userId, agentId));
    }
  });

  it('warns the responsible person of an unassigned ticket; with nobody to warn it stays unwarned', async () => {
    const responsible = await ticket({ assigneeId: null, responsibleId: managerId });
    assert.deepEqual(
      mine(await runSlaWarnings(server.app.ctx, now), responsible.id).map((w) => w.userId),
      [managerId],
    );
    // A client is never warned, even if it were set as responsible.
    const nobody = await ticket({ assigneeId: null, responsibleId: clientId });
    assert.deepEqual(mine(await runSlaWarnings(server.app.ctx, now), nobody.id), []);
    assert.equal((await bells(clientId, nobody.id)).length, 0);
    const [row] = await db().select().from(tickets).where(eq(tickets.id, nobody.id));
    assert.equal(row!.slaResponseWarnedFor, null);
    // Assigned later: the assignee is warned at the next pass.
    await db().update(tickets).set({ assigneeId: agentId }).where(eq(tickets.id, nobody.id));
    assert.deepEqual(
      mine(await runSlaWarnings(server.app.ctx, now), nobody.id).map((w) => w.userId),
      [agentId],
    );
  });

  it('runs its timed passes only on the instance holding the job lease', async () => {
    const t = await ticket({ firstResponseDueAt: at(10) });
    const asked: string[] = [];
    const elsewhere: JobLeases = {
      runExclusive: async (job) => {
        asked.push(job);
        return { ran: false };
      },
      held: () => [],
      close: async () => undefined,
    };
    const standby = createSlaWarningScheduler({ ...server.app.ctx, jobs: elsewhere }, server.app.log);
    standby.start();
    await standby.stop();
    assert.deepEqual(asked, ['sla-warnings']);
    assert.equal((await bells(agentId, t.id)).length, 0);

    const holder = createSlaWarningScheduler(server.app.ctx, server.app.log);
    holder.start();
    await holder.stop();
    assert.equal((await bells(agentId, t.id)).length, 1);
  });
});
