/**
 * The ticket page hears of its deliveries: when the outbox sender ends ticket messages' e-mails (sent, or failed for
 * good) and when a bounce fails one, each ticket is announced once (`TicketDeliveriesUpdated`) to the staff who see
 * its company, on their own channels, never on the company channel its clients listen to. The app's own sender is
 * off here: a sender of the test's own, with a transport that refuses some addresses, runs the passes.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq, notInArray } from 'drizzle-orm';
import { BROADCAST_EVENTS, userChannel } from '@helpdesk/shared/schemas';
import { companies, companyAgents, outbox, ticketMessages, tickets, users } from '../../platform/db/schema';
import { logPushTransport, logSmsTransport } from '../../platform/outbound/log-transports';
import { createOutboxSender, type OutboxSender } from '../../platform/outbound/outbox-sender';
import { DeliveryError } from '../../platform/outbound/transport';
import { startServer, type TestServer } from '../../test/harness';

const TOKEN = 'test-intake-token';
const bounceFixture = readFileSync(new URL('../mail-intake/fixtures/postfix-bounce.eml', import.meta.url), 'utf8');

interface Published {
  channels: string[];
  event: string;
  payload: unknown;
}

describe('delivery events for the ticket page', () => {
  let server: TestServer;
  let sender: OutboxSender;
  const published: Published[] = [];
  const busyOnce = new Set<string>();
  /** Two tickets of ACME (the demo agent's company) and one of a company the agent is not assigned to. */
  const ticket = { first: 0, second: 0, other: 0 };
  let acmeId = 0;
  let otherCompanyId = 0;
  let agentId = 0;
  let adminId = 0;

  const db = () => server.database.db;
  const addMessage = async (ticketId: number) =>
    (await db().insert(ticketMessages).values({ ticketId, authorId: agentId, body: '<p>Odpowiedź</p>' }).returning())[0]!.id;
  const mail = (to: string, ticketMessageId: number | null, messageId?: string) =>
    server.app.ctx.messenger.sendMail(to, 'Re: drukarka', 'Odpowiedź', undefined, { ticketMessageId, automatic: false, messageId });
  const deliveryEvents = () => published.filter((p) => p.event === BROADCAST_EVENTS.ticketDeliveriesUpdated);

  before(async () => {
    server = await startServer({ tickets: 10, env: { OUTBOX_SENDER: '0', MAIL_INTAKE_TOKEN: TOKEN } });
    const log = server.app.log;
    sender = createOutboxSender({
      db: db(),
      transports: {
        mail: {
          driver: 'test',
          // `nikt@` has no mailbox (550, permanent); `later@` meets a busy server once (421, retried later).
          send: async (m) => {
            if (m.to.startsWith('nikt@')) throw new DeliveryError('550 5.1.1 no such user', true, 550);
            if (m.to.startsWith('later@') && !busyOnce.has(m.messageId!)) {
              busyOnce.add(m.messageId!);
              throw new DeliveryError('421 4.7.0 try again later', false, 421);
            }
            return { response: '250 2.0.0 Ok' };
          },
        },
        sms: logSmsTransport(log),
        push: logPushTransport(log),
      },
      jobs: { runExclusive: async (_job, pass) => ({ ran: true, result: await pass() }) },
      log,
      hooks: server.app.ctx.hooks,
    });
    const broadcaster = server.app.ctx.broadcaster;
    const original = broadcaster.publish.bind(broadcaster);
    broadcaster.publish = async (channels, event, payload, except) => {
      published.push({ channels: [...channels], event, payload });
      return original(channels, event, payload, except);
    };
    for (const u of await db().select({ id: users.id, email: users.email }).from(users)) {
      if (u.email === 'agent@demo.test') agentId = u.id;
      if (u.email === 'admin@demo.test') adminId = u.id;
    }
    const assigned = (await db().select({ id: companyAgents.companyId }).from(companyAgents).where(eq(companyAgents.agentId, agentId))).map(
      (r) => r.id,
    );
    acmeId = (await db().select({ id: companies.id }).from(companies).where(eq(companies.tag, 'ACME')))[0]!.id;
    const own = await db().select({ id: tickets.id }).from(tickets).where(eq(tickets.companyId, acmeId)).orderBy(tickets.id).limit(2);
    [ticket.first, ticket.second] = own.map((t) => t.id) as [number, number];
    const [outside] = await db()
      .select({ id: tickets.id, companyId: tickets.companyId })
      .from(tickets)
      .where(notInArray(tickets.companyId, assigned))
      .orderBy(tickets.id)
      .limit(1);
    ticket.other = outside!.id;
    otherCompanyId = outside!.companyId;
    // What the seed queued is sent first, so every pass below handles only the test's own mails.
    await sender.drain();
  });
  beforeEach(() => void (published.length = 0));
  after(async () => {
    await sender.stop();
    await server.close();
  });

  it('one pass that sends and fails mails of several messages announces each ticket once, to its staff only', async () => {
    const answer = await addMessage(ticket.first);
    const followUp = await addMessage(ticket.first);
    const elsewhere = await addMessage(ticket.other);
    await mail('jan.kowalski@acme.example', answer);
    await mail('anna@acme.example', answer);
    const refused = await mail('nikt@acme.example', followUp);
    await mail('ktos@inna.example', elsewhere);
    await sender.drain();

    const [row] = await db().select().from(outbox).where(eq(outbox.id, refused.id));
    assert.equal(row!.status, 'failed');
    const events = deliveryEvents();
    assert.deepEqual(
      events.map((e) => e.payload).sort((a, b) => (a as { ticketId: number }).ticketId - (b as { ticketId: number }).ticketId),
      [
        { ticketId: ticket.first, companyId: acmeId },
        { ticketId: ticket.other, companyId: otherCompanyId },
      ].sort((a, b) => a.ticketId - b.ticketId),
      'one event per ticket, not per row',
    );
    const acme = events.find((e) => (e.payload as { ticketId: number }).ticketId === ticket.first)!;
    const other = events.find((e) => (e.payload as { ticketId: number }).ticketId === ticket.other)!;
    assert.ok(acme.channels.includes(userChannel(agentId)), 'the agent assigned to the company');
    assert.ok(acme.channels.includes(userChannel(adminId)), 'admins see every company');
    assert.ok(!other.channels.includes(userChannel(agentId)), 'not an agent outside the company');
    for (const e of events)
      assert.ok(
        e.channels.every((c) => c.startsWith('private-App.Models.User.')),
        'never the company channel',
      );
  });

  it('announces nothing for a pass whose mails carry no ticket message, nor for a mail only put off for a retry', async () => {
    await mail('raport@acme.example', null);
    const message = await addMessage(ticket.second);
    const waiting = await mail('later@acme.example', message);
    await sender.drain();
    const [row] = await db().select().from(outbox).where(eq(outbox.id, waiting.id));
    assert.equal(row!.status, 'queued', 'put off, not ended');
    assert.deepEqual(deliveryEvents(), []);
    // Its retry comes due and goes out: now the ticket hears of it.
    await db().update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, waiting.id));
    await sender.drain();
    assert.equal((await db().select().from(outbox).where(eq(outbox.id, waiting.id)))[0]!.status, 'sent');
    assert.deepEqual(
      deliveryEvents().map((e) => e.payload),
      [{ ticketId: ticket.second, companyId: acmeId }],
    );
  });

  it('a bounce that fails a sent mail of a ticket message announces its ticket', async () => {
    const message = await addMessage(ticket.second);
    const sent = await mail('jan.kowalski@acme.test', message, '<outbox-501.1@msp.test>');
    await sender.drain();
    published.length = 0;
    const res = await fetch(`${server.base}/api/mail/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${TOKEN}` },
      body: bounceFixture
        .replace('<20261124181203.4Xy7Kd2Zq3z9@mx.msp.test>', '<bounce-501@mx.msp.test>')
        .replace('<outbox-41.1764007921@msp.test>', '<outbox-501.1@msp.test>'),
    });
    assert.equal(res.status, 202, await res.text());
    const [row] = await db().select().from(outbox).where(eq(outbox.id, sent.id));
    assert.equal(row!.status, 'failed');
    const events = deliveryEvents();
    assert.deepEqual(
      events.map((e) => e.payload),
      [{ ticketId: ticket.second, companyId: acmeId }],
    );
    assert.ok(events[0]!.channels.includes(userChannel(agentId)));
  });
});
