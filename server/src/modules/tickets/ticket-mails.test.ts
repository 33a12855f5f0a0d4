/**
 * Issue 33: the e-mail a participant gets of a ticket — the answer itself (HTML and text) with a link, threaded on
 * the ticket's earlier mails, kept with the ticket message it carries — and only as each person chose.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { outbox, ticketMessages, tickets } from '../../platform/db/schema';
import type { StoredMail } from '../../platform/outbound/outbox';
import { failInsertsInto } from '../../platform/storage/testing';
import { type Client, demoIds, login, startServer, type TestServer } from '../../test/harness';

describe('ticket e-mails (server)', () => {
  let server: TestServer;
  let agent: Client;
  let client: Client;
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 20, env: { MAIL_REPLY_TO: 'Helpdesk <intake@msp.test>' } });
    agent = await login(server.base, 'agent@demo.test');
    client = await login(server.base, 'client@demo.test');
    Object.assign(ids, await demoIds(server));
  });
  after(async () => {
    await server.close();
  });

  /** The mails queued for the client, newest first. */
  const mailsToClient = async () =>
    server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'mail'), eq(outbox.recipient, 'client@demo.test')))
      .orderBy(desc(outbox.id));

  it('mails the answer itself, threaded on the earlier mails, and honours the client’s choice', async () => {
    const created = await agent.post('/api/admin/ticket', {
      company_id: ids.company,
      subject: 'Drukarka <b>nie</b> drukuje',
      body: '<p>Drukarka w recepcji pokazuje błąd 49.</p>',
      requester_id: ids['client@demo.test'],
      priority: 'normal',
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const ticket = created.body.data as { id: number; fullid: string };

    const first = await agent.post(`/api/admin/ticket/${ticket.id}/reply`, { body: '<p>Wymieniliśmy toner &amp; bęben.</p>' });
    assert.ok(first.status < 300, JSON.stringify(first.body));
    const [mail] = await mailsToClient();
    const stored = mail!.payload as StoredMail;
    assert.equal(stored.subject, `[${ticket.fullid}] Drukarka <b>nie</b> drukuje`);
    assert.match(stored.text, /Wymieniliśmy toner & bęben\./);
    assert.match(stored.text, new RegExp(`/ticket/show/${ticket.id}`));
    assert.match(stored.html!, /Wymieniliśmy toner &amp; bęben\./);
    // The subject is escaped in the HTML part; the ticket's first words are quoted below the answer.
    assert.match(stored.html!, /Drukarka &lt;b&gt;nie&lt;\/b&gt; drukuje/);
    assert.match(stored.text, /błąd 49/);
    assert.equal(stored.headers?.['X-Helpdesk-Ticket'], ticket.fullid);
    // An answer from the client's mail program goes to the intake mailbox (MAIL_REPLY_TO).
    assert.equal(stored.replyTo, 'Helpdesk <intake@msp.test>');
    // A person's answer is not an automatic mail: an out-of-office reply to it is allowed (RFC 3834).
    assert.equal(stored.headers?.['Auto-Submitted'], undefined);
    assert.ok(mail!.ticketMessageId, 'kept with the ticket message it carries');

    await agent.post(`/api/admin/ticket/${ticket.id}/reply`, { body: '<p>Czy drukuje?</p>' });
    const [second] = await mailsToClient();
    const thread = second!.payload as StoredMail;
    assert.equal(thread.inReplyTo, mail!.messageId);
    assert.deepEqual(thread.references, [mail!.messageId]);

    // The client turns answer e-mails off: the mail does not come.
    const off = await client.request('PUT', '/api/profile/notification-preferences', {
      preferences: { ticket_answered: { mail: false, push: false } },
    });
    assert.equal(off.status, 200, JSON.stringify(off.body));
    const before = (await mailsToClient()).length;
    await agent.post(`/api/admin/ticket/${ticket.id}/reply`, { body: '<p>Jeszcze jedno.</p>' });
    assert.equal((await mailsToClient()).length, before);
  });

  it('saves an answer and its e-mails together: when the mail cannot be queued the answer is not saved, and a retry is', async () => {
    const created = await agent.post('/api/admin/ticket', {
      company_id: ids.company,
      subject: 'Skaner',
      body: '<p>Skaner nie wysyła na e-mail.</p>',
      requester_id: ids['client@demo.test'],
      priority: 'normal',
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const ticket = created.body.data as { id: number; version: number };
    const on = await client.request('PUT', '/api/profile/notification-preferences', {
      preferences: { ticket_answered: { mail: true, push: false } },
    });
    assert.equal(on.status, 200, JSON.stringify(on.body));
    const { db } = server.database;
    const answers = async () => db.select({ id: ticketMessages.id }).from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id));
    const versionOf = async () => (await db.select({ v: tickets.version }).from(tickets).where(eq(tickets.id, ticket.id)))[0]!.v;
    const queued = (await mailsToClient()).length;

    const restore = await failInsertsInto(db, 'outbox');
    const failed = await agent.post(`/api/admin/ticket/${ticket.id}/reply`, {
      body: '<p>Proszę sprawdzić ustawienia SMTP skanera.</p>',
      status: 'waiting-for-client',
    });
    await restore();
    assert.equal(failed.status, 500, JSON.stringify(failed.body));
    assert.deepEqual(await answers(), [], 'no answer without its e-mail');
    assert.equal(await versionOf(), ticket.version, 'nor the status change that came with it');
    assert.equal((await mailsToClient()).length, queued);

    const retried = await agent.post(`/api/admin/ticket/${ticket.id}/reply`, {
      body: '<p>Proszę sprawdzić ustawienia SMTP skanera.</p>',
      status: 'waiting-for-client',
    });
    assert.equal(retried.status, 201, JSON.stringify(retried.body));
    assert.equal((await answers()).length, 1);
    const [mail] = await mailsToClient();
    assert.equal(mail!.ticketMessageId, (await answers())[0]!.id);
  });
});
