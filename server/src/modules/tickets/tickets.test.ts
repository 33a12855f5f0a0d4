/** Issue 5 server part: lists, search, pagination, actions with history, SLA, isolation, attachments. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_TICKET_FILTERS, BROADCAST_EVENTS, CLIENT_TICKET_FILTERS } from '@helpdesk/shared/schemas';
import { companies, ticketDrafts, ticketHistory, tickets, users } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';

/** The membership rule of each staff filter, written independently of the server's filters module. */
const ADMIN_RULES: Record<string, (me: number) => string> = {
  'not-resolved': () => `deleted_at is null and status <> 'resolved'`,
  new: () => `deleted_at is null and status = 'new'`,
  'in-progress': () => `deleted_at is null and status = 'in-progress'`,
  accident: () => `deleted_at is null and status <> 'resolved' and type = 'accident'`,
  waiting: () => `deleted_at is null and status in ('waiting-for-client', 'waiting-for-third-party')`,
  monitoring: () => `deleted_at is null and status <> 'resolved' and type = 'monitoring'`,
  all: () => `deleted_at is null`,
  'not-assigned': () => `deleted_at is null and status <> 'resolved' and assignee_id is null`,
  'assigned-to-me': (me) => `deleted_at is null and status <> 'resolved' and assignee_id = ${me}`,
  'assigned-to-others': (me) => `deleted_at is null and status <> 'resolved' and assignee_id <> ${me}`,
  resolved: () => `deleted_at is null and status = 'resolved'`,
  trashed: () => `deleted_at is not null`,
};

