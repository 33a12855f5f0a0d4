/** Issue 6 item 1: raw e-mails in (relay endpoint), company by sender, replies by fullid, unassigned, dedupe. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import { BROADCAST_EVENTS, COUNTERS_CHANNEL, userChannel } from '@helpdesk/shared/schemas';
import { companies, ticketAttachments, ticketMessages, tickets, unassignedEmails, users } from '../../platform/db/schema';
import { failInsertsInto, isForcedRollback, storedKeys } from '../../platform/storage/testing';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { intakeTransaction } from './intake-context';
import { ingestMessage } from './service';
import { rawMail, type TestMail } from './test-mail';

const TOKEN = 'test-intake-token';

describe('mail intake (relay endpoint)', () => {
  let server: TestServer;
  let agent: Client;
  const ids: Record<string, number> = {};
  const published: { channels: string[]; event: string; data: any }[] = [];

  before(async () => {
    server = await startServer({ tickets: 30, env: { MAIL_INTAKE_TOKEN: TOKEN } });
    agent = await login(server.base, 'agent@demo.test');
    const db = server.database.db;
    for (const u of await db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
    const broadcaster = server.app.ctx.broadcaster;
    const publish = broadcaster.publish.bind(broadcaster);
    broadcaster.publish = async (channels, event, data, except) => {
      published.push({ channels, event, data });
      return publish(channels, event, data, except);
    };
  });
  after(async () => server.close());

  const post = async (mail: TestMail | Buffer, token = TOKEN) => {
    const res = await fetch(`${server.base}/api/mail/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${token}` },
      body: Buffer.isBuffer(mail) ? mail : rawMail(mail),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('refuses a missing or wrong token (401) and needs no CSRF token', async () => {
    assert.equal((await post({ from: 'a@acme.test', subject: 'x', text: 'y' }, 'wrong')).status, 401);
    const res = await fetch(`${server.base}/api/mail/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822' },
      body: 'x',
    });
    assert.equal(res.status, 401);
  });

  it('a message from a company domain opens a ticket with its attachment; the known sender is the requester', async () => {
    const pdf = Buffer.from('%PDF-1.4 test file');
    const res = await post({
      from: 'Celina Klient <client@demo.test>',
      subject: 'Drukarka nie działa',
      text: 'Dzień dobry,\ndrukarka w biurze nie drukuje.',
      cc: 'vip@demo.test, obcy@example.com',
      attachments: [
        { filename: 'raport.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'virus.exe', contentType: 'application/octet-stream', content: Buffer.from('MZ') },
      ],
    });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.data.outcome, 'ticket');
    assert.deepEqual(res.body.data.dropped_attachments, ['virus.exe']);
    const ticket = await agent.get(`/api/admin/ticket/${res.body.data.ticket_id}`);
    assert.equal(ticket.status, 200);
    assert.equal(ticket.body.data.subject, 'Drukarka nie działa');
    assert.equal(ticket.body.data.company.tag, 'ACME');
    assert.equal(ticket.body.data.status, 'new');
    assert.equal(ticket.body.data.requester.email, 'client@demo.test');
    assert.match(ticket.body.data.body, /drukarka w biurze nie drukuje/);
    assert.deepEqual(
      ticket.body.data.cc.map((c: any) => c.email),
      ['vip@demo.test'],
    );
    assert.equal(ticket.body.data.attachments.length, 1);
    const file = ticket.body.data.attachments[0];
    assert.equal(file.filename, 'raport.pdf');
    const download = await agent.get(file.url);
    assert.equal(download.status, 200);
    assert.equal(download.body, pdf.toString());
    // The system acted on the known sender's behalf: the history names them.
    assert.deepEqual(
      ticket.body.data.history.map((h: any) => [h.action, h.user?.id]),
      [['created', ids['client@demo.test']]],
    );
    // The client sees it as their own ticket.
    const client = await login(server.base, 'client@demo.test');
    assert.equal((await client.get(`/api/client/ticket/${res.body.data.ticket_id}`)).status, 200);
  });

  it('keeps an e-mail’s inline (cid:) image as an inline image and blocks its remote one', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4ca0000000049454e44ae426082',
      'hex',
    );
    const raw = [
      'From: Celina Klient <client@demo.test>',
      'To: helpdesk@msp.test',
      'Subject: Zrzut ekranu',
      `Message-ID: <inline-${Date.now()}@demo.test>`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/related; boundary="rel"',
      '',
      '--rel',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Błąd:<img src="cid:shot@demo.test" alt="zrzut"></p><img src="https://track.test/p.gif?u=1">',
      '--rel',
      'Content-Type: image/png; name="shot.png"',
      'Content-ID: <shot@demo.test>',
      'Content-Disposition: inline; filename="shot.png"',
      'Content-Transfer-Encoding: base64',
      '',
      png.toString('base64'),
      '--rel--',
      '',
    ].join('\r\n');
    const res = await post(Buffer.from(raw));
    assert.equal(res.status, 202, JSON.stringify(res.body));
    const [row] = await server.database.db.select({ body: tickets.body }).from(tickets).where(eq(tickets.id, res.body.data.ticket_id));
    assert.match(row!.body, new RegExp(`<img alt="zrzut" src="data:image/png;base64,${png.toString('base64').slice(0, 20)}`));
    assert.match(row!.body, /<img data-remote-src="https:\/\/track.test\/p.gif\?u=1" \/>/);
    assert.doesNotMatch(row!.body, / src="https:/);
  });

  it('an unknown person at a company domain opens a ticket without a requester', async () => {
    const res = await post({
      from: 'nowy.pracownik@acme.test',
      subject: 'Nowe konto',
      html: '<p>Prośba o konto<script>alert(1)</script></p>',
    });
    assert.equal(res.body.data.outcome, 'ticket');
    const [t] = await server.database.db.select().from(tickets).where(eq(tickets.id, res.body.data.ticket_id));
    assert.equal(t!.companyId, ids.ACME);
    assert.equal(t!.requesterId, null);
    assert.equal(t!.createdById, null);
    assert.doesNotMatch(t!.body, /script/);
    // Nobody signed in and no known sender: the ticket page shows the system (null) as creator and history user.
    const shown = (await agent.get(`/api/admin/ticket/${t!.id}`)).body.data;
    assert.equal(shown.created_by, null);
    assert.deepEqual(
      shown.history.map((h: any) => [h.action, h.user]),
      [['created', null]],
    );
  });

  it('a ticket opened by an unknown sender’s e-mail answers its origin and sender, to staff and to the company’s VIP', async () => {
    const res = await post({
      from: '"Jan Nowak" <Jan.Nowak@ACME.test>',
      subject: 'Drukarka nie drukuje',
      text: 'Drukarka w sekretariacie nie drukuje.',
    });
    assert.equal(res.body.data.outcome, 'ticket');
    const expected = { origin: 'email', sender: { name: 'Jan Nowak', email: 'jan.nowak@acme.test' }, requester: null, created_by: null };
    const vip = await login(server.base, 'vip@demo.test');
    for (const [who, path] of [
      [agent, 'admin'],
      [vip, 'client'],
    ] as const) {
      const shown = (await who.get(`/api/${path}/ticket/${res.body.data.ticket_id}`)).body.data;
      assert.deepEqual(
        { origin: shown.origin, sender: shown.sender, requester: shown.requester, created_by: shown.created_by },
        expected,
        path,
      );
      // The lists say it too, so a row without a requester can name who wrote in.
      const filter = path === 'admin' ? 'all' : 'all&scope=company';
      const listed = (await who.get(`/api/${path}/ticket?filter=${filter}&search=${res.body.data.fullid}`)).body.data;
      const row = listed.find((r: { id: number }) => r.id === res.body.data.ticket_id);
      assert.deepEqual(
        { origin: row?.origin, sender: row?.sender, requester: row?.requester },
        { origin: 'email', sender: expected.sender, requester: null },
        `${path} list`,
      );
    }
    // A known sender's ticket keeps its From too (no display name: the address only); one made in the app has none.
    const known = await post({ from: 'client@demo.test', subject: 'Hasło do VPN', text: 'Proszę o reset.' });
    const [row] = await server.database.db.select().from(tickets).where(eq(tickets.id, known.body.data.ticket_id));
    assert.deepEqual(
      [row!.origin, row!.senderName, row!.senderEmail, row!.requesterId],
      ['email', null, 'client@demo.test', ids['client@demo.test']],
    );
    const client = await login(server.base, 'client@demo.test');
    const made = await client.post('/api/client/ticket', {
      subject: 'Monitor miga',
      body: 'Monitor miga od rana.',
      priority: 'normal',
      category: 'computer',
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual([made.body.data.origin, made.body.data.sender], ['web', null]);
  });

  it('a reply naming the fullid (subject or headers) lands on that ticket, with its attachment on the message', async () => {
    const first = await post({ from: 'client@demo.test', subject: 'Brak internetu', text: 'Nie działa sieć.' });
    const { ticket_id: id, fullid } = first.body.data;
    const bySubject = await post({
      from: 'client@demo.test',
      subject: `Re: [${fullid}] Brak internetu`,
      text: 'Nadal nie działa.',
      attachments: [{ filename: 'zrzut.png', contentType: 'image/png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) }],
    });
    assert.equal(bySubject.body.data.outcome, 'reply');
    assert.equal(bySubject.body.data.ticket_id, id);
    const byHeader = await post({
      from: 'vip@demo.test',
      subject: 'Re: Brak internetu',
      text: 'Potwierdzam.',
      headers: { 'In-Reply-To': `<${fullid}.1@helpdesk.test>` },
    });
    assert.equal(byHeader.body.data.outcome, 'reply');
    assert.equal(byHeader.body.data.ticket_id, id);
    const messages = await server.database.db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, id))
      .orderBy(ticketMessages.id);
    assert.equal(messages.length, 2);
    assert.match(messages[0]!.body, /Nadal nie działa/);
    assert.equal(messages[0]!.authorId, ids['client@demo.test']);
    const files = await server.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, id));
    assert.equal(files.length, 1);
    assert.equal(files[0]!.messageId, messages[0]!.id);
  });

  it('a reply from an unknown address at the company domain lands on the ticket with the sender’s name and address', async () => {
    const first = await post({ from: 'client@demo.test', subject: 'Skaner nie skanuje', text: 'Skaner w biurze nie działa.' });
    const { ticket_id: id, fullid } = first.body.data;
    const reply = await post({
      from: '"Jan Nowak" <Jan.Nowak@ACME.test>',
      subject: `Re: [${fullid}] Skaner nie skanuje`,
      text: 'U mnie też nie działa.',
    });
    assert.equal(reply.status, 202, JSON.stringify(reply.body));
    assert.deepEqual([reply.body.data.outcome, reply.body.data.ticket_id], ['reply', id]);
    const expected = { author: null, origin: 'email', sender: { name: 'Jan Nowak', email: 'jan.nowak@acme.test' } };
    const staff = (await agent.get(`/api/admin/ticket/${id}`)).body.data;
    const message = staff.messages.find((m: any) => /U mnie też/.test(m.body));
    assert.deepEqual({ author: message.author, origin: message.origin, sender: message.sender }, expected);
    // The client area shows the same message with the same sender.
    const client = await login(server.base, 'client@demo.test');
    const shown = (await client.get(`/api/client/ticket/${id}`)).body.data;
    const seen = shown.messages.find((m: any) => m.id === message.id);
    assert.deepEqual({ author: seen.author, origin: seen.origin, sender: seen.sender }, expected);
    // A known sender's e-mail keeps its From too, next to the author; an address without a name has no name.
    await post({ from: 'client@demo.test', subject: `Re: ${fullid}`, text: 'Dziękuję.' });
    await post({ from: 'anna@acme.test', subject: `Re: ${fullid}`, text: 'Potwierdzam.' });
    const rows = await server.database.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, id)).orderBy(ticketMessages.id);
    assert.deepEqual(
      rows.map((m) => [m.authorId, m.senderName, m.senderEmail]),
      [
        [null, 'Jan Nowak', 'jan.nowak@acme.test'],
        [ids['client@demo.test'], null, 'client@demo.test'],
        [null, null, 'anna@acme.test'],
      ],
    );
    // Messages written in the app have no sender.
    await agent.post(`/api/admin/ticket/${id}/reply`, { body: 'Sprawdzimy skaner.' });
    const last = (await agent.get(`/api/admin/ticket/${id}`)).body.data.messages.at(-1);
    assert.deepEqual([last.author.kind, last.origin, last.sender], ['agent', 'web', null]);
  });

  it('an unassigned e-mail attached to a ticket keeps its sender on the message', async () => {
    const unassigned = await post({
      from: 'Ewa Zewnętrzna <ewa@private.example>',
      subject: 'Dodatkowe informacje',
      text: 'Numer seryjny: 123.',
    });
    assert.equal(unassigned.body.data.outcome, 'unassigned');
    const [ticket] = await server.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.companyId, ids.ACME!), isNull(tickets.deletedAt)))
      .limit(1);
    const res = await agent.post(`/api/admin/unassigned-email/${unassigned.body.data.unassigned_email_id}/attach`, {
      ticket_id: ticket!.id,
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const message = (await agent.get(`/api/admin/ticket/${ticket!.id}`)).body.data.messages.find(
      (m: any) => m.id === res.body.data.message_id,
    );
    assert.deepEqual(
      { author: message.author, sender: message.sender },
      { author: null, sender: { name: 'Ewa Zewnętrzna', email: 'ewa@private.example' } },
    );
    // Without a display name the unassigned e-mail's sender is its address: the message keeps the address only.
    const bare = await post({ from: 'bez.nazwy@private.example', subject: 'Bez nazwy', text: 'x' });
    const attached = await agent.post(`/api/admin/unassigned-email/${bare.body.data.unassigned_email_id}/attach`, {
      ticket_id: ticket!.id,
    });
    const [row] = await server.database.db.select().from(ticketMessages).where(eq(ticketMessages.id, attached.body.data.message_id));
    assert.deepEqual([row!.senderName, row!.senderEmail], [null, 'bez.nazwy@private.example']);
  });

  it('a fullid of another company is not a reply: the sender gets a new ticket', async () => {
    const [other] = await server.database.db.select().from(tickets).where(eq(tickets.companyId, ids.BUDX!)).limit(1);
    assert.ok(other, 'a BUDX ticket in the seed');
    const res = await post({ from: 'client@demo.test', subject: `Re: ${other!.fullid}`, text: 'x' });
    assert.equal(res.body.data.outcome, 'ticket');
    assert.notEqual(res.body.data.ticket_id, other!.id);
  });

  it('an unknown sender lands in unassigned e-mails, the counter is broadcast, and the same Message-ID is filed once', async () => {
    const before = (await agent.get('/api/admin/unassigned-email/unread-counter')).body.data.count;
    published.length = 0;
    const mail = rawMail({
      from: 'Jan Obcy <jan@gmail.example>',
      subject: 'Zapytanie ofertowe',
      text: 'Proszę o ofertę.',
      messageId: 'offer-1@gmail.example',
    });
    const res = await post(mail);
    assert.equal(res.body.data.outcome, 'unassigned');
    const [row] = await server.database.db
      .select()
      .from(unassignedEmails)
      .where(eq(unassignedEmails.id, res.body.data.unassigned_email_id));
    assert.equal(row!.address, 'jan@gmail.example');
    assert.equal(row!.sender, 'Jan Obcy');
    assert.equal(row!.title, 'Zapytanie ofertowe');
    assert.equal((await agent.get('/api/admin/unassigned-email/unread-counter')).body.data.count, before + 1);
    const counters = published.find((p) => p.channels.includes(COUNTERS_CHANNEL));
    assert.deepEqual(counters?.data, {}, 'a signal only');
    const again = await post(mail);
    assert.equal(again.status, 200);
    assert.equal(again.body.data.outcome, 'duplicate');
    assert.equal((await agent.get('/api/admin/unassigned-email/unread-counter')).body.data.count, before + 1);
  });

  it('a domain shared by two companies goes to unassigned e-mails', async () => {
    await server.database.db
      .update(companies)
      .set({ domains: ['acme.test', 'shared.test'] })
      .where(eq(companies.id, ids.ACME!));
    await server.database.db
      .update(companies)
      .set({ domains: ['budx.test', 'shared.test'] })
      .where(eq(companies.id, ids.BUDX!));
    const res = await post({ from: 'kto@shared.test', subject: 'Kto to?', text: '?' });
    assert.equal(res.body.data.outcome, 'unassigned');
  });

  it('a transaction rolled back after storing the files leaves none on disk (new ticket, reply, unassigned)', async () => {
    assert.equal(server.config.attachments.driver, 'disk');
    const attachments = [{ filename: 'raport.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 rollback') }];
    const [existing] = await server.database.db
      .select({ fullid: tickets.fullid })
      .from(tickets)
      .where(and(eq(tickets.companyId, ids.ACME!), isNull(tickets.deletedAt)))
      .limit(1);
    const before = await storedKeys(server.config.attachments);
    const cases: [string, TestMail][] = [
      ['ticket_attachments', { from: 'client@demo.test', subject: 'Nowe z plikiem', text: 'x', attachments }],
      ['ticket_attachments', { from: 'client@demo.test', subject: `Re: ${existing!.fullid}`, text: 'x', attachments }],
      ['unassigned_emails', { from: 'ktos@private.example', subject: 'Nieprzypisany z plikiem', text: 'x', attachments }],
    ];
    for (const [table, m] of cases) {
      const restore = await failInsertsInto(server.database.db, table);
      try {
        await assert.rejects(ingestMessage(server.app.ctx, rawMail(m)), isForcedRollback);
      } finally {
        await restore();
      }
    }
    assert.deepEqual(await storedKeys(server.config.attachments), before);
    // Nothing of those messages was claimed either: the same one goes through now.
    const again = await post({ ...cases[0]![1], messageId: 'after-rollback@demo.test' });
    assert.equal(again.body.data.outcome, 'ticket');
    assert.equal((await storedKeys(server.config.attachments)).length, before.length + 1);
  });

  it('notification e-mails and broadcasts of an intake go out after its commit: a rollback sends nothing', async () => {
    const ctx = server.app.ctx;
    const mark = (await ctx.messenger.outbox())[0]?.id ?? 0;
    const sentSince = async () => (await ctx.messenger.outbox()).filter((m) => m.id > mark);
    // The VIP on CC is a participant of the new ticket: a notification, its broadcast and an e-mail are due.
    const mail: TestMail = {
      from: 'client@demo.test',
      subject: 'Zgłoszenie wycofane',
      text: 'x',
      cc: 'vip@demo.test',
      attachments: [{ filename: 'raport.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 notify') }],
    };
    published.length = 0;
    const restore = await failInsertsInto(server.database.db, 'ticket_attachments');
    try {
      await assert.rejects(ingestMessage(ctx, rawMail({ ...mail, messageId: 'notify-rollback@demo.test' })), isForcedRollback);
    } finally {
      await restore();
    }
    assert.deepEqual(await sentSince(), []);
    assert.equal(published.length, 0, JSON.stringify(published));

    const res = await post({ ...mail, messageId: 'notify-commit@demo.test' });
    assert.equal(res.body.data.outcome, 'ticket');
    assert.deepEqual(
      (await sentSince()).map((m) => [m.to, m.subject]),
      [['vip@demo.test', `[${res.body.data.fullid}] Zgłoszenie wycofane`]],
    );
    assert.ok(published.some((p) => p.channels.includes(userChannel(ids['vip@demo.test']!)) && p.event === BROADCAST_EVENTS.notification));
    assert.ok(published.some((p) => p.channels.includes(`private-company.${ids.ACME}`) && p.event === BROADCAST_EVENTS.ticketCreated));
  });

  it('inside an intake transaction mail is queued in it and broadcasts held until the commit; a rollback drops both', async () => {
    const ctx = server.app.ctx;
    const mark = (await ctx.messenger.outbox())[0]?.id ?? 0;
    const sentSince = async () => (await ctx.messenger.outbox()).filter((m) => m.id > mark);
    published.length = 0;
    await assert.rejects(
      intakeTransaction(ctx, async (tx) => {
        await tx.messenger.sendMail('someone@demo.test', 'held', 'body');
        await tx.broadcaster.publish(['counters'], 'held', {});
        throw new Error('work failed');
      }),
      /work failed/,
    );
    assert.deepEqual(await sentSince(), []);
    assert.equal(published.length, 0, JSON.stringify(published));
    const during: unknown[] = [];
    await intakeTransaction(ctx, async (tx) => {
      await tx.messenger.sendMail('someone@demo.test', 'held', 'body');
      await tx.broadcaster.publish(['counters'], 'held', {});
      // Read through the transaction (the only connection, on PGlite): the row is there, not yet sent.
      const queued = (await tx.messenger.outbox()).filter((m) => m.id > mark);
      during.push(
        queued.map((m) => m.status),
        published.length,
      );
    });
    assert.deepEqual(during, [['queued'], 0]);
    assert.deepEqual(
      (await sentSince()).map((m) => m.subject),
      ['held'],
    );
    assert.deepEqual(
      published.map((p) => p.event),
      ['held'],
    );
  });

  it('records the delivery as the last fetch (GET /api/check/email)', async () => {
    const res = await agent.get('/api/check/email');
    assert.equal(res.body.data.working, true);
    assert.ok(Date.now() - new Date(res.body.data.last_fetched_at).getTime() < 60_000);
  });
});
