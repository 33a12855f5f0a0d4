/** Mentions in internal notes (issue #33 item 9): the people a note names hear of it as they chose; nobody else does. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import { mentionedUserIds } from '@helpdesk/shared/schemas';
import {
  companies,
  companyAgents,
  notificationPreferences,
  pushSubscriptions,
  ticketNotes,
  tickets,
  users,
} from '../../platform/db/schema';
import type { StoredMail } from '../../platform/outbound/outbox';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { notificationProbes } from '../../test/notification-probes';

describe('mentionedUserIds', () => {
  it('reads each mentioned id once, in order, and only whole numbers on a span', () => {
    assert.deepEqual(
      mentionedUserIds('<span data-mention="7">@A</span> <span data-mention="3">@B</span> <span data-mention="7">@A</span>'),
      [7, 3],
    );
    assert.deepEqual(mentionedUserIds('<a data-mention="7">x</a> <span data-mention="x1">@C</span> data-mention="9"'), []);
  });
});

describe('mentions in notes', () => {
  let server: TestServer;
  let manager: Client;
  let client: Client;
  const ids: Record<string, number> = {};
  let companyId = 0;
  const db = () => server.database.db;
  const mention = (email: string, name: string) => `<span data-mention="${ids[email]}">@${name}</span>`;

  const { bells, outboxOf, lastOutboxId } = notificationProbes(db);

  const newTicket = async () => {
    const created = await manager.post('/api/admin/ticket', {
      company_id: companyId,
      subject: 'Serwer plików',
      body: 'Dysk się zapełnia.',
      priority: 'normal',
      assignee_id: ids['agent@demo.test'],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return created.body.data as { id: number; fullid: string };
  };

  before(async () => {
    server = await startServer({ tickets: 5 });
    manager = await login(server.base, 'manager@demo.test');
    client = await login(server.base, 'client@demo.test');
    for (const u of await db().select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    companyId = (await db().select({ id: companies.id }).from(companies).where(eq(companies.tag, 'ACME')))[0]!.id;
    for (const email of ['agent@demo.test', 'jan.kowalski@msp.test'])
      await db()
        .insert(pushSubscriptions)
        .values({ userId: ids[email]!, endpoint: `https://push.example.test/${email}`, p256dh: 'key', auth: 'secret' });
    // Both would take a note by e-mail and push: only a mention may use that.
    for (const email of ['agent@demo.test', 'jan.kowalski@msp.test'])
      await db().insert(notificationPreferences).values({ userId: ids[email]!, event: 'note_mention', mail: true, push: true });
  });
  after(() => server.close());

  it('tells the mentioned colleague by bell, push and e-mail as chosen; the assignee not mentioned by bell only', async () => {
    const t = await newTicket();
    const mark = await lastOutboxId();
    const res = await manager.post(`/api/admin/ticket/${t.id}/notes`, {
      body: `<p>${mention('jan.kowalski@msp.test', 'Jan Kowalski')} sprawdzisz kopie?</p>`,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const [stored] = await db().select().from(ticketNotes).where(eq(ticketNotes.ticketId, t.id));
    assert.equal(stored!.body, `<p>${mention('jan.kowalski@msp.test', 'Jan Kowalski')} sprawdzisz kopie?</p>`);

    const jan = ids['jan.kowalski@msp.test']!;
    const [bell] = await bells(jan, t.id);
    assert.equal((bell!.data as { message: string }).message, 'Marta Menedżer wspomniał(a) o Tobie w notatce');
    const janOut = await outboxOf(jan, mark);
    assert.deepEqual(janOut.map((r) => r.channel).sort(), ['mail', 'push']);
    const mail = janOut.find((r) => r.channel === 'mail')!.payload as StoredMail;
    assert.equal(mail.subject, `[${t.fullid}] Serwer plików`);
    assert.match(mail.text, new RegExp(`Marta Menedżer wspomniał\\(a\\) o Tobie w notatce w zgłoszeniu ${t.fullid}`));
    assert.match(mail.text, /sprawdzisz kopie\?/);

    const agent = ids['agent@demo.test']!;
    const agentBells = await bells(agent, t.id);
    assert.deepEqual(
      agentBells.filter((n) => (n.data as { message: string }).message === 'Notatka została dodana').length,
      1,
      'the assignee still hears of a new note',
    );
    assert.deepEqual(await outboxOf(agent, mark), [], 'but gets no push or e-mail for a note that does not mention them');
  });

  it('a mentioned assignee gets their note_mention channels', async () => {
    const t = await newTicket();
    const mark = await lastOutboxId();
    await manager.post(`/api/admin/ticket/${t.id}/notes`, { body: `${mention('agent@demo.test', 'Artur Agent')} pilne` });
    assert.deepEqual((await outboxOf(ids['agent@demo.test']!, mark)).map((r) => r.channel).sort(), ['mail', 'push']);
    assert.equal((await bells(ids['agent@demo.test']!, t.id)).filter((n) => /wspomniał/.test(String(n.data.message))).length, 1);
  });

  it('ignores mentions of a client, an unknown id and the author; a client never sees a note', async () => {
    const t = await newTicket();
    const clientId = ids['client@demo.test']!;
    const mark = await lastOutboxId();
    const res = await manager.post(`/api/admin/ticket/${t.id}/notes`, {
      body: `${mention('client@demo.test', 'Klient')} <span data-mention="999999">@Nikt</span> ${mention('manager@demo.test', 'Ja')}`,
    });
    assert.equal(res.status, 201);
    assert.equal((await bells(clientId, t.id)).length, 0);
    assert.deepEqual(await outboxOf(clientId, mark), []);
    assert.equal((await bells(ids['manager@demo.test']!, t.id)).length, 0, 'the author is not told of their own note');
    // Notes are staff only: the client cannot read them nor write one.
    const seen = await client.get(`/api/client/ticket/${t.id}`);
    assert.ok(!('notes' in (seen.body.data ?? {})));
    assert.equal((await client.post(`/api/admin/ticket/${t.id}/notes`, { body: 'x' })).status, 403);
  });

  it('ignores a colleague who may not open the ticket’s company (their bell would lead nowhere)', async () => {
    const t = await newTicket();
    const [ticket] = await db().select({ companyId: tickets.companyId }).from(tickets).where(eq(tickets.id, t.id));
    const inCompany = new Set(
      (await db().select({ id: companyAgents.agentId }).from(companyAgents).where(eq(companyAgents.companyId, ticket!.companyId))).map(
        (r) => r.id,
      ),
    );
    const [outsider] = await db()
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.kind, 'agent'), eq(users.role, 'agent'), isNull(users.deletedAt)))
      .then((rows) => rows.filter((u) => !inCompany.has(u.id)));
    assert.ok(outsider, 'the seed has an agent outside the ticket’s company');
    const mark = await lastOutboxId();
    const res = await manager.post(`/api/admin/ticket/${t.id}/notes`, { body: `<span data-mention="${outsider.id}">@Ktoś</span> zerknij` });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal((await bells(outsider.id, t.id)).length, 0);
    assert.deepEqual(await outboxOf(outsider.id, mark), []);
  });

  it('keeps a mention only in notes: a reply drops the attribute and tells nobody extra', async () => {
    const t = await newTicket();
    const res = await manager.post(`/api/admin/ticket/${t.id}/reply`, { body: `<p>${mention('jan.kowalski@msp.test', 'Jan')} ok</p>` });
    assert.ok(res.status < 300, JSON.stringify(res.body));
    assert.equal(res.body.data.messages.at(-1).body, '<p><span>@Jan</span> ok</p>');
    assert.equal((await bells(ids['jan.kowalski@msp.test']!, t.id)).length, 0);
  });
});
