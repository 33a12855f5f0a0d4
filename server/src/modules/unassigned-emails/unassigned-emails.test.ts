/** Issue 6 item 2: the unassigned e-mails API — list, read state, sanitised show, to a ticket, attach, delete, roles. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { COUNTERS_CHANNEL } from '@helpdesk/shared/schemas';
import { companies, ticketAttachments, ticketMessages, unassignedEmails, users } from '../../platform/db/schema';
import { failInsertsInto, storedKeys } from '../../platform/storage/testing';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { ingestMessage } from '../mail-intake';
import { rawMail } from '../mail-intake/test-mail';

describe('unassigned e-mails (server)', () => {
  let server: TestServer;
  let agent: Client;
  let client: Client;
  const ids: Record<string, number> = {};
  const published: { channels: string[]; data: any }[] = [];

  before(async () => {
    server = await startServer({ tickets: 30 });
    agent = await login(server.base, 'agent@demo.test');
    client = await login(server.base, 'client@demo.test');
    for (const u of await server.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await server.database.db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
    const broadcaster = server.app.ctx.broadcaster;
    const publish = broadcaster.publish.bind(broadcaster);
    broadcaster.publish = async (channels, event, data, except) => {
      published.push({ channels, data });
      return publish(channels, event, data, except);
    };
  });
  after(async () => server.close());

  const receive = async (subject: string, extra: Partial<Parameters<typeof rawMail>[0]> = {}) => {
    const r = await ingestMessage(server.app.ctx, rawMail({ from: 'Anna Nowak <anna@private.example>', subject, text: 'Treść', ...extra }));
    assert.equal(r.outcome, 'unassigned');
    return r.unassigned_email_id!;
  };
  const unread = async () => (await agent.get('/api/admin/unassigned-email/unread-counter')).body.data.count as number;

  it('is staff only', async () => {
    assert.equal((await client.get('/api/admin/unassigned-email')).status, 403);
    assert.equal((await new (await import('../../test/harness')).Client(server.base).get('/api/admin/unassigned-email')).status, 401);
  });

  it('lists id, title, sender, address, reader, received with pagination, unread filter and search', async () => {
    const id = await receive('Oferta na serwis drukarek');
    const page = await agent.get('/api/admin/unassigned-email?per_page=5');
    assert.equal(page.status, 200);
    assert.equal(page.body.data.length, 5);
    assert.equal(page.body.meta.per_page, 5);
    assert.ok(page.body.meta.total >= 26);
    const first = page.body.data[0];
    assert.deepEqual(
      Object.keys(first).sort(),
      [
        'address',
        'attachments_count',
        'id',
        'mail_auth',
        'mail_mark',
        'read',
        'read_at',
        'reader',
        'received_at',
        'sender',
        'title',
      ].sort(),
    );
    assert.equal(first.id, id);
    const unreadOnly = await agent.get('/api/admin/unassigned-email?filter=unread&per_page=100');
    assert.ok(unreadOnly.body.data.every((e: any) => !e.read));
    assert.equal(unreadOnly.body.meta.total, await unread());
    const found = await agent.get('/api/admin/unassigned-email?search=drukarek');
    assert.deepEqual(
      found.body.data.map((e: any) => e.id),
      [id],
    );
  });

  it('show sanitises the body and marks read (reader = the agent); unread puts it back; counters are broadcast', async () => {
    const id = await receive('HTML', {
      html: '<p onclick="x()">Witam<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a></p>',
    });
    const before = await unread();
    published.length = 0;
    const shown = await agent.get(`/api/admin/unassigned-email/${id}`);
    assert.equal(shown.status, 200);
    assert.doesNotMatch(shown.body.data.body, /onclick|onerror|script|javascript:/);
    assert.match(shown.body.data.body, /Witam/);
    assert.equal(shown.body.data.read, true);
    assert.equal(shown.body.data.reader.id, ids['agent@demo.test']);
    assert.equal(await unread(), before - 1);
    assert.deepEqual(published.find((p) => p.channels.includes(COUNTERS_CHANNEL))?.data, {});
    const back = await agent.post(`/api/admin/unassigned-email/${id}/unread`);
    assert.equal(back.body.data.read, false);
    assert.equal(await unread(), before);
    assert.equal((await agent.post(`/api/admin/unassigned-email/${id}/read`)).body.data.read, true);
    assert.equal((await agent.get('/api/admin/unassigned-email/999999')).status, 404);
  });

  it('creates a ticket for a chosen company from the e-mail, with its attachment; the e-mail is gone', async () => {
    const id = await receive('Awaria VPN', {
      text: 'VPN nie łączy',
      attachments: [{ filename: 'vpn.log', contentType: 'text/plain', content: Buffer.from('timeout') }],
    });
    const detail = await agent.get(`/api/admin/unassigned-email/${id}`);
    assert.equal(detail.body.data.attachments[0].filename, 'vpn.log');
    const file = await agent.get(detail.body.data.attachments[0].url);
    assert.equal(file.body, 'timeout');
    const bad = await agent.post(`/api/admin/unassigned-email/${id}/ticket`, { company_id: 999999 });
    assert.equal(bad.status, 422);
    const res = await agent.post(`/api/admin/unassigned-email/${id}/ticket`, { company_id: ids.BUDX, priority: 'high', type: 'accident' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.message, 'Zgłoszenie zostało utworzone');
    const ticket = (await agent.get(`/api/admin/ticket/${res.body.data.ticket.id}`)).body.data;
    assert.equal(ticket.subject, 'Awaria VPN');
    assert.equal(ticket.company.tag, 'BUDX');
    assert.equal(ticket.priority, 'high');
    assert.equal(ticket.created_by.id, ids['agent@demo.test']);
    assert.match(ticket.body, /VPN nie łączy/);
    assert.deepEqual(
      ticket.attachments.map((a: any) => a.filename),
      ['vpn.log'],
    );
    assert.equal((await server.database.db.select().from(unassignedEmails).where(eq(unassignedEmails.id, id))).length, 0);
    assert.equal((await agent.post(`/api/admin/unassigned-email/${id}/ticket`, { company_id: ids.BUDX })).status, 404);
  });

  it('made a ticket without a matching requester, the e-mail keeps its sender: staff and the company’s VIP see who wrote it', async () => {
    const id = await receive('Nie działa skaner', { text: 'Skaner w recepcji nie działa.' });
    const res = await agent.post(`/api/admin/unassigned-email/${id}/ticket`, { company_id: ids.ACME });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const vip = await login(server.base, 'vip@demo.test');
    for (const [who, path] of [
      [agent, 'admin'],
      [vip, 'client'],
    ] as const) {
      const shown = (await who.get(`/api/${path}/ticket/${res.body.data.ticket.id}`)).body.data;
      // The agent filed it (created_by); the sender wrote it.
      assert.deepEqual(
        { origin: shown.origin, sender: shown.sender, requester: shown.requester, created_by: shown.created_by?.id },
        {
          origin: 'email',
          sender: { name: 'Anna Nowak', email: 'anna@private.example' },
          requester: null,
          created_by: ids['agent@demo.test'],
        },
        path,
      );
    }
  });

  it('a known client writing from another address: the requester is found by address in the chosen company', async () => {
    await server.database.db.update(users).set({ additionalEmail: 'celina@private.example' }).where(eq(users.id, ids['client@demo.test']!));
    const r = await ingestMessage(server.app.ctx, rawMail({ from: 'celina@gmail.example', subject: 'Z prywatnej', text: 'x' }));
    assert.equal(r.outcome, 'unassigned');
    const id = await receive('Z drugiego adresu', { from: 'celina@private.example' }).catch(() => 0);
    // A known additional address is matched at intake already (no unassigned e-mail).
    assert.equal(id, 0);
    const res = await agent.post(`/api/admin/unassigned-email/${r.unassigned_email_id}/ticket`, {
      company_id: ids.ACME,
      requester_id: ids['client@demo.test'],
    });
    assert.equal(res.status, 201);
    const ticket = (await agent.get(`/api/admin/ticket/${res.body.data.ticket.id}`)).body.data;
    assert.equal(ticket.requester.id, ids['client@demo.test']);
    assert.deepEqual([ticket.origin, ticket.sender], ['email', { name: null, email: 'celina@gmail.example' }]);
  });

  it('attaches the e-mail to an existing ticket as a message with its files', async () => {
    const created = await agent.post('/api/admin/ticket', { company_id: ids.ACME, subject: 'Istniejące', body: 'Start' });
    const ticketId = created.body.data.id;
    const id = await receive('Uzupełnienie', {
      text: 'Dosyłam zrzut',
      attachments: [{ filename: 'a.png', contentType: 'image/png', content: Buffer.from([1, 2, 3]) }],
    });
    const res = await agent.post(`/api/admin/unassigned-email/${id}/attach`, { ticket_id: ticketId });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.ticket.id, ticketId);
    const [m] = await server.database.db.select().from(ticketMessages).where(eq(ticketMessages.id, res.body.data.message_id));
    assert.match(m!.body, /Dosyłam zrzut/);
    assert.equal(m!.authorId, null);
    assert.deepEqual([m!.origin, m!.senderName, m!.senderEmail], ['email', 'Anna Nowak', 'anna@private.example']);
    const files = await server.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.messageId, m!.id));
    assert.deepEqual(
      files.map((f) => f.filename),
      ['a.png'],
    );
    assert.equal((await agent.post(`/api/admin/unassigned-email/${await receive('x')}/attach`, { ticket_id: 999999 })).status, 422);
  });

  it('a failed move to a ticket leaves no copy and keeps the e-mail with its file; a done one removes the original', async () => {
    const id = await receive('Z plikiem', {
      attachments: [{ filename: 'log.txt', contentType: 'text/plain', content: Buffer.from('abc') }],
    });
    const [row] = await server.database.db.select().from(unassignedEmails).where(eq(unassignedEmails.id, id));
    const original = row!.attachments[0]!.storageKey;
    const target = (await agent.post('/api/admin/ticket', { company_id: ids.ACME, subject: 'Cel', body: 'x' })).body.data.id;
    const before = await storedKeys(server.config.attachments);
    assert.ok(before.includes(original));
    // The copies are made, then their rows fail: both ways of moving the e-mail roll back.
    const restore = await failInsertsInto(server.database.db, 'ticket_attachments');
    try {
      assert.equal((await agent.post(`/api/admin/unassigned-email/${id}/ticket`, { company_id: ids.ACME })).status, 500);
      assert.equal((await agent.post(`/api/admin/unassigned-email/${id}/attach`, { ticket_id: target })).status, 500);
    } finally {
      await restore();
    }
    assert.deepEqual(await storedKeys(server.config.attachments), before);
    assert.equal((await agent.get(`/api/admin/unassigned-email/${id}`)).body.data.attachments.length, 1);
    assert.equal((await agent.post(`/api/admin/unassigned-email/${id}/attach`, { ticket_id: target })).status, 200);
    const after = await storedKeys(server.config.attachments);
    assert.ok(!after.includes(original), 'the original goes after the commit');
    assert.equal(after.length, before.length, 'and the ticket has its copy');
  });

  it('deletes (204), then 404', async () => {
    const id = await receive('Do usunięcia', {
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') }],
    });
    const [row] = await server.database.db.select().from(unassignedEmails).where(eq(unassignedEmails.id, id));
    assert.ok((await storedKeys(server.config.attachments)).includes(row!.attachments[0]!.storageKey));
    const before = await unread();
    assert.equal((await agent.delete(`/api/admin/unassigned-email/${id}`)).status, 204);
    assert.ok(!(await storedKeys(server.config.attachments)).includes(row!.attachments[0]!.storageKey), 'its file went with it');
    assert.equal(await unread(), before - 1);
    assert.equal((await agent.delete(`/api/admin/unassigned-email/${id}`)).status, 404);
  });
});
