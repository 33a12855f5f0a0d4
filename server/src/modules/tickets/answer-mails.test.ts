/**
 * Issue 33, "its attachments (within a size cap, else links)": an answer's e-mails wait for the files the answer
 * announced, carry them as attachments within MAX_MAIL_FILES_BYTES and link the rest, go out with what arrived when the
 * files do not all come, and are queued once whatever the order of uploads, the job and extra files. Also the mail
 * intake: an answer filed from an e-mail mails staff with its files.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { notifications, outbox, ticketMessages, users } from '../../platform/db/schema';
import { mailOf, MAX_MAIL_FILES_BYTES, type StoredMail } from '../../platform/outbound/outbox';
import { type Client, demoIds, login, startServer, type TestServer } from '../../test/harness';
import { rawMail } from '../mail-intake/test-mail';
import { formatBytes } from '@helpdesk/shared/format-bytes';
import { ANSWER_FILES_WAIT_MS, mailOverdueAnswers } from './answer-mails';

const TOKEN = 'answer-mails-intake-token';

describe('answer e-mails carry the answer’s files (server)', () => {
  let server: TestServer;
  let agent: Client;
  let client: Client;
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 10, env: { MAIL_INTAKE_TOKEN: TOKEN, APP_URL: 'https://help.msp.test' } });
    agent = await login(server.base, 'agent@demo.test');
    client = await login(server.base, 'client@demo.test');
    Object.assign(ids, await demoIds(server));
  });
  after(async () => {
    await server.close();
  });

  const newTicket = async () => {
    const created = await agent.post('/api/admin/ticket', {
      company_id: ids.company,
      subject: 'Skaner nie skanuje',
      body: '<p>Skaner w recepcji nie działa.</p>',
      requester_id: ids['client@demo.test'],
      assignee_id: ids['agent@demo.test'],
      priority: 'normal',
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return created.body.data as { id: number; fullid: string };
  };

  const answer = async (ticketId: number, body: Record<string, unknown>, who = agent, prefix = 'admin') => {
    const res = await who.post(`/api/${prefix}/ticket/${ticketId}/reply`, body);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.message_id as number;
  };

  const upload = async (who: Client, prefix: string, ticketId: number, messageId: number, name: string, content: Buffer | string) => {
    const form = new FormData();
    form.append('message_id', String(messageId));
    form.append('file', new Blob([content]), name);
    const res = await fetch(`${server.base}/api/${prefix}/ticket/${ticketId}/attachments`, {
      method: 'POST',
      body: form,
      headers: {
        'x-xsrf-token': decodeURIComponent(who.cookies.get('XSRF-TOKEN')!),
        cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        accept: 'application/json',
      },
    });
    const body = (await res.json()) as any;
    assert.equal(res.status, 201, JSON.stringify(body));
    return body.data as { id: number; url: string };
  };

  /** The e-mails queued for one ticket message, oldest first. */
  const mailsOf = async (messageId: number, to?: string) =>
    server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'mail'), eq(outbox.ticketMessageId, messageId), to ? eq(outbox.recipient, to) : undefined))
      .orderBy(asc(outbox.id));

  const waiting = async (messageId: number) =>
    (
      await server.database.db.select({ n: ticketMessages.mailFilesExpected }).from(ticketMessages).where(eq(ticketMessages.id, messageId))
    )[0]!.n;

  it('an answer without files is mailed at once (as before)', async () => {
    const t = await newTicket();
    const messageId = await answer(t.id, { body: '<p>Restart pomógł?</p>' });
    const mails = await mailsOf(messageId);
    assert.deepEqual(
      mails.map((m) => m.recipient),
      ['client@demo.test'],
    );
    assert.equal((mails[0]!.payload as StoredMail).attachments, undefined);
    const zero = await answer(t.id, { body: '<p>Zero plików.</p>', attachments_expected: 0 });
    assert.equal((await mailsOf(zero)).length, 1);
    assert.equal(await waiting(zero), null);
  });

  it('refuses an announcement beyond 0..20 (422, field message)', async () => {
    const t = await newTicket();
    for (const bad of [21, -1, 1.5]) {
      const res = await agent.post(`/api/admin/ticket/${t.id}/reply`, { body: 'x', attachments_expected: bad });
      assert.equal(res.status, 422, JSON.stringify(res.body));
      assert.ok(res.body.errors.attachments_expected, JSON.stringify(res.body));
    }
    const res = await client.post(`/api/client/ticket/${t.id}/reply`, { body: 'x', attachments_expected: 21 });
    assert.equal(res.status, 422, JSON.stringify(res.body));
  });

  it('waits for both announced files, then mails each recipient once with both files attached; a later file sends nothing', async () => {
    const t = await newTicket();
    const bellsBefore = await server.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(notifications)
      .where(eq(notifications.userId, ids['client@demo.test']!));
    const messageId = await answer(t.id, { body: '<p>Raport w załączniku.</p>', attachments_expected: 2 });
    // The bell goes at once; the e-mail waits.
    const bellsAfter = await server.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(notifications)
      .where(eq(notifications.userId, ids['client@demo.test']!));
    assert.equal(bellsAfter[0]!.n, bellsBefore[0]!.n + 1);
    assert.equal((await mailsOf(messageId)).length, 0);
    assert.equal(await waiting(messageId), 2);

    await upload(agent, 'admin', t.id, messageId, 'raport.pdf', '%PDF-1.4 raport');
    assert.equal((await mailsOf(messageId)).length, 0, 'no mail after the first of two files');
    await upload(agent, 'admin', t.id, messageId, 'log.txt', 'linia 1\nlinia 2');
    const mails = await mailsOf(messageId);
    assert.deepEqual(
      mails.map((m) => m.recipient),
      ['client@demo.test'],
    );
    const mail = mailOf(mails[0]!.payload as StoredMail);
    assert.deepEqual(
      mail.attachments?.map((a) => [a.filename, a.contentType, a.content.toString()]),
      [
        ['raport.pdf', 'application/pdf', '%PDF-1.4 raport'],
        ['log.txt', 'text/plain', 'linia 1\nlinia 2'],
      ],
    );
    // Listed by name, not linked: they are in the mail.
    assert.match(mail.text, /raport\.pdf/);
    assert.match(mail.text, /log\.txt/);
    assert.doesNotMatch(mail.text, /\/attachments\//);
    assert.equal(await waiting(messageId), null);

    await upload(agent, 'admin', t.id, messageId, 'extra.txt', 'później');
    assert.equal((await mailsOf(messageId)).length, 1, 'a later file does not send the answer again');
    assert.deepEqual(await mailOverdueAnswers(server.app.ctx, new Date(Date.now() + ANSWER_FILES_WAIT_MS + 60_000)), []);
    assert.equal((await mailsOf(messageId)).length, 1);
  });

  it('the last two files arriving together queue the answer’s e-mail exactly once', async () => {
    const t = await newTicket();
    const messageId = await answer(t.id, { body: '<p>Dwa pliki naraz.</p>', attachments_expected: 3 });
    await upload(agent, 'admin', t.id, messageId, 'a.txt', 'a');
    await Promise.all([upload(agent, 'admin', t.id, messageId, 'b.txt', 'b'), upload(agent, 'admin', t.id, messageId, 'c.txt', 'c')]);
    const mails = await mailsOf(messageId);
    assert.equal(mails.length, 1);
    assert.deepEqual(
      mailOf(mails[0]!.payload as StoredMail)
        .attachments?.map((a) => a.filename)
        .sort(),
      ['a.txt', 'b.txt', 'c.txt'],
    );
  });

  it('files beyond the cap are linked, not attached, with a line saying why (text and HTML, the recipient’s language)', async () => {
    const t = await newTicket();
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, ids['client@demo.test']!));
    try {
      const messageId = await answer(t.id, { body: '<p>Logs and the disk image.</p>', attachments_expected: 2 });
      await upload(agent, 'admin', t.id, messageId, 'notes.txt', 'small');
      // Together with the small one this exceeds the cap: it alone is linked.
      const big = await upload(agent, 'admin', t.id, messageId, 'image.zip', Buffer.alloc(MAX_MAIL_FILES_BYTES, 1));
      const [row] = await mailsOf(messageId, 'client@demo.test');
      const mail = mailOf(row!.payload as StoredMail);
      assert.deepEqual(
        mail.attachments?.map((a) => a.filename),
        ['notes.txt'],
      );
      const link = `https://help.msp.test/api/client/ticket/${t.id}/attachments/${big.id}`;
      assert.ok(mail.text.includes(`image.zip (${formatBytes(MAX_MAIL_FILES_BYTES)}): ${link}`), mail.text);
      assert.ok(!mail.text.includes(`notes.txt (5 B): `), 'the attached file is not linked');
      assert.ok(mail.html!.includes(`href="${link}"`), 'the HTML part links the file');
      assert.match(mail.text, /too large to attach to this message: download them from the link after signing in/);
      assert.match(mail.html!, /too large to attach to this message/);
      // The link is the client area's download of that file, which the recipient may open.
      const download = await client.get(`/api/client/ticket/${t.id}/attachments/${big.id}`);
      assert.equal(download.status, 200);
      // Opened from the mail while signed out: the sign-in page, leading to the ticket after; the app's calls still get 401.
      const signedOut = await fetch(`${server.base}/api/client/ticket/${t.id}/attachments/${big.id}`, {
        headers: { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' },
        redirect: 'manual',
      });
      assert.equal(signedOut.status, 302);
      assert.equal(signedOut.headers.get('location'), `/login?redirect=${encodeURIComponent(`/ticket/show/${t.id}`)}`);
      const staffLink = await fetch(`${server.base}/api/admin/ticket/${t.id}/attachments/${big.id}`, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      });
      assert.equal(staffLink.headers.get('location'), `/login?redirect=${encodeURIComponent(`/admin/ticket/show/${t.id}`)}`);
      const appCall = await fetch(`${server.base}/api/client/ticket/${t.id}/attachments/${big.id}`, {
        headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      });
      assert.equal(appCall.status, 401);
    } finally {
      await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.id, ids['client@demo.test']!));
    }
  });

  it('files that never all arrive: the job mails after the wait with what came, once, and later files send nothing', async () => {
    const t = await newTicket();
    const messageId = await answer(t.id, { body: '<p>Trzy pliki, dotrze jeden.</p>', attachments_expected: 3 });
    await upload(agent, 'admin', t.id, messageId, 'jeden.txt', '1');
    // Not yet: the answer has not waited long enough.
    assert.ok(!(await mailOverdueAnswers(server.app.ctx)).includes(messageId));
    assert.equal((await mailsOf(messageId)).length, 0);

    const later = new Date(Date.now() + ANSWER_FILES_WAIT_MS + 1_000);
    assert.ok((await mailOverdueAnswers(server.app.ctx, later)).includes(messageId));
    const mails = await mailsOf(messageId);
    assert.equal(mails.length, 1);
    const mail = mailOf(mails[0]!.payload as StoredMail);
    assert.deepEqual(
      mail.attachments?.map((a) => a.filename),
      ['jeden.txt'],
    );
    // Polish by default: the answer itself and its file.
    assert.match(mail.text, /Trzy pliki, dotrze jeden\./);
    assert.match(mail.text, /Załączniki:\n - jeden\.txt/);

    assert.ok(!(await mailOverdueAnswers(server.app.ctx, later)).includes(messageId));
    await upload(agent, 'admin', t.id, messageId, 'dwa.txt', '2');
    await upload(agent, 'admin', t.id, messageId, 'trzy.txt', '3');
    assert.equal((await mailsOf(messageId)).length, 1, 'the files arriving late do not send it again');
  });

  it('a client’s answer with a file reaches the assignee (who takes answers by e-mail) with the file', async () => {
    const prefs = await agent.request('PUT', '/api/profile/notification-preferences', {
      preferences: { ticket_answered: { mail: true, push: false } },
    });
    assert.equal(prefs.status, 200, JSON.stringify(prefs.body));
    const t = await newTicket();
    const messageId = await answer(t.id, { body: '<p>Zdjęcie błędu.</p>', attachments_expected: 1 }, client, 'client');
    assert.equal((await mailsOf(messageId)).length, 0);
    await upload(client, 'client', t.id, messageId, 'blad.png', Buffer.from('89504e47', 'hex'));
    const mails = await mailsOf(messageId);
    assert.deepEqual(
      mails.map((m) => m.recipient),
      ['agent@demo.test'],
    );
    assert.deepEqual(
      mailOf(mails[0]!.payload as StoredMail).attachments?.map((a) => [a.filename, a.contentType]),
      [['blad.png', 'image/png']],
    );
  });

  it('mail intake: an answer filed from an e-mail with files mails the assignee with them (agent takes answers by e-mail)', async () => {
    const t = await newTicket();
    const res = await fetch(`${server.base}/api/mail/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${TOKEN}` },
      body: rawMail({
        from: 'Celina Klient <client@demo.test>',
        subject: `Re: [${t.fullid}] Skaner nie skanuje`,
        text: 'W załączniku zrzut ekranu.',
        attachments: [{ filename: 'zrzut.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 zrzut') }],
      }),
    });
    const body = (await res.json()) as any;
    assert.equal(res.status, 202, JSON.stringify(body));
    assert.equal(body.data.outcome, 'reply');
    const [message] = await server.database.db
      .select({ id: ticketMessages.id })
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, t.id))
      .orderBy(sql`${ticketMessages.id} desc`)
      .limit(1);
    const mails = await mailsOf(message!.id);
    assert.deepEqual(
      mails.map((m) => m.recipient),
      ['agent@demo.test'],
    );
    assert.deepEqual(
      mailOf(mails[0]!.payload as StoredMail).attachments?.map((a) => [a.filename, a.content.toString()]),
      [['zrzut.pdf', '%PDF-1.4 zrzut']],
    );
    assert.equal(await waiting(message!.id), null);
  });
});
