/** Issue 36 item 3: merge (everything moves, the source becomes a read-only pointer, its e-mails follow) and split. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { BROADCAST_EVENTS } from '@helpdesk/shared/schemas';
import {
  companies,
  plannedWorks,
  ticketAttachments,
  ticketCc,
  ticketHistory,
  ticketMessages,
  ticketNotes,
  tickets,
  timeReports,
  users,
} from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { rawMail, type TestMail } from '../mail-intake/test-mail';

const TOKEN = 'merge-intake-token';

describe('ticket merge and split (server)', () => {
  let server: TestServer;
  let agent: Client;
  let admin: Client;
  const ids: Record<string, number> = {};
  const published: { channels: string[]; event: string; data: any }[] = [];

  before(async () => {
    server = await startServer({ tickets: 10, env: { MAIL_INTAKE_TOKEN: TOKEN } });
    agent = await login(server.base, 'agent@demo.test');
    admin = await login(server.base, 'admin@demo.test');
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

  const db = () => server.database.db;
  const mail = async (m: TestMail) => {
    const res = await fetch(`${server.base}/api/mail/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${TOKEN}` },
      body: rawMail(m),
    });
    const body = (await res.json()) as any;
    assert.equal(res.status, 202, JSON.stringify(body));
    return body.data as { outcome: string; ticket_id: number; fullid: string };
  };
  const create = async (who: Client, body: Record<string, unknown> = {}) => {
    const res = await who.post('/api/admin/ticket', { company_id: ids.ACME, subject: 'Scalanie', body: 'Opis', ...body });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as { id: number; fullid: string; version: number };
  };
  const reply = async (ticketId: number, body: string) => {
    const res = await agent.post(`/api/admin/ticket/${ticketId}/reply`, { body });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.message_id as number;
  };
  const upload = async (ticketId: number, name: string) => {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4 ' + name], { type: 'application/pdf' }), name);
    return agent.request('POST', `/api/admin/ticket/${ticketId}/attachments`, form);
  };
  const countOf = async (
    table: typeof ticketMessages | typeof ticketAttachments | typeof ticketNotes | typeof timeReports | typeof plannedWorks,
    ticketId: number,
  ) => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(eq(table.ticketId, ticketId));
    return row!.n;
  };
  const ccOf = async (ticketId: number) =>
    (await db().select({ id: ticketCc.userId }).from(ticketCc).where(eq(ticketCc.ticketId, ticketId))).map((r) => r.id).sort();
  const recentDay = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

  it('moves every message, note, attachment, time report, CC and planned work to the target; the source becomes a resolved pointer', async () => {
    // The source opened by e-mail (its description, its opening Message-ID), then worked on.
    const opened = await mail({
      from: 'client@demo.test',
      subject: 'Drukarka na piętrze',
      text: 'Drukarka nie drukuje.',
      messageId: 'merge-open@acme.test',
    });
    const sourceId = opened.ticket_id;
    await reply(sourceId, 'Sprawdzamy drukarkę.');
    const withFile = await reply(sourceId, 'Proszę o zdjęcie.');
    assert.equal((await upload(sourceId, 'zdjecie.pdf')).status, 201);
    await db().update(ticketAttachments).set({ messageId: withFile }).where(eq(ticketAttachments.ticketId, sourceId));
    assert.equal((await agent.post(`/api/admin/ticket/${sourceId}/notes`, { body: 'Notatka wewnętrzna' })).status, 201);
    const report = { day: recentDay(), from_hour: '10:00', kind: 'it', minutes: 45, description: 'Diagnoza' };
    assert.equal((await agent.post(`/api/admin/ticket/${sourceId}/time-reports`, report)).status, 201);
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    assert.equal((await agent.post(`/api/admin/ticket/${sourceId}/planned-works`, { start_time: soon, hours: 2 })).status, 201);
    const source = (await agent.get(`/api/admin/ticket/${sourceId}`)).body.data;
    assert.equal(
      (await agent.request('PUT', `/api/admin/ticket/${sourceId}/cc`, { user_ids: [ids['vip@demo.test']], version: source.version }))
        .status,
      200,
    );

    const target = await create(agent, { subject: 'Drukarki w biurze', cc: [ids['vip@demo.test']] });
    await reply(target.id, 'Odpowiedź na celu.');
    const before = {
      messages: (await countOf(ticketMessages, sourceId)) + (await countOf(ticketMessages, target.id)),
      attachments: (await countOf(ticketAttachments, sourceId)) + (await countOf(ticketAttachments, target.id)),
      notes: (await countOf(ticketNotes, sourceId)) + (await countOf(ticketNotes, target.id)),
      reports: (await countOf(timeReports, sourceId)) + (await countOf(timeReports, target.id)),
      works: (await countOf(plannedWorks, sourceId)) + (await countOf(plannedWorks, target.id)),
    };
    assert.deepEqual(before, { messages: 3, attachments: 1, notes: 1, reports: 1, works: 1 });

    published.length = 0;
    const res = await agent.post(`/api/admin/ticket/${sourceId}/merge`, { target_id: target.id });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, `Zgłoszenie zostało scalone z ${target.fullid}`);
    assert.equal(res.body.data.id, target.id);
    assert.deepEqual(res.body.data.merged_from, [{ id: sourceId, fullid: opened.fullid }]);

    // Everything is on the target now (plus the source's description as a message of its own), nothing on the source.
    for (const table of [ticketMessages, ticketAttachments, ticketNotes, timeReports, plannedWorks])
      assert.equal(await countOf(table, sourceId), 0);
    assert.equal(await countOf(ticketMessages, target.id), before.messages + 1);
    assert.equal(await countOf(ticketAttachments, target.id), before.attachments);
    assert.equal(await countOf(ticketNotes, target.id), before.notes);
    assert.equal(await countOf(timeReports, target.id), before.reports);
    assert.equal(await countOf(plannedWorks, target.id), before.works);
    assert.deepEqual(await ccOf(target.id), [ids['vip@demo.test']]);
    assert.deepEqual(await ccOf(sourceId), []);
    const page = res.body.data;
    assert.ok(
      page.messages.some((m: any) => /Drukarka nie drukuje/.test(m.body)),
      'the description came along',
    );
    const moved = page.messages.find((m: any) => m.id === withFile);
    assert.deepEqual(
      moved.attachments.map((a: any) => a.filename),
      ['zdjecie.pdf'],
    );
    assert.match(moved.attachments[0].url, new RegExp(`/ticket/${target.id}/attachments/`));

    // The source: resolved, read-only, its page still opens and points at the target.
    const sourcePage = await agent.get(`/api/admin/ticket/${sourceId}`);
    assert.equal(sourcePage.status, 200);
    assert.equal(sourcePage.body.data.status, 'resolved');
    assert.deepEqual(sourcePage.body.data.merged_into, { id: target.id, fullid: target.fullid });
    const [row] = await db().select().from(tickets).where(eq(tickets.id, sourceId));
    assert.equal(row!.mergedIntoId, target.id);

    // Both histories say it; both companies' listeners hear of both tickets.
    const history = async (id: number) =>
      (await db().select().from(ticketHistory).where(eq(ticketHistory.ticketId, id))).map((h) => h.action);
    assert.ok((await history(sourceId)).includes('merged_into'));
    assert.ok((await history(target.id)).includes('merged_from'));
    const events = published.filter((p) => p.event === BROADCAST_EVENTS.ticketUpdated).map((p) => [p.data.id, p.data.action]);
    assert.deepEqual(events, [
      [sourceId, 'merged_into'],
      [target.id, 'merged_from'],
    ]);

    // An e-mail answering the source — by its opening Message-ID, or naming its fullid — lands on the target.
    const byThread = await mail({
      from: 'client@demo.test',
      subject: 'Re: Drukarka na piętrze',
      text: 'Nadal nie drukuje.',
      headers: { 'In-Reply-To': '<merge-open@acme.test>', References: '<merge-open@acme.test>' },
    });
    assert.deepEqual([byThread.outcome, byThread.ticket_id, byThread.fullid], ['reply', target.id, target.fullid]);
    const byFullid = await mail({ from: 'client@demo.test', subject: `Re: [${opened.fullid}] Drukarka`, text: 'Dalej to samo.' });
    assert.deepEqual([byFullid.outcome, byFullid.ticket_id], ['reply', target.id]);
    assert.equal(await countOf(ticketMessages, sourceId), 0);
  });

  it('refuses every write to a merged ticket with a 422 naming the ticket to work on', async () => {
    const source = await create(agent);
    const target = await create(agent);
    assert.equal((await agent.post(`/api/admin/ticket/${source.id}/merge`, { target_id: target.id })).status, 200);
    const current = (await agent.get(`/api/admin/ticket/${source.id}`)).body.data;
    const writes = [
      await agent.post(`/api/admin/ticket/${source.id}/reply`, { body: 'Jeszcze jedno' }),
      await agent.patch(`/api/admin/ticket/${source.id}`, { version: current.version, priority: 'high' }),
      await agent.post(`/api/admin/ticket/${source.id}/notes`, { body: 'Notatka' }),
      await agent.request('PUT', `/api/admin/ticket/${source.id}/cc`, { user_ids: [] }),
      await agent.post(`/api/admin/ticket/${source.id}/time-reports`, {
        day: recentDay(),
        from_hour: '09:00',
        kind: 'it',
        minutes: 15,
        description: 'x',
      }),
      await upload(source.id, 'plik.pdf'),
      await agent.post(`/api/admin/ticket/${source.id}/merge`, { target_id: target.id }),
    ];
    for (const w of writes) {
      assert.equal(w.status, 422, JSON.stringify(w.body));
      assert.deepEqual(w.body.errors.ticket, [
        `Zgłoszenie zostało scalone z ${target.fullid} i jest tylko do odczytu: pracuj na ${target.fullid}`,
      ]);
    }
    // Nor can anything be merged into the pointer.
    const other = await create(agent);
    const into = await agent.post(`/api/admin/ticket/${other.id}/merge`, { target_id: source.id });
    assert.equal(into.status, 422);
    assert.ok(into.body.errors.target_id);
  });

  it('merges within one company only, never into itself, and within the agent’s companies (in the user’s language)', async () => {
    const source = await create(agent);
    const budex = await create(agent, { company_id: ids.BUDX });
    // The user's saved language decides the messages.
    assert.equal((await agent.post('/api/profile/set-lang', { lang: 'en' })).status < 300, true);
    const other = await agent.post(`/api/admin/ticket/${source.id}/merge`, { target_id: budex.id });
    assert.equal((await agent.post('/api/profile/set-lang', { lang: 'pl' })).status < 300, true);
    assert.equal(other.status, 422);
    assert.deepEqual(other.body.errors.target_id, ['Only tickets of the same company can be merged']);
    const self = await agent.post(`/api/admin/ticket/${source.id}/merge`, { target_id: source.id });
    assert.deepEqual(self.body.errors.target_id, ['Nie można scalić zgłoszenia z nim samym']);

    // TRAN is not one of the demo agent's companies: its ticket is out of reach as source (404) and as target (422).
    const foreign = await create(admin, { company_id: ids.TRAN });
    assert.equal((await agent.post(`/api/admin/ticket/${foreign.id}/merge`, { target_id: source.id })).status, 404);
    const unreachable = await agent.post(`/api/admin/ticket/${source.id}/merge`, { target_id: foreign.id });
    assert.equal(unreachable.status, 422);
    assert.deepEqual(unreachable.body.errors.target_id, ['Nie znaleziono takiego zgłoszenia wśród zgłoszeń, do których masz dostęp']);
    const client = await login(server.base, 'client@demo.test');
    assert.equal((await client.post(`/api/admin/ticket/${source.id}/merge`, { target_id: budex.id })).status, 403);
    // Nothing moved on any refusal.
    assert.equal((await db().select().from(tickets).where(eq(tickets.id, source.id)))[0]!.mergedIntoId, null);
  });

  it('splits messages with their files into a new ticket of the company, linked both ways', async () => {
    const source = await create(agent, { subject: 'Dwa problemy', requester_id: ids['client@demo.test'] });
    const stays = await reply(source.id, 'Pierwszy problem');
    const goes = await reply(source.id, 'Drugi problem: skaner');
    assert.equal((await upload(source.id, 'skan.pdf')).status, 201);
    await db().update(ticketAttachments).set({ messageId: goes }).where(eq(ticketAttachments.ticketId, source.id));

    published.length = 0;
    const res = await agent.post(`/api/admin/ticket/${source.id}/split`, { message_ids: [goes] });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const split = res.body.data;
    assert.notEqual(split.id, source.id);
    assert.equal(res.body.message, `Wydzielono nowe zgłoszenie ${split.fullid}`);
    assert.deepEqual([split.company.id, split.subject, split.requester.id], [ids.ACME, 'Dwa problemy', ids['client@demo.test']]);
    assert.deepEqual(
      split.messages.map((m: any) => m.id),
      [goes],
    );
    assert.deepEqual(
      split.messages[0].attachments.map((a: any) => a.filename),
      ['skan.pdf'],
    );
    assert.deepEqual(split.split_from, { id: source.id, fullid: source.fullid });
    const after = (await agent.get(`/api/admin/ticket/${source.id}`)).body.data;
    assert.deepEqual(
      after.messages.map((m: any) => m.id),
      [stays],
    );
    assert.deepEqual(after.split_into, [{ id: split.id, fullid: split.fullid }]);
    assert.equal(await countOf(ticketAttachments, source.id), 0);
    assert.ok(split.history.some((h: any) => h.action === 'split_from'));
    assert.ok(after.history.some((h: any) => h.action === 'split_into'));
    assert.ok(published.some((p) => p.event === BROADCAST_EVENTS.ticketCreated && p.data.id === split.id));
    assert.ok(published.some((p) => p.event === BROADCAST_EVENTS.ticketUpdated && p.data.id === source.id));
  });

  it('refuses splitting every message, or a message of another ticket', async () => {
    const source = await create(agent);
    const only = await reply(source.id, 'Jedyna');
    const all = await agent.post(`/api/admin/ticket/${source.id}/split`, { message_ids: [only] });
    assert.equal(all.status, 422);
    assert.deepEqual(all.body.errors.message_ids, ['Nie można wydzielić wszystkich wiadomości — zostaw co najmniej jedną w zgłoszeniu']);
    await reply(source.id, 'Druga');
    const elsewhere = await create(agent);
    const foreign = await reply(elsewhere.id, 'Cudza');
    const res = await agent.post(`/api/admin/ticket/${source.id}/split`, { message_ids: [foreign] });
    assert.equal(res.status, 422);
    assert.deepEqual(res.body.errors.message_ids, ['Wybrane wiadomości muszą należeć do tego zgłoszenia']);
    assert.equal((await agent.post(`/api/admin/ticket/${source.id}/split`, { message_ids: [] })).status, 422);
    assert.equal(await countOf(ticketMessages, elsewhere.id), 1);
  });
});
