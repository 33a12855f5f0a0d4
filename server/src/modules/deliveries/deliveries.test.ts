/**
 * Issue 33 item 6: delivery status where people look. Rows enter the outbox the way ticket answers put them there
 * (`ctx.messenger.sendMail(…, { ticketMessageId })`), the log transport sends them, and a row is then failed or kept
 * waiting by hand — what a mail server's 550 or a 421 would have left.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  deliverySchema,
  messageDeliveriesSchema,
  outboxSummarySchema,
  type MessageDeliveries,
  type OutboxSummary,
} from '@helpdesk/shared/resources';
import { companies, companyAgents, outbox, ticketMessages, tickets, users } from '../../platform/db/schema';
import { type Client, login, outboxSettled, startServer, type TestServer } from '../../test/harness';
import { maskReason, maskRecipient } from './service';

describe('deliveries of ticket messages, retries and the outbox summary', () => {
  let server: TestServer;
  let admin: Client;
  let agent: Client;
  let client: Client;
  /** A ticket of a company the demo agent is assigned to, and one of a company it is not. */
  let ownTicket: number;
  let otherTicket: number;
  /** Messages of the own ticket: one mailed to two people, one still waiting, one never mailed; one of the other ticket. */
  const message: Record<'answer' | 'later' | 'quiet' | 'other', number> = { answer: 0, later: 0, quiet: 0, other: 0 };
  const row: Record<'sent' | 'failed' | 'waiting' | 'other' | 'sms', number> = { sent: 0, failed: 0, waiting: 0, other: 0, sms: 0 };
  let summaryBefore: OutboxSummary;

  const db = () => server.database.db;
  const setRow = (id: number, values: Partial<typeof outbox.$inferInsert>) => db().update(outbox).set(values).where(eq(outbox.id, id));
  const mail = (to: string, ticketMessageId: number) =>
    server.app.ctx.messenger.sendMail(to, 'Re: drukarka', 'Odpowiedź', undefined, { ticketMessageId, automatic: false });

  before(async () => {
    server = await startServer({ tickets: 30 });
    admin = await login(server.base, 'admin@demo.test');
    agent = await login(server.base, 'agent@demo.test');
    client = await login(server.base, 'client@demo.test');
    const [me] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    const assigned = (await db().select({ id: companyAgents.companyId }).from(companyAgents).where(eq(companyAgents.agentId, me!.id))).map(
      (r) => r.id,
    );
    const [acme] = await db().select({ id: companies.id }).from(companies).where(eq(companies.tag, 'ACME'));
    const [own] = await db().select({ id: tickets.id }).from(tickets).where(eq(tickets.companyId, acme!.id)).limit(1);
    const [other] = await db()
      .select({ id: tickets.id })
      .from(tickets)
      .where(sql`${tickets.companyId} not in (${sql.join(assigned, sql`, `)})`)
      .limit(1);
    ownTicket = own!.id;
    otherTicket = other!.id;
    const addMessage = async (ticketId: number) =>
      (await db().insert(ticketMessages).values({ ticketId, authorId: me!.id, body: '<p>Odpowiedź</p>' }).returning())[0]!.id;
    message.answer = await addMessage(ownTicket);
    message.later = await addMessage(ownTicket);
    message.quiet = await addMessage(ownTicket);
    message.other = await addMessage(otherTicket);

    await outboxSettled(server);
    summaryBefore = (await admin.get('/api/admin/outbox/summary')).body.data;

    row.sent = (await mail('jan.kowalski@acme.example', message.answer)).id;
    row.failed = (await mail('nikt@acme.example', message.answer)).id;
    row.waiting = (await mail('anna@acme.example', message.later)).id;
    row.other = (await mail('ktos@inna.example', message.other)).id;
    row.sms = (await server.app.ctx.messenger.sendSms('+48 600 100 200', 'Kod: 123456', 'agent@demo.test')).id;
    await outboxSettled(server);
    // What the sender would have left after a 550 (given up at once) and after two 421s (retrying in an hour).
    for (const id of [row.failed, row.other, row.sms])
      await setRow(id, { status: 'failed', attempts: 1, lastError: '550 5.1.1 no such user', sentAt: null });
    await db()
      .update(outbox)
      .set({
        status: 'queued',
        attempts: 2,
        lastError: '421 4.7.0 try again later',
        sentAt: null,
        nextAttemptAt: sql`now() + interval '1 hour'`,
        createdAt: sql`now() - interval '10 minutes'`,
      })
      .where(eq(outbox.id, row.waiting));
  });
  after(async () => server.close());

  it('lists each mailed message of the ticket with a line per recipient; messages never mailed are absent', async () => {
    const res = await agent.get(`/api/admin/ticket/${ownTicket}/deliveries`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const groups = res.body.data as MessageDeliveries[];
    for (const group of groups) assert.ok(messageDeliveriesSchema.safeParse(group).success, JSON.stringify(group));
    assert.deepEqual(
      groups.map((g) => g.ticket_message_id),
      [message.answer, message.later],
    );
    const [answer, later] = groups;
    assert.deepEqual(
      answer!.deliveries.map((d) => [d.recipient, d.status, d.attempts, d.last_error, d.sent_at !== null, d.next_attempt_at]),
      [
        ['jan.kowalski@acme.example', 'sent', 1, null, true, null],
        ['nikt@acme.example', 'failed', 1, '550 5.1.1 no such user', false, null],
      ],
    );
    assert.equal(answer!.deliveries[0]!.channel, 'mail');
    const waiting = later!.deliveries[0]!;
    assert.equal(waiting.status, 'queued');
    assert.equal(waiting.attempts, 2);
    assert.equal(waiting.last_error, '421 4.7.0 try again later');
    assert.ok(waiting.next_attempt_at && Date.parse(waiting.next_attempt_at) > Date.now() + 50 * 60_000);
  });

  it('is for staff only: a client 403, an agent outside the ticket’s company 404, admin every company', async () => {
    assert.equal((await client.get(`/api/admin/ticket/${ownTicket}/deliveries`)).status, 403);
    assert.equal((await client.post(`/api/admin/outbox/${row.failed}/retry`)).status, 403);
    assert.equal((await agent.get(`/api/admin/ticket/${otherTicket}/deliveries`)).status, 404);
    assert.equal((await agent.get('/api/admin/ticket/999999/deliveries')).status, 404);
    const other = await admin.get(`/api/admin/ticket/${otherTicket}/deliveries`);
    assert.deepEqual(
      (other.body.data as MessageDeliveries[]).map((g) => g.ticket_message_id),
      [message.other],
    );
  });

  it('retry: an agent outside the scope 404; a message of no ticket only for the control centre', async () => {
    assert.equal((await agent.post(`/api/admin/outbox/${row.other}/retry`)).status, 404);
    assert.equal((await agent.post(`/api/admin/outbox/${row.sms}/retry`)).status, 404);
    assert.equal((await agent.post('/api/admin/outbox/999999/retry')).status, 404);
    const [sms] = await db().select().from(outbox).where(eq(outbox.id, row.sms));
    assert.equal(sms!.status, 'failed', 'a refused retry changes nothing');
  });

  it('retry: failed → queued now with attempts from zero → sent by the sender; a sent row 409', async () => {
    const res = await agent.post(`/api/admin/outbox/${row.failed}/retry`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(deliverySchema.safeParse(res.body.data).success, JSON.stringify(res.body.data));
    assert.equal(res.body.data.status, 'queued');
    assert.equal(res.body.data.attempts, 0);
    assert.equal(res.body.data.last_error, null);
    assert.ok(Date.parse(res.body.data.next_attempt_at) <= Date.now() + 1000);
    assert.equal(res.body.message, 'Wiadomość wróciła do kolejki wysyłki');

    await outboxSettled(server);
    const [after] = await db().select().from(outbox).where(eq(outbox.id, row.failed));
    assert.equal(after!.status, 'sent');
    assert.equal(after!.attempts, 1);

    const again = await agent.post(`/api/admin/outbox/${row.failed}/retry`);
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'Ponowić można tylko wiadomość, której nie udało się doręczyć');
    assert.equal(again.body.data.status, 'sent');
    assert.equal((await agent.post(`/api/admin/outbox/${row.waiting}/retry`)).status, 409, 'a waiting row is not failed either');
  });

  it('summary: waiting, failed and sent in 24 h, the oldest waiting age, the last failures masked; control centre only', async () => {
    assert.equal((await agent.get('/api/admin/outbox/summary')).status, 403);
    assert.equal((await client.get('/api/admin/outbox/summary')).status, 403);
    const res = await admin.get('/api/admin/outbox/summary');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const summary = outboxSummarySchema.parse(res.body.data);
    // Since the mark: the waiting row, two failures left (the third was retried and sent), two sent.
    assert.equal(summary.waiting, summaryBefore.waiting + 1);
    assert.equal(summary.failed_24h, summaryBefore.failed_24h + 2);
    assert.equal(summary.sent_24h, summaryBefore.sent_24h + 2);
    assert.ok(summary.oldest_waiting_seconds !== null && summary.oldest_waiting_seconds >= 600);
    const mine = summary.recent_failures.filter((f) => [row.other, row.sms].includes(f.id));
    assert.deepEqual(mine.map((f) => f.recipient).sort(), ['k…@inna.example', '…200']);
    for (const f of mine) assert.equal(f.reason, '550 5.1.1 no such user');

    // Nothing waiting: no age.
    await db()
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(inArray(outbox.status, ['queued', 'sending']));
    const idle = (await admin.get('/api/admin/outbox/summary')).body.data as OutboxSummary;
    assert.equal(idle.waiting, 0);
    assert.equal(idle.oldest_waiting_seconds, null);
  });

  it('masks recipients: enough to recognise, not to harvest', () => {
    assert.equal(maskRecipient('mail', 'jan.kowalski@acme.pl'), 'j…@acme.pl');
    assert.equal(maskRecipient('sms', '+48 600 100 200'), '…200');
    assert.equal(maskRecipient('push', 'https://fcm.googleapis.com/fcm/send/abc123'), 'fcm.googleapis.com');
    assert.equal(maskRecipient('mail', 'broken'), '…');
    assert.equal(
      maskReason('mail', 'biuro@acme.pl', '550 5.1.1 <biuro@acme.pl>: Recipient address rejected (also tried kontakt@acme.pl)'),
      '550 5.1.1 <b…@acme.pl>: Recipient address rejected (also tried k…@acme.pl)',
    );
    assert.equal(maskReason('sms', '+48600100200', 'invalid number +48600100200'), 'invalid number …200');
    assert.equal(maskReason('mail', 'a@b.pl', null), null);
  });
});