describe('tickets (server)', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};
  const published: { channels: string[]; event: string; data: any }[] = [];

  before(async () => {
    server = await startServer({ tickets: 400 });
    for (const who of ['admin', 'agent', 'manager', 'client', 'vip']) as[who] = await login(server.base, `${who}@demo.test`);
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
  after(async () => {
    await server.close();
  });

  const count = async (where: string) => {
    const [row] = await server.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(sql.raw(where));
    return row!.n;
  };
  const historyOf = async (ticketId: number) =>
    server.database.db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, ticketId)).orderBy(ticketHistory.id);
  const create = async (who: Client, body: Record<string, unknown>) => {
    const res = await who.post('/api/admin/ticket', { company_id: ids.ACME, subject: 'Test', body: 'Treść', ...body });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data;
  };

  it('lists every staff filter with its membership rule and exact total, matching the counters', async () => {
    // A manager works for every company.
    const me = ids['manager@demo.test']!;
    const counters = (await as.manager!.get('/api/admin/ticket/counters')).body.data;
    for (const filter of ADMIN_TICKET_FILTERS) {
      const res = await as.manager!.get(`/api/admin/ticket?filter=${filter}&per_page=50`);
      assert.equal(res.status, 200, filter);
      const expected = await count(ADMIN_RULES[filter]!(me));
      assert.equal(res.body.meta.total, expected, filter);
      assert.equal(counters[filter], expected, `counter ${filter}`);
      const pageIds = res.body.data.map((t: { id: number }) => t.id);
      if (pageIds.length)
        assert.equal(await count(`id in (${pageIds.join(',')}) and ${ADMIN_RULES[filter]!(me)}`), pageIds.length, `rows of ${filter}`);
    }
    const acme = await as.manager!.get(`/api/admin/ticket?filter=all&company_id=${ids.ACME}`);
    assert.equal(acme.body.meta.total, await count(`deleted_at is null and company_id = ${ids.ACME}`));
    assert.ok(acme.body.data.every((t: { company: { tag: string } }) => t.company.tag === 'ACME'));
    const badges = (await as.manager!.get('/api/admin/ticket/menu-badges')).body.data;
    assert.equal(badges.new, counters.new);
  });

  it('limits an agent to the companies assigned to them', async () => {
    const me = ids['agent@demo.test']!;
    const mine = `company_id in (${ids.ACME}, ${ids.BUDX}, ${ids.KLIN})`;
    const counters = (await as.agent!.get('/api/admin/ticket/counters')).body.data;
    for (const filter of ['all', 'not-resolved', 'assigned-to-others', 'trashed']) {
      const expected = await count(`${ADMIN_RULES[filter]!(me)} and ${mine}`);
      assert.equal((await as.agent!.get(`/api/admin/ticket?filter=${filter}`)).body.meta.total, expected, filter);
      assert.equal(counters[filter], expected, `counter ${filter}`);
    }
    const [foreign] = await server.database.db
      .select({ id: tickets.id, version: tickets.version })
      .from(tickets)
      .where(sql.raw(`deleted_at is null and not (${mine})`))
      .limit(1);
    assert.equal((await as.agent!.get(`/api/admin/ticket/${foreign!.id}`)).status, 404);
    assert.equal(
      (await as.agent!.request('PATCH', `/api/admin/ticket/${foreign!.id}`, { version: foreign!.version, priority: 'low' })).status,
      404,
    );
    assert.equal((await as.agent!.post(`/api/admin/ticket/${foreign!.id}/reply`, { body: 'x' })).status, 404);
    assert.equal((await as.agent!.post(`/api/admin/ticket/${foreign!.id}/notes`, { body: 'x' })).status, 404);
    assert.equal((await as.agent!.delete(`/api/admin/ticket/${foreign!.id}`)).status, 404);
    assert.equal((await as.agent!.post('/api/admin/ticket', { company_id: ids.TRAN, subject: 'x', body: 'y' })).status, 403);
    assert.equal((await as.agent!.get(`/api/admin/ticket?filter=all&company_id=${ids.TRAN}`)).body.meta.total, 0);
    assert.equal((await as.manager!.get(`/api/admin/ticket/${foreign!.id}`)).status, 200);
  });

  it('paginates like Laravel and sorts', async () => {
    const total = await count(`deleted_at is null`);
    const res = await as.manager!.get('/api/admin/ticket?filter=all&per_page=7&page=2&sort=-id');
    assert.equal(res.status, 200);
    assert.deepEqual(
      { ...res.body.meta, path: undefined },
      { current_page: 2, from: 8, to: 14, last_page: Math.ceil(total / 7), per_page: 7, total, path: undefined },
    );
    assert.equal(res.body.links.prev, '/api/admin/ticket?filter=all&sort=-id&per_page=7&page=1');
    assert.match(res.body.links.next, /page=3$/);
    const idsDesc = res.body.data.map((t: { id: number }) => t.id);
    assert.deepEqual(
      idsDesc,
      [...idsDesc].sort((a, b) => b - a),
    );
    const byPriority = (await as.agent!.get('/api/admin/ticket?filter=all&sort=-priority&per_page=5')).body.data;
    assert.ok(byPriority.every((t: { priority: string }) => t.priority === 'critical'));
    // Status sorts in workflow order: new, in progress, the two waiting states, resolved last.
    const byStatus = (await as.agent!.get('/api/admin/ticket?filter=all&sort=status&per_page=100')).body.data;
    const statuses = [...new Set(byStatus.map((t: { status: string }) => t.status))];
    const workflow = ['new', 'in-progress', 'waiting-for-client', 'waiting-for-third-party', 'resolved'];
    assert.deepEqual(
      statuses,
      workflow.filter((status) => statuses.includes(status)),
    );
    assert.ok(statuses.length >= 3, `several statuses on the page: ${statuses.join(', ')}`);
    const row = byPriority[0];
    for (const key of [
      'fullid',
      'subject',
      'status',
      'status_color',
      'priority_color',
      'company',
      'requester',
      'assignee',
      'sla',
      'version',
    ])
      assert.ok(key in row, key);
    assert.equal((await as.agent!.get('/api/admin/ticket?sort=password')).status, 422);
    assert.equal((await as.agent!.get('/api/admin/ticket?filter=nope')).status, 422);
  });

  it('searches subject, messages and fullid, in Polish and English', async () => {
    const t = await create(as.agent!, { subject: 'Drukarka Xyzzyq w recepcji nie drukuje', requester_id: ids['client@demo.test'] });
    await as.agent!.post(`/api/admin/ticket/${t.id}/reply`, { body: 'Wymieniono bęben Plughfoo w urządzeniu' });
    const find = async (q: string) => (await as.agent!.get(`/api/admin/ticket?filter=all&search=${encodeURIComponent(q)}`)).body;
    assert.deepEqual(
      (await find('xyzzyq')).data.map((x: { id: number }) => x.id),
      [t.id],
    );
    assert.ok(
      (await find('plughfoo')).data.some((x: { id: number }) => x.id === t.id),
      'a word of a message',
    );
    assert.ok(
      (await find(t.fullid)).data.some((x: { id: number }) => x.id === t.id),
      'the fullid',
    );
    assert.ok(
      (await find('drukark xyzz')).data.some((x: { id: number }) => x.id === t.id),
      'Polish word prefixes',
    );
    const english = await create(as.agent!, { subject: 'Printers keep jamming at Qwobble' });
    assert.ok(
      (await find('printer jammed qwobble')).data.some((x: { id: number }) => x.id === english.id),
      'English stems',
    );
    assert.equal((await find('xyzzyq')).meta.total, 1);
    // The client sees the search within their own tickets only.
    const mine = await as.client!.get(`/api/client/ticket?filter=all&search=xyzzyq`);
    assert.equal(mine.body.meta.total, 1);
    const other = await as.client!.get(`/api/client/ticket?filter=all&search=qwobble`);
    assert.equal(other.body.meta.total, 0);
  });

  it('creates, changes, replies, notes, CC, trashes and restores, with history rows and spec §8 messages', async () => {
    const agent = as.agent!;
    const created = await agent.post('/api/admin/ticket', {
      company_id: ids.ACME,
      subject: 'Nowy laptop dla księgowej',
      body: '<p>Proszę o <b>laptop</b><script>alert(1)</script></p>',
      priority: 'high',
      type: 'order',
      category: 'computer',
      status: 'in-progress',
      requester_id: ids['client@demo.test'],
      cc: [ids['vip@demo.test']],
      assignee_id: ids['agent@demo.test'],
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.message, 'Zgłoszenie zostało utworzone');
    const t = created.body.data;
    assert.match(t.fullid, /^ACME-\d+$/);
    assert.equal(t.body, '<p>Proszę o <b>laptop</b></p>', 'sanitised');
    assert.equal(t.version, 1);
    assert.equal(t.cc[0].id, ids['vip@demo.test']);
    assert.ok(t.sla.first_response.due_at && t.sla.resolution.due_at);
    assert.ok(
      published.some(
        (p) => p.event === BROADCAST_EVENTS.ticketCreated && p.channels[0] === `private-company.${ids.ACME}` && p.data.id === t.id,
      ),
    );

    const changed = await agent.request('PATCH', `/api/admin/ticket/${t.id}`, { version: 1, priority: 'critical' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.message, 'Priorytet został zmieniony');
    assert.equal(changed.body.data.priority, 'critical');
    assert.equal(changed.body.data.version, 2);
    for (const [field, value, text] of [
      ['category', 'network', 'Kategoria została zmieniona'],
      ['type', 'accident', 'Typ został zmieniony'],
      ['assignee_id', ids['jan.kowalski@msp.test'], 'Agent został przypisany'],
      ['responsible_id', ids['manager@demo.test'], 'Osoba odpowiedzialna została zmieniona'],
      ['support_scope', 'admin', 'Zakres wsparcia został zmieniony'],
    ] as const) {
      const current = (await agent.get(`/api/admin/ticket/${t.id}`)).body.data.version;
      const res = await agent.request('PATCH', `/api/admin/ticket/${t.id}`, { version: current, [field]: value });
      assert.equal(res.status, 200, field);
      assert.equal(res.body.message, text);
    }
    // A stale save is refused with the current version, not applied.
    const stale = await agent.request('PATCH', `/api/admin/ticket/${t.id}`, { version: 1, priority: 'low' });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.data.priority, 'critical');
    assert.ok(stale.body.version > 1);
    assert.match(stale.body.message, /w międzyczasie/);
    const wrongAgent = await agent.request('PATCH', `/api/admin/ticket/${t.id}`, {
      version: stale.body.version,
      assignee_id: ids['client@demo.test'],
    });
    assert.equal(wrongAgent.status, 422);

    const replied = await agent.post(`/api/admin/ticket/${t.id}/reply`, {
      body: 'Laptop zamówiony.\nDostawa jutro.',
      status: 'waiting-for-client',
    });
    assert.equal(replied.status, 201);
    assert.equal(replied.body.message, 'Odpowiedź została dodana');
    assert.equal(replied.body.data.status, 'waiting-for-client');
    assert.equal(replied.body.data.sla.paused, true);
    assert.equal(replied.body.data.messages.at(-1).body, 'Laptop zamówiony.<br>Dostawa jutro.');

    const note = await agent.post(`/api/admin/ticket/${t.id}/notes`, { body: 'Tajna notatka: rabat 20%' });
    assert.equal(note.status, 201);
    assert.equal(note.body.message, 'Notatka została dodana');

    const cc = await agent.request('PUT', `/api/admin/ticket/${t.id}/cc`, { user_ids: [] });
    assert.equal(cc.status, 200);
    assert.equal(cc.body.message, 'Lista osób powiązanych została zaktualizowana');
    assert.deepEqual(cc.body.data.cc, []);
    assert.equal(
      (await agent.request('PUT', `/api/admin/ticket/${t.id}/cc`, { user_ids: [ids['jan.kowalski@msp.test']] })).status,
      422,
      'only the company’s people',
    );

    const trashed = await agent.delete(`/api/admin/ticket/${t.id}`);
    assert.equal(trashed.body.message, 'Zgłoszenie zostało usunięte');
    assert.ok((await agent.get('/api/admin/ticket?filter=trashed&per_page=100')).body.data.some((x: { id: number }) => x.id === t.id));
    // The client still reads it (their `trashed` list shows it) but cannot answer it.
    assert.equal((await as.client!.get(`/api/client/ticket/${t.id}`)).body.data.deleted_at !== null, true);
    assert.equal((await as.client!.post(`/api/client/ticket/${t.id}/reply`, { body: 'x' })).status, 404);
    const restored = await agent.post(`/api/admin/ticket/${t.id}/restore`);
    assert.equal(restored.body.message, 'Zgłoszenie zostało przywrócone');
    assert.equal(restored.body.data.deleted_at, null);

    const history = await historyOf(t.id);
    assert.deepEqual(
      history.map((h) => h.action),
      [
        'created',
        'updated',
        'updated',
        'updated',
        'updated',
        'updated',
        'updated',
        'replied',
        'note_added',
        'cc_updated',
        'trashed',
        'restored',
      ],
    );
    assert.ok(history.every((h) => h.userId === ids['agent@demo.test']));
    assert.deepEqual(history[1]!.changes, { priority: ['high', 'critical'] });
    const shown = (await agent.get(`/api/admin/ticket/${t.id}`)).body.data;
    assert.equal(shown.history.length, history.length);
    assert.equal(shown.notes[0].body, 'Tajna notatka: rabat 20%');

    // Notifications: the new assignee heard of the assignment, the requester of the answer, by e-mail too.
    const jan = await server.database.db.execute(
      sql`select data from notifications where user_id = ${ids['jan.kowalski@msp.test']} and data->>'ticket' = ${String(t.id)}`,
    );
    assert.ok((jan as unknown as { rows: unknown[] }).rows.length >= 1);
    const outbox = (await (await fetch(`${server.base}/dev/outbox`)).json()) as {
      data: { channel: string; to: string; subject: string }[];
    };
    assert.ok(outbox.data.some((m) => m.channel === 'mail' && m.to === 'client@demo.test' && m.subject.includes(t.fullid)));
    assert.ok(
      published.some(
        (p) => p.event === BROADCAST_EVENTS.notification && p.channels[0] === `private-App.Models.User.${ids['client@demo.test']}`,
      ),
    );
    assert.ok(published.some((p) => p.event === BROADCAST_EVENTS.ticketUpdated && p.data.id === t.id && p.data.action === 'replied'));
    assert.ok(!published.some((p) => JSON.stringify(p.data).includes('Tajna')), 'no private note on any channel');
  });

  it('keeps private notes, time and history away from clients, and other companies’ tickets away entirely', async () => {
    const t = await create(as.agent!, { requester_id: ids['client@demo.test'], subject: 'Widoczne dla klienta' });
    await as.agent!.post(`/api/admin/ticket/${t.id}/notes`, { body: 'Prywatne' });
    const seen = await as.client!.get(`/api/client/ticket/${t.id}`);
    assert.equal(seen.status, 200);
    for (const key of ['notes', 'time_reports', 'history', 'planned_works', 'time_summary']) assert.ok(!(key in seen.body.data), key);
    assert.ok(!JSON.stringify(seen.body).includes('Prywatne'));

    const [foreign] = await server.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(sql`company_id <> ${ids.ACME}`, sql`deleted_at is null`))
      .limit(1);
    assert.equal((await as.client!.get(`/api/client/ticket/${foreign!.id}`)).status, 404);
    assert.equal((await as.vip!.get(`/api/client/ticket/${foreign!.id}`)).status, 404);
    assert.equal((await as.client!.post(`/api/client/ticket/${foreign!.id}/reply`, { body: 'x' })).status, 404);
    // Staff routes refuse clients whatever the ticket.
    assert.equal((await as.client!.get(`/api/admin/ticket/${t.id}`)).status, 403);
    assert.equal((await as.client!.request('PATCH', `/api/admin/ticket/${t.id}`, { version: 1, priority: 'low' })).status, 403);
    assert.equal((await as.client!.post(`/api/admin/ticket/${t.id}/notes`, { body: 'x' })).status, 403);
    assert.equal((await as.client!.delete(`/api/admin/ticket/${t.id}`)).status, 403);
    assert.equal((await as.client!.get(`/api/admin/ticket`)).status, 403);

    // A colleague's ticket: the VIP sees it in company scope, the regular client does not.
    const colleague = await create(as.agent!, { requester_id: ids['vip@demo.test'], subject: 'Sprawa prezesa' });
    assert.equal((await as.client!.get(`/api/client/ticket/${colleague.id}`)).status, 404);
    assert.equal((await as.vip!.get(`/api/client/ticket/${colleague.id}`)).status, 200);
    assert.equal((await as.client!.get('/api/client/ticket?scope=company')).status, 403);
    const company = await as.vip!.get('/api/client/ticket?scope=company&filter=all&per_page=100');
    assert.equal(company.body.meta.total, await count(`deleted_at is null and company_id = ${ids.ACME}`));
    const counters = (await as.vip!.get('/api/client/ticket/counters?scope=company')).body.data;
    for (const filter of CLIENT_TICKET_FILTERS) {
      const list = await as.vip!.get(`/api/client/ticket?scope=company&filter=${filter}`);
      assert.equal(list.body.meta.total, counters[filter], filter);
    }
  });

  it('lets a client add a ticket and reply; a reply to a waiting ticket puts it back in progress', async () => {
    const res = await as.client!.post('/api/client/ticket', {
      subject: 'Nie działa poczta',
      body: 'Od rana brak maili',
      priority: 'normal',
      category: 'email',
    });
    assert.equal(res.status, 201);
    const t = res.body.data;
    assert.equal(t.company.tag, 'ACME');
    assert.equal(t.requester.id, ids['client@demo.test']);
    assert.equal(t.status, 'new');
    const answer = await as.agent!.post(`/api/admin/ticket/${t.id}/reply`, {
      body: 'Proszę zrestartować Outlooka',
      status: 'waiting-for-client',
    });
    assert.ok(answer.body.data.sla.first_response.done_at);
    const back = await as.client!.post(`/api/client/ticket/${t.id}/reply`, { body: 'Nadal nie działa', status: 'resolved' });
    assert.equal(back.status, 201);
    assert.equal(back.body.data.status, 'in-progress');
    // Made and answered in the app: origin `web`, no e-mail sender.
    assert.deepEqual([back.body.data.origin, back.body.data.sender], ['web', null]);
    assert.deepEqual(
      back.body.data.messages.map((m: any) => [m.origin, m.sender]),
      [
        ['web', null],
        ['web', null],
      ],
    );
    assert.equal((await as.client!.post('/api/client/ticket', { subject: '' })).status, 422);
  });

  it('computes SLA from the company table, paused while waiting', async () => {
    const db = server.database.db;
    const t = await create(as.agent!, { priority: 'high', status: 'new' });
    const [row] = await db.select().from(tickets).where(eq(tickets.id, t.id));
    assert.ok(row!.resolveDueAt! > row!.createdAt);
    // Waiting stops the clock; coming back pushes the deadline by the working time spent waiting.
    const pausedAt = new Date(Date.now() - 3 * 86_400_000);
    await db
      .update(tickets)
      .set({ status: 'waiting-for-client', slaPausedAt: pausedAt, resolveDueAt: new Date(pausedAt.getTime() + 86_400_000 * 2) })
      .where(eq(tickets.id, t.id));
    const version = (await as.agent!.get(`/api/admin/ticket/${t.id}`)).body.data.version;
    const waiting = (await as.agent!.get(`/api/admin/ticket/${t.id}`)).body.data;
    assert.equal(waiting.sla.resolution.state, 'breached', 'the deadline passed while the row was forced');
    const resumed = await as.agent!.request('PATCH', `/api/admin/ticket/${t.id}`, { version, status: 'in-progress' });
    assert.equal(resumed.status, 200);
    const after = new Date(resumed.body.data.sla.resolution.due_at);
    assert.ok(after.getTime() > Date.now(), `deadline moved into the future: ${after.toISOString()}`);
    assert.equal(resumed.body.data.sla.resolution.state, 'due');
    assert.equal(resumed.body.data.sla.paused, false);
  });

  it('adds and deletes time reports with every field, and sums charged time per day', async () => {
    const t = await create(as.agent!, {});
    const report = {
      day: '2026-11-02',
      from_hour: '09:15',
      kind: 'it',
      minutes: 20,
      description: 'Diagnoza',
      additional_works: true,
      overtime: 50,
      outside_contract: false,
      arrival: true,
      needs_accept: false,
    };
    const added = await as.agent!.post(`/api/admin/ticket/${t.id}/time-reports`, report);
    assert.equal(added.status, 201);
    assert.equal(added.body.message, 'Raport czasu został dodany');
    assert.equal(added.body.data.needs_accept, true, 'overtime waits for acceptance');
    for (const key of Object.keys(report)) assert.ok(key in added.body.data, key);
    await as.agent!.post(`/api/admin/ticket/${t.id}/time-reports`, { ...report, minutes: 25, overtime: 0 });
    const shown = (await as.agent!.get(`/api/admin/ticket/${t.id}`)).body.data;
    assert.equal(shown.time_summary.total_minutes, 45);
    assert.equal(shown.time_summary.charged_minutes, 60);
    assert.equal(shown.time_summary.weighted, 20 * 1.5 + 25);
    assert.equal((await as.manager!.post(`/api/admin/ticket/${t.id}/time-reports`, { ...report, overtime: 75 })).status, 422);
    // Another agent may not delete it; a manager may.
    const other = await login(server.base, 'jan.kowalski@msp.test');
    assert.equal((await other.delete(`/api/admin/ticket/${t.id}/time-reports/${added.body.data.id}`)).status, 403);
    const deleted = await as.manager!.delete(`/api/admin/ticket/${t.id}/time-reports/${added.body.data.id}`);
    assert.equal(deleted.status, 200);
    assert.equal(deleted.body.message, 'Raport czasu został usunięty');
    const actions = (await historyOf(t.id)).map((h) => h.action);
    assert.deepEqual(actions.slice(-3), ['time_report_added', 'time_report_added', 'time_report_deleted']);
  });

  it('creates, updates and deletes drafts, and a ticket made from a draft removes it', async () => {
    const created = await as.agent!.post('/api/admin/ticket-drafts', {
      company_id: ids.ACME,
      subject: 'Szkic zgłoszenia',
      payload: { priority: 'high' },
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.message, 'Szkic został utworzony');
    const id = created.body.data.id;
    const updated = await as.agent!.request('PUT', `/api/admin/ticket-drafts/${id}`, {
      company_id: ids.ACME,
      subject: 'Szkic poprawiony',
      payload: { priority: 'low' },
    });
    assert.equal(updated.body.message, 'Szkic został zaktualizowany');
    assert.equal((await as.agent!.get(`/api/admin/ticket-drafts/${id}`)).body.data.payload.priority, 'low');
    assert.equal((await as.admin!.get(`/api/admin/ticket-drafts/${id}`)).status, 404, 'drafts are private');
    await create(as.agent!, { subject: 'Szkic poprawiony', draft_id: id });
    assert.equal((await server.database.db.select().from(ticketDrafts).where(eq(ticketDrafts.id, id))).length, 0);
  });

  it('stores attachments within limits and serves them only as downloads', async () => {
    const t = await create(as.agent!, { requester_id: ids['client@demo.test'] });
    const upload = async (who: Client, prefix: string, name: string, content: Buffer | string, type = 'application/octet-stream') => {
      const form = new FormData();
      form.append('file', new Blob([content], { type }), name);
      const h: Record<string, string> = {
        'x-xsrf-token': decodeURIComponent(who.cookies.get('XSRF-TOKEN')!),
        cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        accept: 'application/json',
      };
      const res = await fetch(`${server.base}/api/${prefix}/ticket/${t.id}/attachments`, { method: 'POST', body: form, headers: h });
      return { status: res.status, body: (await res.json()) as any };
    };
    const ok = await upload(as.agent!, 'admin', 'raport.pdf', '%PDF-1.4 test');
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.equal(ok.body.message, 'Załącznik został dodany');
    assert.equal((await upload(as.agent!, 'admin', 'evil.html', '<script>alert(1)</script>', 'text/html')).status, 422);
    assert.equal((await upload(as.agent!, 'admin', 'big.zip', Buffer.alloc(10 * 1024 * 1024 + 1))).status, 422);
    const download = await fetch(`${server.base}${ok.body.data.url.replace('/admin/', '/client/')}`, {
      headers: { cookie: [...as.client!.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    assert.equal(download.status, 200);
    assert.equal(download.headers.get('content-type'), 'application/pdf');
    assert.match(download.headers.get('content-disposition')!, /^attachment; filename=raport\.pdf$/);
    assert.equal(download.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(await download.text(), '%PDF-1.4 test');
    const [foreign] = await server.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(sql`company_id <> ${ids.ACME}`)
      .limit(1);
    const cross = await fetch(`${server.base}/api/client/ticket/${foreign!.id}/attachments/${ok.body.data.id}`, {
      headers: { cookie: [...as.client!.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    assert.equal(cross.status, 404);
  });

  it('keeps the counters, badges and list totals exact after all these changes', async () => {
    const me = ids['manager@demo.test']!;
    // A bulk change in one statement too (the summary moves by whole statements).
    await server.database.db.execute(
      sql`update tickets set status = 'resolved' where id in (select id from tickets where status = 'new' order by id limit 5)`,
    );
    for (const companyId of [undefined, ids.ACME]) {
      const scope = companyId ? ` and company_id = ${companyId}` : '';
      const counters = (await as.manager!.get(`/api/admin/ticket/counters${companyId ? `?company_id=${companyId}` : ''}`)).body.data;
      for (const filter of ADMIN_TICKET_FILTERS) {
        const expected = await count(ADMIN_RULES[filter]!(me) + scope);
        assert.equal(counters[filter], expected, `counter ${filter} ${companyId ?? ''}`);
        const list = await as.manager!.get(`/api/admin/ticket?filter=${filter}${companyId ? `&company_id=${companyId}` : ''}`);
        assert.equal(list.body.meta.total, expected, `list ${filter}`);
      }
    }
  });

  it('authorises the ticket presence channel for agents only', async () => {
    const socket = '123.456';
    const form = (channel: string) => new URLSearchParams({ socket_id: socket, channel_name: channel }).toString();
    const [acmeTicket] = await server.database.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.companyId, ids.ACME!)).limit(1);
    const agentAuth = await as.agent!.post('/broadcasting/auth', form(`presence-ticket.${acmeTicket!.id}`), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    assert.equal(agentAuth.status, 200);
    assert.equal(JSON.parse(agentAuth.body.channel_data).user_id, ids['agent@demo.test']);
    const clientAuth = await as.client!.post('/broadcasting/auth', form('presence-ticket.1'), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    assert.equal(clientAuth.status, 403);
    const [foreign] = await server.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(sql.raw(`company_id not in (${ids.ACME}, ${ids.BUDX}, ${ids.KLIN})`))
      .limit(1);
    const notAssigned = await as.agent!.post('/broadcasting/auth', form(`presence-ticket.${foreign!.id}`), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    assert.equal(notAssigned.status, 403, 'an agent not assigned to the ticket’s company');
    assert.equal(
      (
        await as.manager!.post('/broadcasting/auth', form(`presence-ticket.${foreign!.id}`), {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
      200,
    );
    // The company channel follows the same rule.
    const auth = (who: Client, channel: string) =>
      who.post('/broadcasting/auth', form(channel), { 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal((await auth(as.agent!, `private-company.${ids.TRAN}`)).status, 403);
    assert.equal((await auth(as.agent!, `private-company.${ids.ACME}`)).status, 200);
    assert.equal((await auth(as.manager!, `private-company.${ids.TRAN}`)).status, 200);
  });

  it('searches the whole ticket: a word of a later message, of the subject, the fullid, and follows edits', async () => {
    const find = async (who: Client, q: string, filter = 'all') =>
      (await who.get(`/api/admin/ticket?filter=${filter}&search=${encodeURIComponent(q)}`)).body as {
        data: { id: number }[];
        meta: { total: number };
      };
    const only = async (q: string, id: number, filter?: string) => {
      const found = await find(as.manager!, q, filter);
      assert.deepEqual([found.meta.total, found.data.map((x) => x.id)], [1, [id]], q);
    };
    const t = await create(as.agent!, { subject: 'Router Zorblat w magazynie', requester_id: ids['client@demo.test'] });
    await as.agent!.post(`/api/admin/ticket/${t.id}/reply`, { body: 'Sprawdzamy połączenie' });
    await as.client!.post(`/api/client/ticket/${t.id}/reply`, { body: '<p>Nadal nie działa, lampka Quixlamp miga</p>' });
    await as.agent!.post(`/api/admin/ticket/${t.id}/notes`, { body: 'Notatka Privword' });
    await only('zorblat', t.id);
    await only('quixlamp', t.id);
    await only(t.fullid, t.id);
    await only('zorbl quixl', t.id); // words spread over the subject and a message
    assert.equal((await find(as.manager!, 'privword')).meta.total, 0, 'private notes are not searched');
    // The filter, company isolation and role rules still decide membership.
    await only('quixlamp', t.id, 'not-resolved');
    assert.equal((await find(as.manager!, 'quixlamp', 'resolved')).meta.total, 0);
    const foreign = await create(as.manager!, { company_id: ids.TRAN, subject: 'Serwer Vorpalix' });
    await only('vorpalix', foreign.id);
    assert.equal((await find(as.agent!, 'vorpalix')).meta.total, 0, 'another company’s ticket');
    // The document follows a changed subject and a new message.
    const changed = await as.agent!.patch(`/api/admin/ticket/${t.id}`, {
      version: (await as.agent!.get(`/api/admin/ticket/${t.id}`)).body.data.version,
      subject: 'Switch Blorptek w magazynie',
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    await only('blorptek', t.id);
    assert.equal((await find(as.manager!, 'zorblat')).meta.total, 0, 'the old subject no longer matches');
    await only('quixlamp', t.id);
    await as.agent!.post(`/api/admin/ticket/${t.id}/reply`, { body: 'Wymieniono zasilacz Snargle' });
    await only('snargle', t.id);
    // Every ticket's stored document equals one rebuilt from scratch (seeded bulk messages included).
    const stale = await server.database.db.execute(
      sql`select count(*)::int as n from tickets where search <> ticket_search_of(id, fullid, subject, body)`,
    );
    assert.equal(Number((stale as unknown as { rows: { n: number }[] }).rows[0]!.n), 0);
  });

  it('searches the ticket’s description (its body is not a message) in both areas, and follows a changed description', async () => {
    const find = async (who: Client, area: 'admin' | 'client', q: string) =>
      (await who.get(`/api/${area}/ticket?filter=all&search=${encodeURIComponent(q)}`)).body as {
        data: { id: number }[];
        meta: { total: number };
      };
    const t = await create(as.agent!, {
      subject: 'Komputer w księgowości',
      body: '<p>Po aktualizacji <b>Frobnitzer</b> nie startuje</p>',
      requester_id: ids['client@demo.test'],
    });
    const [stored] = await server.database.db.select({ body: tickets.body }).from(tickets).where(eq(tickets.id, t.id));
    assert.match(stored!.body, /Frobnitzer/);
    assert.equal((t.messages as unknown[]).length, 0, 'the description is not stored as a first message');
    for (const [who, area] of [
      [as.manager!, 'admin'],
      [as.client!, 'client'],
    ] as const) {
      const found = await find(who, area, 'frobnitzer');
      assert.deepEqual([found.meta.total, found.data.map((x) => x.id)], [1, [t.id]], area);
    }
    assert.equal((await find(as.manager!, 'admin', 'frobnitz komputer')).meta.total, 1, 'words over the subject and the description');
    // The API has no description edit; the database keeps the document current when the column changes anyway.
    await server.database.db.update(tickets).set({ body: '<p>Po aktualizacji Wombleplex nie startuje</p>' }).where(eq(tickets.id, t.id));
    assert.equal((await find(as.manager!, 'admin', 'frobnitzer')).meta.total, 0, 'the old description no longer matches');
    assert.deepEqual(
      (await find(as.manager!, 'admin', 'wombleplex')).data.map((x) => x.id),
      [t.id],
    );
    // Private notes stay out of the document.
    await as.agent!.post(`/api/admin/ticket/${t.id}/notes`, { body: 'Notatka Glimmerwisp' });
    assert.equal((await find(as.manager!, 'admin', 'glimmerwisp')).meta.total, 0, 'private notes are not searched');
  });
});
