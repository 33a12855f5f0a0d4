/**
 * Issue 33 items 4 and 5: automatic mail, bounces and floods never answer or notify anyone; replies from Outlook and
 * Gmail thread by In-Reply-To / References when their subject names no ticket.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { inboundMessages, outbox, ticketMessages, tickets, unassignedEmails, users } from '../../platform/db/schema';
import { type Client, login, outboxSettled, startServer, type TestServer } from '../../test/harness';
import { mailBounced, type MailBounced } from './hooks';
import { SENDER_LIMIT, senderKey, TICKET_LIMIT, ticketKey } from './rate-limit';
import { rawMail, type TestMail } from './test-mail';

const TOKEN = 'test-intake-token';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.eml`, import.meta.url), 'utf8');

describe('mail intake: loops and noise', () => {
  let server: TestServer;
  let agent: Client;
  const bounces: MailBounced[] = [];

  before(async () => {
    server = await startServer({ tickets: 5, env: { MAIL_INTAKE_TOKEN: TOKEN } });
    agent = await login(server.base, 'agent@demo.test');
    server.app.ctx.hooks.on(mailBounced, (event) => void bounces.push(event));
  });
  after(async () => server.close());

  const post = async (mail: TestMail | Buffer | string) => {
    const res = await fetch(`${server.base}/api/mail/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${TOKEN}` },
      body: typeof mail === 'string' || Buffer.isBuffer(mail) ? mail : rawMail(mail),
    });
    const body = (await res.json()) as any;
    assert.equal(res.status, body.data?.outcome === 'duplicate' ? 200 : 202, JSON.stringify(body));
    return body.data;
  };
  /** Mail the messenger sent after `mark` (the dev outbox, newest first). */
  const mailSince = async (mark: number) => (await server.app.ctx.messenger.outbox()).filter((m) => m.id > mark && m.channel === 'mail');
  const outboxMark = async () => (await server.app.ctx.messenger.outbox())[0]?.id ?? 0;
  const row = async (id: number) => (await server.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
  const messagesOf = (id: number) => server.database.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, id));
  const unassigned = async (id: number) =>
    (await server.database.db.select().from(unassignedEmails).where(eq(unassignedEmails.id, id)))[0]!;

  /** A ticket opened by the client's e-mail, assigned and waiting for the client (a client's answer would reopen it). */
  async function waitingTicket(subject: string) {
    const opened = await post({
      from: 'client@demo.test',
      subject,
      text: 'Opis problemu.',
      messageId: `open-${subject.length}-${Date.now()}@demo.test`,
    });
    const [me] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    await server.database.db
      .update(tickets)
      .set({ status: 'waiting-for-client', assigneeId: me!.id })
      .where(eq(tickets.id, opened.ticket_id));
    return opened as { ticket_id: number; fullid: string; message_id: string };
  }

  it('an out-of-office reply to a ticket mail is a staff-only note marked automatic: no answer, no mail, status unchanged', async () => {
    const t = await waitingTicket('Drukarka nie drukuje');
    const mark = await outboxMark();
    const result = await post({
      from: 'Celina Klient <client@demo.test>',
      subject: `Automatic reply: [${t.fullid}] Drukarka nie drukuje`,
      text: 'Jestem na urlopie do 30 listopada.',
      headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
    });
    assert.deepEqual(
      [result.outcome, result.ticket_id, result.mail_mark, result.automatic],
      ['note', t.ticket_id, 'automatic', 'auto-submitted'],
    );
    assert.deepEqual(await mailSince(mark), []);
    assert.equal((await row(t.ticket_id)).status, 'waiting-for-client');
    assert.deepEqual(await messagesOf(t.ticket_id), []);
    const shown = (await agent.get(`/api/admin/ticket/${t.ticket_id}`)).body.data;
    const note = shown.notes.find((n: any) => /urlopie/.test(n.body));
    assert.deepEqual(
      { author: note.author, mail_mark: note.mail_mark, sender: note.sender },
      { author: null, mail_mark: 'automatic', sender: { name: 'Celina Klient', email: 'client@demo.test' } },
    );
    // The client sees no trace of it.
    const client = await login(server.base, 'client@demo.test');
    const seen = (await client.get(`/api/client/ticket/${t.ticket_id}`)).body.data;
    assert.equal(seen.notes, undefined);
    assert.doesNotMatch(JSON.stringify(seen.messages), /urlopie/);
  });

  it('an Exchange out-of-office reply threading by In-Reply-To only is a note on that ticket too', async () => {
    const t = await waitingTicket('Skaner');
    const oof = fixture('exchange-oof-legacy').replace('<outbox-44.1764057730@msp.test>', `<${t.message_id}>`);
    const mark = await outboxMark();
    const result = await post(oof);
    assert.deepEqual([result.outcome, result.ticket_id, result.automatic], ['note', t.ticket_id, 'auto-reply']);
    assert.deepEqual(await mailSince(mark), []);
  });

  it('bulk mail and automatic mail without a ticket go to unassigned e-mails marked automatic, never a new ticket', async () => {
    const ticketsBefore = (await server.database.db.select({ id: tickets.id }).from(tickets)).length;
    const mark = await outboxMark();
    const bulk = await post({ from: 'anna@acme.test', subject: 'Newsletter działu IT', text: 'x', headers: { Precedence: 'bulk' } });
    const list = await post(fixture('mailing-list'));
    const oof = await post({
      from: 'client@demo.test',
      subject: 'Automatic reply: Faktura',
      text: 'Urlop.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    for (const result of [bulk, list, oof]) {
      assert.deepEqual([result.outcome, result.mail_mark], ['unassigned', 'automatic']);
      assert.equal((await unassigned(result.unassigned_email_id)).mailMark, 'automatic');
    }
    assert.equal((await server.database.db.select({ id: tickets.id }).from(tickets)).length, ticketsBefore);
    assert.deepEqual(await mailSince(mark), []);
    const listed = (await agent.get('/api/admin/unassigned-email?filter=all&search=Newsletter')).body.data;
    assert.equal(listed.find((e: any) => e.id === bulk.unassigned_email_id)?.mail_mark, 'automatic');
  });

  it('a bounce is parsed and announced with the failed mail’s Message-ID, and not filed as an answer', async () => {
    bounces.length = 0;
    const mark = await outboxMark();
    const result = await post(fixture('postfix-bounce'));
    assert.deepEqual([result.outcome, result.mail_mark, result.bounce?.status], ['unassigned', 'automatic', '5.1.1']);
    assert.equal(bounces.length, 1);
    assert.deepEqual(
      { ...bounces[0]!.bounce, messageId: bounces[0]!.messageId },
      {
        recipient: 'jan.kowalski@acme.test',
        status: '5.1.1',
        diagnostic: '550 5.1.1 <jan.kowalski@acme.test>: Recipient address rejected: User unknown in virtual mailbox table',
        originalMessageId: 'outbox-41.1764007921@msp.test',
        messageId: '20261124181203.4Xy7Kd2Zq3z9@mx.msp.test',
      },
    );
    const kept = await unassigned(result.unassigned_email_id);
    assert.match(kept.body, /^<p>Wiadomość do jan.kowalski@acme.test nie została doręczona \(5.1.1\): 550 5.1.1 &lt;jan/);
    // The status and returned-message parts are read, not kept as files.
    assert.deepEqual([kept.attachments, result.dropped_attachments], [[], []]);
    assert.deepEqual(await mailSince(mark), []);
    // A relay delivering it again announces nothing twice.
    assert.equal((await post(fixture('postfix-bounce'))).outcome, 'duplicate');
    assert.equal(bounces.length, 1);
  });

  it('a bounce marks the outbox mail it reports failed with the remote server’s words, for that recipient only', async () => {
    const messenger = server.app.ctx.messenger;
    const failed = await messenger.sendMail('jan.kowalski@acme.test', 'Raport', 'Treść', undefined, {
      messageId: '<outbox-90.1@msp.test>',
    });
    const other = await messenger.sendMail('anna@acme.test', 'Raport', 'Treść', undefined, { messageId: '<outbox-91.1@msp.test>' });
    await outboxSettled(server);
    const bounce = (messageId: string) =>
      fixture('postfix-bounce')
        .replace('<20261124181203.4Xy7Kd2Zq3z9@mx.msp.test>', `<bounce-${messageId}@mx.msp.test>`)
        .replace('<outbox-41.1764007921@msp.test>', `<${messageId}>`);
    await post(bounce('outbox-90.1@msp.test'));
    // The report names jan.kowalski@acme.test: a mail with that Message-ID to someone else stays as it was.
    await post(bounce('outbox-91.1@msp.test'));
    const rows = await server.database.db
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [failed.id, other.id]))
      .orderBy(outbox.id);
    assert.deepEqual(
      rows.map((r) => [r.status, r.lastError]),
      [
        ['failed', '550 5.1.1 <jan.kowalski@acme.test>: Recipient address rejected: User unknown in virtual mailbox table'],
        ['sent', null],
      ],
    );
  });

  it('a bounce from the company’s own server of a mail sent on a ticket is a note on that ticket', async () => {
    const t = await waitingTicket('Konto pocztowe');
    // What the outbox will store: the Message-ID of the e-mail that carried an agent's answer.
    const answer = await agent.post(`/api/admin/ticket/${t.ticket_id}/reply`, { body: 'Proszę sprawdzić pocztę.' });
    assert.equal(answer.status < 300, true, JSON.stringify(answer.body));
    const [sent] = await messagesOf(t.ticket_id);
    await server.database.db.update(ticketMessages).set({ messageId: 'outbox-77.1@msp.test' }).where(eq(ticketMessages.id, sent!.id));
    bounces.length = 0;
    const bounce = fixture('postfix-bounce')
      .replace('MAILER-DAEMON@mx.msp.test', 'MAILER-DAEMON@acme.test')
      .replace('<20261124181203.4Xy7Kd2Zq3z9@mx.msp.test>', '<bounce-77@acme.test>')
      .replace('<outbox-41.1764007921@msp.test>', '<outbox-77.1@msp.test>');
    const result = await post(bounce);
    assert.deepEqual([result.outcome, result.ticket_id], ['note', t.ticket_id]);
    assert.equal(bounces[0]?.bounce.originalMessageId, 'outbox-77.1@msp.test');
    assert.equal((await messagesOf(t.ticket_id)).length, 1);
  });

  it('a reply with only In-Reply-To / References (Outlook, Gmail) lands on the ticket; a subject tag still works', async () => {
    const t = await waitingTicket('Brak dostępu do VPN');
    // To the e-mail that opened the ticket.
    const first = await post({
      from: 'client@demo.test',
      subject: 'RE: Brak dostępu do VPN',
      text: 'Dodaję zrzut.',
      messageId: 'reply-1@demo.test',
      headers: { 'In-Reply-To': `<${t.message_id}>`, References: `<${t.message_id}>` },
    });
    assert.deepEqual([first.outcome, first.ticket_id], ['reply', t.ticket_id]);
    // To a sent answer (the outbox stores its Message-ID on the message), the nearest reference first.
    await agent.post(`/api/admin/ticket/${t.ticket_id}/reply`, { body: 'Sprawdzamy.' });
    const sent = (await messagesOf(t.ticket_id)).at(-1)!;
    await server.database.db.update(ticketMessages).set({ messageId: 'outbox-88.1@msp.test' }).where(eq(ticketMessages.id, sent.id));
    for (const [subject, headers] of [
      ['AW: Brak dostępu do VPN', { 'In-Reply-To': '<outbox-88.1@msp.test>' }],
      ['Odp: Brak dostępu do VPN', { References: '<unknown-1@elsewhere.test> <outbox-88.1@msp.test>' }],
      // To the client's own earlier answer (its Message-ID is kept on the message).
      ['Fwd: Brak dostępu do VPN', { References: '<reply-1@demo.test> <never-seen@demo.test>' }],
      [`Re: [${t.fullid}] Brak dostępu do VPN`, {}],
    ] as const) {
      const reply = await post({ from: 'vip@demo.test', subject, text: subject, headers });
      assert.deepEqual([reply.outcome, reply.ticket_id], ['reply', t.ticket_id], subject);
    }
    const [claim] = await server.database.db.select().from(inboundMessages).where(eq(inboundMessages.messageId, 'reply-1@demo.test'));
    assert.equal(claim?.ticketId, t.ticket_id);
    // Another company's sender naming this ticket's Message-ID opens its own ticket.
    const other = await post({
      from: 'biuro@budx.test',
      subject: 'Re: VPN',
      text: 'x',
      headers: { 'In-Reply-To': '<outbox-88.1@msp.test>' },
    });
    assert.equal(other.outcome === 'reply' && other.ticket_id === t.ticket_id, false);
  });

  it('beyond the sender limit mail is kept unassigned as rate limited, without an answer or a notification', async () => {
    const t = await waitingTicket('Pętla');
    const address = 'petla@acme.test';
    for (let i = 1; i <= SENDER_LIMIT.max; i++) {
      const ok = await post({ from: address, subject: `Re: [${t.fullid}] Pętla`, text: `${i}` });
      assert.equal(ok.outcome, 'reply', `message ${i}`);
    }
    const mark = await outboxMark();
    const over = await post({ from: address, subject: `Re: [${t.fullid}] Pętla`, text: 'N+1' });
    assert.deepEqual([over.outcome, over.mail_mark], ['unassigned', 'rate_limited']);
    assert.equal((await unassigned(over.unassigned_email_id)).mailMark, 'rate_limited');
    assert.deepEqual(await mailSince(mark), []);
    assert.equal((await messagesOf(t.ticket_id)).length, SENDER_LIMIT.max);
    assert.ok(await server.app.ctx.counters.get(`mail-intake:${senderKey(address)}`));
  });

  it('beyond the ticket limit, mail to that ticket is kept unassigned as rate limited', async () => {
    const t = await waitingTicket('Zalew');
    for (let i = 0; i < TICKET_LIMIT.max; i++)
      await server.app.ctx.counters.increment(`mail-intake:${ticketKey(t.ticket_id)}`, TICKET_LIMIT.windowMs);
    const mark = await outboxMark();
    const over = await post({ from: 'vip@demo.test', subject: `Re: [${t.fullid}] Zalew`, text: 'x' });
    assert.deepEqual([over.outcome, over.mail_mark], ['unassigned', 'rate_limited']);
    assert.deepEqual(await mailSince(mark), []);
    assert.equal((await row(t.ticket_id)).status, 'waiting-for-client');
  });
});
