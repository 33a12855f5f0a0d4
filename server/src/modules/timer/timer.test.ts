/**
 * The time-report timer: one running timer per agent (the unique index, not only the code), the ticket scope, each
 * agent's timer its own, the real-time signal on the agent's channel, and the draft a stop answers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { BROADCAST_EVENTS, userChannel } from '@helpdesk/shared/schemas';
import { runningTimerSchema, timeReportDraftSchema } from '@helpdesk/shared/resources';
import { agentTimers, companies, companyAgents, tickets, timeReports, users } from '../../platform/db/schema';
import { timerFigures } from '../../platform/timer-draft';
import { type Client, login, startServer, type TestServer } from '../../test/harness';

describe('timer figures (the draft a stop answers)', () => {
  it('starts on the form’s 5-minute step in the business zone and lasts the nearest whole step', () => {
    // Winter (UTC+1): 08:03:20 UTC is 09:03 in Warsaw; 37 min 40 s rounds to 40.
    assert.deepEqual(timerFigures(new Date('2026-11-27T08:03:20Z'), new Date('2026-11-27T08:41:00Z')), {
      day: '2026-11-27',
      from_hour: '09:00',
      minutes: 40,
    });
    // Summer (UTC+2), and 37 min 20 s rounds down to 35.
    assert.deepEqual(timerFigures(new Date('2026-07-01T06:07:00Z'), new Date('2026-07-01T06:44:20Z')), {
      day: '2026-07-01',
      from_hour: '08:05',
      minutes: 35,
    });
  });

  it('names the business day, reports at least one step and at most one day', () => {
    // 23:30 UTC is already the next day in Warsaw.
    assert.equal(timerFigures(new Date('2026-11-29T23:30:00Z'), new Date('2026-11-29T23:31:00Z')).day, '2026-11-30');
    assert.equal(timerFigures(new Date('2026-11-29T10:00:00Z'), new Date('2026-11-29T10:00:40Z')).minutes, 5);
    assert.equal(timerFigures(new Date('2026-11-27T10:00:00Z'), new Date('2026-11-29T16:00:00Z')).minutes, 24 * 60);
  });
});

describe('the timer API', () => {
  let server: TestServer;
  let agent: Client;
  let other: Client;
  let agentId: number;
  let ownTicket: number;
  let secondTicket: number;
  let foreignTicket: number;
  let ownFullid: string;

  before(async () => {
    server = await startServer({ tickets: 30 });
    const db = server.database.db;
    [agent, other] = (await Promise.all(['agent@demo.test', 'jan.kowalski@msp.test'].map((e) => login(server.base, e)))) as [
      Client,
      Client,
    ];
    [{ id: agentId }] = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'))) as [{ id: number }];
    const assigned = (await db.select({ id: companyAgents.companyId }).from(companyAgents).where(eq(companyAgents.agentId, agentId))).map(
      (r) => r.id,
    );
    const [foreignCompany] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(notInArray(companies.id, assigned), isNull(companies.deletedAt)));
    const ticketsOf = (companyId: number) =>
      db
        .select({ id: tickets.id, fullid: tickets.fullid })
        .from(tickets)
        .where(and(eq(tickets.companyId, companyId), isNull(tickets.deletedAt)))
        .limit(2);
    const own = await ticketsOf(assigned[0]!);
    assert.equal(own.length, 2, 'two tickets in the agent’s company');
    [ownTicket, secondTicket, ownFullid] = [own[0]!.id, own[1]!.id, own[0]!.fullid];
    const foreign = await ticketsOf(foreignCompany!.id);
    assert.ok(foreign[0], 'a ticket outside the agent’s companies');
    foreignTicket = foreign[0].id;
  });
  after(() => server.close());

  it('starts on a ticket, answers it on every read, and signals the agent’s own channel except the acting tab', async () => {
    const sent: { channels: string[]; event: string; data: unknown; except: string | undefined }[] = [];
    const broadcaster = server.app.ctx.broadcaster;
    const publish = broadcaster.publish.bind(broadcaster);
    broadcaster.publish = async (channels, event, data, except) => {
      sent.push({ channels, event, data, except });
      return publish(channels, event, data, except);
    };
    try {
      assert.deepEqual((await agent.get('/api/admin/timer')).body, { data: null });
      const started = await agent.post('/api/admin/timer', { ticket_id: ownTicket }, { 'x-socket-id': '12.34' });
      assert.equal(started.status, 201, JSON.stringify(started.body));
      assert.equal(started.body.message, 'Stoper został uruchomiony');
      runningTimerSchema.parse(started.body.data);
      assert.deepEqual(started.body.data.ticket.id, ownTicket);
      assert.equal(started.body.data.ticket.fullid, ownFullid);
      const read = await agent.get('/api/admin/timer');
      assert.deepEqual(read.body.data, started.body.data, 'a reload reads the same timer');
      const signals = sent.filter((s) => s.event === BROADCAST_EVENTS.timerChanged);
      assert.deepEqual(signals, [
        { channels: [userChannel(agentId)], event: BROADCAST_EVENTS.timerChanged, data: { running: true }, except: '12.34' },
      ]);
    } finally {
      broadcaster.publish = publish;
      await agent.post('/api/admin/timer/discard');
    }
  });

  it('keeps one running timer per agent: a second start is refused with 409 naming the running ticket, and so is a direct insert', async () => {
    assert.equal((await agent.post('/api/admin/timer', { ticket_id: ownTicket })).status, 201);
    const again = await agent.post('/api/admin/timer', { ticket_id: secondTicket });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, `Stoper już mierzy czas zgłoszenia ${ownFullid}. Najpierw go zatrzymaj.`);
    assert.equal(again.body.data.ticket.id, ownTicket, 'the answer carries the running timer');
    await agent.post('/api/profile/set-lang', { lang: 'en' });
    assert.equal(
      (await agent.post('/api/admin/timer', { ticket_id: ownTicket })).body.message,
      `A timer is already running on ${ownFullid}. Stop it first.`,
    );
    await agent.post('/api/profile/set-lang', { lang: 'pl' });
    // The database itself holds the rule.
    await assert.rejects(server.database.db.insert(agentTimers).values({ agentId, ticketId: secondTicket }));
    const rows = await server.database.db.select().from(agentTimers).where(eq(agentTimers.agentId, agentId));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.ticketId, ownTicket);
    assert.equal((await agent.post('/api/admin/timer/discard')).status, 200);
  });

  it('starts only on a ticket the agent may work on; bad input is a 422 in the agent’s language', async () => {
    assert.equal((await agent.post('/api/admin/timer', { ticket_id: foreignTicket })).status, 404);
    assert.equal((await agent.post('/api/admin/timer', { ticket_id: 99_999_999 })).status, 404);
    const bad = await agent.post('/api/admin/timer', { ticket_id: 'x' });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.ticket_id?.length, JSON.stringify(bad.body));
    assert.deepEqual((await agent.get('/api/admin/timer')).body, { data: null }, 'nothing started');
    const client = await login(server.base, 'vip@demo.test');
    assert.equal((await client.get('/api/admin/timer')).status, 403);
    assert.equal((await client.post('/api/admin/timer', { ticket_id: ownTicket })).status, 403);
  });

  it('is the agent’s own: another agent neither sees nor stops nor discards it', async () => {
    assert.equal((await agent.post('/api/admin/timer', { ticket_id: ownTicket })).status, 201);
    assert.deepEqual((await other.get('/api/admin/timer')).body, { data: null });
    const stop = await other.delete('/api/admin/timer');
    assert.equal(stop.status, 404);
    assert.equal(stop.body.message, 'Nie masz uruchomionego stopera.');
    assert.equal((await other.post('/api/admin/timer/discard')).status, 404);
    assert.equal((await agent.get('/api/admin/timer')).body.data.ticket.id, ownTicket, 'still running');
    await agent.post('/api/admin/timer/discard');
  });

  it('stops into a time-report draft the ticket’s form accepts as it is', async () => {
    const db = server.database.db;
    assert.equal((await agent.post('/api/admin/timer', { ticket_id: ownTicket })).status, 201);
    const startedAt = new Date(Date.now() - 62 * 60_000);
    await db.update(agentTimers).set({ startedAt }).where(eq(agentTimers.agentId, agentId));
    const stopped = await agent.delete('/api/admin/timer');
    assert.equal(stopped.status, 200, JSON.stringify(stopped.body));
    assert.equal(stopped.body.message, 'Stoper został zatrzymany — uzupełnij raport czasu');
    const draft = timeReportDraftSchema.parse(stopped.body.data);
    assert.deepEqual(draft, { ticket_id: ownTicket, ...timerFigures(startedAt, new Date(startedAt.getTime() + 62 * 60_000)) });
    assert.equal(draft.minutes, 60);
    assert.deepEqual((await agent.get('/api/admin/timer')).body, { data: null }, 'stopped');
    assert.equal((await agent.delete('/api/admin/timer')).status, 404, 'a second stop has nothing to stop');

    // Stopping reports nothing by itself; the form saves the draft (the agent adds the kind and a description).
    const before = await db.select({ id: timeReports.id }).from(timeReports).where(eq(timeReports.ticketId, ownTicket));
    const saved = await agent.post(`/api/admin/ticket/${ownTicket}/time-reports`, {
      day: draft.day,
      from_hour: draft.from_hour,
      minutes: draft.minutes,
      kind: 'it',
      description: 'Z stopera',
    });
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
    const afterRows = await db.select({ id: timeReports.id }).from(timeReports).where(eq(timeReports.ticketId, ownTicket));
    assert.equal(afterRows.length, before.length + 1);
  });

  it('caps a timer left running for days at one day’s report', async () => {
    assert.equal((await agent.post('/api/admin/timer', { ticket_id: secondTicket })).status, 201);
    const startedAt = new Date('2026-11-02T07:12:00Z');
    await server.database.db.update(agentTimers).set({ startedAt }).where(eq(agentTimers.agentId, agentId));
    const stopped = await agent.delete('/api/admin/timer');
    assert.deepEqual(stopped.body.data, { ticket_id: secondTicket, day: '2026-11-02', from_hour: '08:10', minutes: 24 * 60 });
  });

  it('discards without a draft or a report; a trashed or merged ticket takes no timer', async () => {
    const db = server.database.db;
    const count = async () =>
      (await db.select({ id: timeReports.id }).from(timeReports).where(eq(timeReports.ticketId, secondTicket))).length;
    const reports = await count();
    assert.equal((await agent.post('/api/admin/timer', { ticket_id: secondTicket })).status, 201);
    const discarded = await agent.post('/api/admin/timer/discard');
    assert.equal(discarded.status, 200);
    assert.equal(discarded.body.message, 'Pomiar czasu został porzucony');
    assert.equal(discarded.body.data, undefined);
    assert.equal(await count(), reports);
    assert.deepEqual((await agent.get('/api/admin/timer')).body, { data: null });

    await db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, secondTicket));
    assert.equal((await agent.post('/api/admin/timer', { ticket_id: secondTicket })).status, 404);
    await db.update(tickets).set({ deletedAt: null }).where(eq(tickets.id, secondTicket));

    await db.update(tickets).set({ mergedIntoId: ownTicket }).where(eq(tickets.id, secondTicket));
    const merged = await agent.post('/api/admin/timer', { ticket_id: secondTicket });
    assert.equal(merged.status, 422);
    assert.ok(merged.body.errors.ticket[0].includes(ownFullid), JSON.stringify(merged.body));
    await db.update(tickets).set({ mergedIntoId: null }).where(eq(tickets.id, secondTicket));
  });
});
