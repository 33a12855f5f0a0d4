/**
 * The IMAP poller against a real IMAP server on loopback (Dovecot from Debian's packages). Without Dovecot
 * the test is skipped and says so.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { tickets, unassignedEmails } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { startDovecot, type Dovecot } from './dovecot';
import { createImapPoller, type ImapSettings } from './imap-poller';
import { rawMail } from './test-mail';

describe('IMAP poller (real Dovecot on loopback)', async () => {
  const dovecot: Dovecot | null = await startDovecot();
  let server: TestServer;
  let agent: Client;
  let settings: ImapSettings;

  before(async () => {
    if (!dovecot) return;
    server = await startServer({ tickets: 20 });
    agent = await login(server.base, 'agent@demo.test');
    settings = {
      host: '127.0.0.1',
      port: dovecot.port,
      secure: false,
      user: dovecot.user,
      password: dovecot.password,
      mailbox: 'INBOX',
      pollSeconds: 1,
      rejectUnauthorized: false,
    };
  });
  after(async () => {
    await server?.close();
    await dovecot?.stop();
  });

  const deliver = async (...mails: Buffer[]) => {
    const imap = new ImapFlow({
      host: '127.0.0.1',
      port: dovecot!.port,
      secure: false,
      auth: { user: dovecot!.user, pass: dovecot!.password },
      logger: false,
    });
    await imap.connect();
    for (const m of mails) await imap.append('INBOX', m);
    const status = await imap.status('INBOX', { unseen: true, messages: true });
    await imap.logout();
    return status;
  };

  it(
    'files unseen messages (ticket and unassigned), flags them seen, records the fetch; a second pass finds nothing',
    { skip: dovecot ? false : 'Dovecot (dovecot-imapd) is not installed' },
    async () => {
      await deliver(
        rawMail({
          from: 'client@demo.test',
          subject: 'Z IMAP: serwer plików',
          text: 'Nie widać dysku S:',
          attachments: [{ filename: 'log.txt', contentType: 'text/plain', content: Buffer.from('error 42') }],
        }),
        rawMail({ from: 'someone@unknown.example', subject: 'Z IMAP: reklama', text: 'Promocja!' }),
      );
      const poller = createImapPoller(server.app.ctx, settings, server.app.log);
      const first = await poller.pollOnce();
      assert.deepEqual(first.results.map((r) => r.outcome).sort(), ['ticket', 'unassigned']);
      const ticketId = first.results.find((r) => r.outcome === 'ticket')!.ticket_id!;
      const [t] = await server.database.db.select().from(tickets).where(eq(tickets.id, ticketId));
      assert.equal(t!.subject, 'Z IMAP: serwer plików');
      const detail = await agent.get(`/api/admin/ticket/${ticketId}`);
      assert.equal(detail.body.data.attachments[0].filename, 'log.txt');
      const unassigned = await server.database.db
        .select()
        .from(unassignedEmails)
        .where(eq(unassignedEmails.address, 'someone@unknown.example'));
      assert.equal(unassigned.length, 1);
      assert.equal(((await deliver()) || { unseen: -1 }).unseen, 0);
      const second = await poller.pollOnce();
      assert.equal(second.fetched, 0);
      const check = await agent.get('/api/check/email');
      assert.equal(check.body.data.working, true);
    },
  );

  it(
    'the same message delivered twice (e.g. copied into the mailbox again) is filed once',
    { skip: dovecot ? false : 'Dovecot (dovecot-imapd) is not installed' },
    async () => {
      const mail = rawMail({ from: 'client@demo.test', subject: 'Z IMAP: duplikat', text: 'raz', messageId: 'dup-1@acme.test' });
      await deliver(mail, mail);
      const poller = createImapPoller(server.app.ctx, settings, server.app.log);
      const pass = await poller.pollOnce();
      assert.deepEqual(
        pass.results.map((r) => r.outcome),
        ['ticket', 'duplicate'],
      );
      assert.equal((await server.database.db.select().from(tickets).where(eq(tickets.subject, 'Z IMAP: duplikat'))).length, 1);
    },
  );

  it(
    'the poller started by the server (IMAP_HOST set) polls on its own',
    { skip: dovecot ? false : 'Dovecot (dovecot-imapd) is not installed' },
    async () => {
      const own = await startServer({
        tickets: 5,
        env: {
          IMAP_HOST: '127.0.0.1',
          IMAP_PORT: String(dovecot!.port),
          IMAP_SECURE: 'false',
          IMAP_USER: dovecot!.user,
          IMAP_PASSWORD: dovecot!.password,
          IMAP_POLL_SECONDS: '1',
        },
      });
      try {
        await deliver(rawMail({ from: 'client@demo.test', subject: 'Z IMAP: sam', text: 'automat' }));
        const until = Date.now() + 10_000;
        let found = 0;
        while (Date.now() < until && !found) {
          found = (await own.database.db.select().from(tickets).where(eq(tickets.subject, 'Z IMAP: sam'))).length;
          if (!found) await new Promise((r) => setTimeout(r, 200));
        }
        assert.equal(found, 1);
      } finally {
        await own.close();
      }
    },
  );
});
