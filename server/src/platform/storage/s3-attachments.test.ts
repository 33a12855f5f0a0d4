/**
 * Attachments on the S3 driver (ATTACHMENTS_DRIVER=s3) against a real S3-compatible server on loopback: s3rver,
 * from npm, started here with a bucket in a temporary directory. Through the HTTP endpoints: a ticket attachment
 * up and down (multipart upload, streamed download), an e-mail's files kept, made into a ticket's (copied in the
 * bucket) and deleted, and intake transactions rolled back after their files were stored.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { companies, ticketAttachments, unassignedEmails, users } from '../db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { ingestMessage } from '../../modules/mail-intake/service';
import { rawMail, type TestMail } from '../../modules/mail-intake/test-mail';
import { failInsertsInto, isForcedRollback, storedKeys } from './testing';

const BUCKET = 'helpdesk-attachments';
const TOKEN = 'test-intake-token';

describe('attachments in an S3-compatible bucket (s3rver on loopback)', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tmp, configureBuckets: [{ name: BUCKET }] });
  let server: TestServer;
  let agent: Client;
  let client: Client;
  const ids: Record<string, number> = {};

  before(async () => {
    const { port } = await s3.run();
    server = await startServer({
      tickets: 20,
      env: {
        ATTACHMENTS_DRIVER: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: 'eu-central-1',
        S3_BUCKET: BUCKET,
        // s3rver's default credentials.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        MAIL_INTAKE_TOKEN: TOKEN,
      },
    });
    agent = await login(server.base, 'agent@demo.test');
    client = await login(server.base, 'client@demo.test');
    for (const u of await server.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await server.database.db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
  });
  after(async () => {
    await server?.close();
    await s3.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const keys = () => storedKeys(server.config.attachments);
  const cookies = (who: Client) => [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const upload = async (who: Client, prefix: string, ticketId: number, name: string, content: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    const headers = {
      'x-xsrf-token': decodeURIComponent(who.cookies.get('XSRF-TOKEN')!),
      cookie: cookies(who),
      accept: 'application/json',
    };
    const res = await fetch(`${server.base}/api/${prefix}/ticket/${ticketId}/attachments`, { method: 'POST', body: form, headers });
    return { status: res.status, body: (await res.json()) as any };
  };
  const download = async (who: Client, url: string) => {
    const res = await fetch(`${server.base}${url}`, { headers: { cookie: cookies(who) } });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const mail = async (m: TestMail) => {
    const res = await fetch(`${server.base}/api/mail/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${TOKEN}` },
      body: rawMail(m),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('is configured for the bucket, not a directory', () => {
    assert.equal(server.config.attachments.driver, 's3');
    assert.equal(
      server.config.attachments.driver === 's3' && server.config.attachments.forcePathStyle,
      true,
      'path style by default with an endpoint',
    );
  });

  it('a ticket attachment goes up into the bucket (in parts) and comes down byte for byte, as a download only', async () => {
    const created = await agent.post('/api/admin/ticket', {
      company_id: ids.ACME,
      subject: 'Plik w S3',
      body: 'x',
      requester_id: ids['client@demo.test'],
    });
    assert.equal(created.status, 201);
    const ticketId = created.body.data.id as number;
    // Over one 5 MiB part: a multipart upload of a stream whose length nobody knew in advance.
    const content = crypto.randomBytes(6 * 1024 * 1024 + 123);
    const up = await upload(agent, 'admin', ticketId, 'dump.zip', content);
    assert.equal(up.status, 201, JSON.stringify(up.body));
    assert.equal(up.body.data.size, content.length);
    const [row] = await server.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, up.body.data.id));
    assert.match(row!.storageKey, new RegExp(`^${ticketId}/[0-9a-f-]{36}$`));
    assert.ok((await keys()).includes(row!.storageKey), 'the object is in the bucket under the stored key');

    const { res, bytes } = await download(client, up.body.data.url.replace('/admin/', '/client/'));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/zip');
    assert.equal(res.headers.get('content-length'), String(content.length));
    assert.match(res.headers.get('content-disposition')!, /^attachment; filename=dump\.zip$/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('content-security-policy'), "default-src 'none'; sandbox");
    assert.ok(bytes.equals(content), 'the same bytes');

    // Gone from the bucket (removed behind the app's back): 404, not a broken download.
    await server.app.ctx.attachments.delete([row!.storageKey]);
    assert.equal((await download(client, up.body.data.url.replace('/admin/', '/client/'))).res.status, 404);
  });

  it('a file over the limit leaves nothing in the bucket (422)', async () => {
    const created = await agent.post('/api/admin/ticket', { company_id: ids.ACME, subject: 'Za duży', body: 'x' });
    const before = await keys();
    const res = await upload(agent, 'admin', created.body.data.id, 'big.zip', Buffer.alloc(10 * 1024 * 1024 + 1));
    assert.equal(res.status, 422);
    assert.deepEqual(await keys(), before);
  });

  it("an unknown sender's files are kept in the bucket, downloaded, copied to a ticket, and deleted with the e-mail", async () => {
    const log = Buffer.from('timeout after 30 s\n');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const first = await mail({
      from: 'anna@private.example',
      subject: 'VPN',
      text: 'Nie łączy',
      attachments: [{ filename: 'vpn.log', contentType: 'text/plain', content: log }],
    });
    assert.equal(first.body.data.outcome, 'unassigned');
    const second = await mail({
      from: 'anna@private.example',
      subject: 'Zrzut',
      text: 'Zrzut ekranu',
      attachments: [{ filename: 'a.png', contentType: 'image/png', content: png }],
    });
    const [kept] = await server.database.db
      .select()
      .from(unassignedEmails)
      .where(eq(unassignedEmails.id, first.body.data.unassigned_email_id));
    const original = kept!.attachments[0]!.storageKey;
    assert.match(original, /^unassigned\//);
    assert.ok((await keys()).includes(original));

    const shown = await agent.get(`/api/admin/unassigned-email/${first.body.data.unassigned_email_id}`);
    const file = await download(agent, shown.body.data.attachments[0].url);
    assert.equal(file.res.status, 200);
    assert.equal(file.res.headers.get('content-disposition')?.startsWith('attachment;'), true);
    assert.ok(file.bytes.equals(log));

    const made = await agent.post(`/api/admin/unassigned-email/${first.body.data.unassigned_email_id}/ticket`, { company_id: ids.ACME });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const ticket = (await agent.get(`/api/admin/ticket/${made.body.data.ticket.id}`)).body.data;
    const copied = await download(agent, ticket.attachments[0].url);
    assert.ok(copied.bytes.equals(log), 'the ticket has the bytes');
    assert.ok(!(await keys()).includes(original), "the e-mail's own copy went after the commit");

    const [other] = await server.database.db
      .select()
      .from(unassignedEmails)
      .where(eq(unassignedEmails.id, second.body.data.unassigned_email_id));
    const otherKey = other!.attachments[0]!.storageKey;
    assert.ok((await keys()).includes(otherKey));
    assert.equal((await agent.delete(`/api/admin/unassigned-email/${second.body.data.unassigned_email_id}`)).status, 204);
    assert.ok(!(await keys()).includes(otherKey), 'deleted with the e-mail');
  });

  it('an intake transaction that rolls back after storing its files leaves the bucket as it was', async () => {
    const attachments = [{ filename: 'raport.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 x') }];
    const before = await keys();

    // A new ticket from a known client: the file is stored, then its row fails and the transaction rolls back.
    let restore = await failInsertsInto(server.database.db, 'ticket_attachments');
    try {
      await assert.rejects(
        ingestMessage(server.app.ctx, rawMail({ from: 'client@demo.test', subject: 'Rollback', text: 'x', attachments })),
        isForcedRollback,
      );
    } finally {
      await restore();
    }
    assert.deepEqual(await keys(), before, 'no orphan of the ticket path');

    // An unassigned e-mail: its files are stored before its row, which fails.
    restore = await failInsertsInto(server.database.db, 'unassigned_emails');
    try {
      await assert.rejects(
        ingestMessage(server.app.ctx, rawMail({ from: 'x@private.example', subject: 'Rollback', text: 'x', attachments })),
        isForcedRollback,
      );
    } finally {
      await restore();
    }
    assert.deepEqual(await keys(), before, 'no orphan of the unassigned path');

    // Turning an unassigned e-mail into a ticket: the copy is made, its row fails; the e-mail keeps its own file.
    const kept = await ingestMessage(server.app.ctx, rawMail({ from: 'y@private.example', subject: 'Kopia', text: 'x', attachments }));
    const withOriginal = await keys();
    assert.equal(withOriginal.length, before.length + 1);
    restore = await failInsertsInto(server.database.db, 'ticket_attachments');
    try {
      const res = await agent.post(`/api/admin/unassigned-email/${kept.unassigned_email_id}/ticket`, { company_id: ids.ACME });
      assert.equal(res.status, 500);
    } finally {
      await restore();
    }
    assert.deepEqual(await keys(), withOriginal, 'no orphan copy, and the original is still there');
    const shown = await agent.get(`/api/admin/unassigned-email/${kept.unassigned_email_id}`);
    assert.equal((await download(agent, shown.body.data.attachments[0].url)).res.status, 200);
  });
});
