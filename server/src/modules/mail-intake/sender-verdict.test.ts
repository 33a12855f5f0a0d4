/**
 * Issue 11 item 14 end to end: the SPF/DKIM/DMARC verdict of real signed (and forged) messages, checked against a
 * fake DNS holding real-format records, is stored on the inbound message, the ticket, the message and the unassigned
 * e-mail, answered by the API, and MAIL_UNVERIFIED_POLICY=unassigned keeps a forged known sender out of their tickets.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { inboundMessages } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { createSenderCheck } from './sender-check';
import { dkimKeys, dkimSigned, fakeDns, rawMail, receivedFrom } from './test-mail';

const TOKEN = 'test-intake-token';
const GOOD_IP = '203.0.113.5';
const BAD_IP = '198.51.100.66';

describe('mail intake records whether the sender is verified', () => {
  let server: TestServer;
  let admin: Client;
  let keys: ReturnType<typeof dkimKeys>;
  let n = 0;

  before(async () => {
    server = await startServer({ tickets: 10, env: { MAIL_INTAKE_TOKEN: TOKEN } });
    admin = await login(server.base, 'admin@demo.test');
    keys = dkimKeys();
    const records = {
      'TXT sel1._domainkey.demo.test': [keys.record],
      'TXT demo.test': [`v=spf1 ip4:${GOOD_IP} -all`],
      'TXT _dmarc.demo.test': ['v=DMARC1; p=quarantine'],
    };
    server.app.ctx.senderCheck = createSenderCheck({ resolver: fakeDns(records) });
  });
  after(async () => server.close());

  const message = (subject: string, extra: Record<string, string> = {}) =>
    rawMail({
      from: 'Celina Klient <client@demo.test>',
      subject,
      text: 'Proszę o pomoc',
      messageId: `verdict-${++n}@demo.test`,
      headers: { 'Return-Path': '<client@demo.test>', ...extra },
    });
  const signed = async (subject: string) => receivedFrom(await dkimSigned(message(subject), 'demo.test', 'sel1', keys.privateKey), GOOD_IP);
  const forged = (subject: string, extra?: Record<string, string>) => receivedFrom(message(subject, extra), BAD_IP);
  const post = async (raw: Buffer) => {
    const res = await fetch(`${server.base}/api/mail/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${TOKEN}` },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const inbound = async (messageId: string) =>
    (await server.database.db.select().from(inboundMessages).where(eq(inboundMessages.messageId, messageId)))[0]!;

  it('files a signed message from the client’s server as verified', async () => {
    const res = await post(await signed('Drukarka – podpisana'));
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.data.outcome, 'ticket');
    assert.equal(res.body.data.mail_auth, 'pass');
    const row = await inbound(res.body.data.message_id);
    assert.equal(row.mailAuth, 'pass');
    assert.deepEqual(row.mailAuthDetails, { spf: 'pass', dkim: 'pass', dmarc: 'pass', from_domain: 'demo.test' });
    const show = await admin.get(`/api/admin/ticket/${res.body.data.ticket_id}`);
    assert.equal(show.body.data.mail_auth, 'pass');
  });

  it('marks a forged From (policy file): the ticket, its reply and the list row say fail', async () => {
    const res = await post(forged('Pilny przelew'));
    assert.equal(res.body.data.outcome, 'ticket', 'MAIL_UNVERIFIED_POLICY defaults to file');
    assert.equal(res.body.data.mail_auth, 'fail');
    const id = res.body.data.ticket_id;
    const fullid = res.body.data.fullid;
    const show = await admin.get(`/api/admin/ticket/${id}`);
    assert.equal(show.body.data.mail_auth, 'fail');
    assert.equal(show.body.data.requester.email, 'client@demo.test');
    const list = await admin.get(`/api/admin/ticket?filter=all&search=${encodeURIComponent('Pilny przelew')}`);
    assert.equal(list.body.data.find((r: any) => r.id === id)?.mail_auth, 'fail');

    const reply = await post(await signed(`Re: [${fullid}] Pilny przelew`));
    assert.equal(reply.body.data.outcome, 'reply');
    const forgedReply = await post(forged(`Re: [${fullid}] Pilny przelew`));
    assert.equal(forgedReply.body.data.outcome, 'reply');
    const messages = (await admin.get(`/api/admin/ticket/${id}`)).body.data.messages;
    assert.deepEqual(
      messages.slice(-2).map((m: any) => m.mail_auth),
      ['pass', 'fail'],
    );
  });

  it('with MAIL_UNVERIFIED_POLICY=unassigned sends a forged known sender to unassigned e-mails, marked, and the mark follows it', async () => {
    server.app.ctx.config.mailIntake.unverifiedPolicy = 'unassigned';
    try {
      const res = await post(forged('Zmiana konta bankowego'));
      assert.equal(res.body.data.outcome, 'unassigned');
      const id = res.body.data.unassigned_email_id;
      const list = await admin.get('/api/admin/unassigned-email?filter=all');
      assert.equal(list.body.data.find((e: any) => e.id === id)?.mail_auth, 'fail');
      assert.equal((await admin.get(`/api/admin/unassigned-email/${id}`)).body.data.mail_auth, 'fail');
      // A verified message of the same client is still filed as theirs.
      assert.equal((await post(await signed('Drukarka znowu'))).body.data.outcome, 'ticket');
      // Made a ticket by an agent, the ticket keeps the mark.
      const companyId = (await admin.get(`/api/admin/ticket/${(await post(await signed('Do firmy'))).body.data.ticket_id}`)).body.data
        .company.id;
      const made = await admin.post(`/api/admin/unassigned-email/${id}/ticket`, { company_id: companyId });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.equal((await admin.get(`/api/admin/ticket/${made.body.data.ticket.id}`)).body.data.mail_auth, 'fail');
    } finally {
      server.app.ctx.config.mailIntake.unverifiedPolicy = 'file';
    }
  });

  it('when DNS does not answer, files the message quickly with verdict unknown (not fail, not rerouted)', async () => {
    const previous = server.app.ctx.senderCheck;
    server.app.ctx.senderCheck = createSenderCheck({ resolver: fakeDns({}, 'hang'), timeoutMs: 300 });
    server.app.ctx.config.mailIntake.unverifiedPolicy = 'unassigned';
    try {
      const started = Date.now();
      const res = await post(await signed('Bez DNS'));
      assert.ok(Date.now() - started < 3000, `took ${Date.now() - started} ms`);
      assert.equal(res.body.data.outcome, 'ticket');
      assert.equal(res.body.data.mail_auth, 'unknown');
      assert.equal((await admin.get(`/api/admin/ticket/${res.body.data.ticket_id}`)).body.data.mail_auth, 'unknown');
    } finally {
      server.app.ctx.senderCheck = previous;
      server.app.ctx.config.mailIntake.unverifiedPolicy = 'file';
    }
  });
});
