/** Time-report acceptance (admin only), the reject reason, resubmission, the counter and the period lock. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { BROADCAST_EVENTS } from '@helpdesk/shared/schemas';
import { companies, notifications, tickets, timeReports, users } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { isLocked, lockPeriod } from '../period-locks';

describe('time-report acceptance and the period lock', () => {
  let server: TestServer;
  let admin: Client;
  let manager: Client;
  let agent: Client;
  let agentId: number;
  let acme: number;
  let ticketId: number;
  const report = { day: '2014-05-06', from_hour: '18:00', kind: 'it', minutes: 90, description: 'Serwer po godzinach', overtime: 50 };
  const counter = async () => (await admin.get('/api/admin/time/unread-counter')).body.data.count as number;
  const put = (c: Client, url: string, body: unknown) => c.request('PUT', url, body);

  before(async () => {
    server = await startServer({ tickets: 20 });
    const db = server.database.db;
    [admin, manager, agent] = (await Promise.all(
      ['admin@demo.test', 'manager@demo.test', 'agent@demo.test'].map((e) => login(server.base, e)),
    )) as [Client, Client, Client];
    [{ id: agentId }] = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'))) as [{ id: number }];
    [{ id: acme }] = (await db.select({ id: companies.id }).from(companies).where(eq(companies.tag, 'ACME'))) as [{ id: number }];
    [{ id: ticketId }] = (await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.companyId, acme)).limit(1)) as [
      { id: number },
    ];
  });
  after(() => server.close());

  const add = async (body: Record<string, unknown> = {}) => {
    const res = await agent.post(`/api/admin/ticket/${ticketId}/time-reports`, { ...report, ...body });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data.id as number;
  };

  it('lets only the admin list and decide (403 for manager and agent)', async () => {
    const id = await add();
    for (const who of [manager, agent]) {
      assert.equal((await who.get('/api/admin/time-accept')).status, 403);
      assert.equal((await who.post('/api/admin/time-accept/accept', { ids: [id] })).status, 403);
      assert.equal((await who.post('/api/admin/time-accept/reject', { ids: [id], reason: 'Nie' })).status, 403);
      assert.equal((await who.get('/api/admin/time/unread-counter')).status, 403);
    }
    const list = await admin.get(
      `/api/admin/time-accept?agent_id=${agentId}&company_id=${acme}&from=2014-05-01&to=2014-05-31&reason=overtime`,
    );
    assert.equal(list.status, 200);
    const item = list.body.data.find((r: { id: number }) => r.id === id);
    assert.deepEqual(item.reasons, ['overtime']);
    assert.equal(item.company.tag, 'ACME');
    assert.equal(item.previous, null);
    assert.equal((await admin.get('/api/admin/time-accept?reason=arrival&from=2014-05-01&to=2014-05-31')).body.data.length, 0);
  });

  it('needs a reason to reject, in the user’s language', async () => {
    const id = await add();
    const pl = await admin.post('/api/admin/time-accept/reject', { ids: [id] });
    assert.equal(pl.status, 422);
    assert.deepEqual(pl.body.errors.reason, ['Musisz podać powód odrzucenia.']);
    assert.equal((await admin.post('/api/admin/time-accept/reject', { ids: [id], reason: '   ' })).status, 422);
    await admin.post('/api/profile/set-lang', { lang: 'en' });
    const en = await admin.post('/api/admin/time-accept/reject', { ids: [id], reason: '' });
    assert.deepEqual(en.body.errors.reason, ['You must give a reason for the rejection.']);
    await admin.post('/api/profile/set-lang', { lang: 'pl' });
  });

  it('rejects many at once, notifies the agent, takes resubmission with the previous values, accepts it; the counter follows', async () => {
    const first = await add();
    const second = await add({ outside_contract: true, overtime: 0 });
    const before = await counter();
    const rejected = await admin.post('/api/admin/time-accept/reject', { ids: [first, second], reason: 'Za długo' });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal(rejected.body.message, 'Raport czasu został odrzucony');
    assert.equal(await counter(), before - 2);
    // Deciding again is refused: they no longer wait.
    assert.equal((await admin.post('/api/admin/time-accept/accept', { ids: [first] })).status, 422);

    const notes = await server.database.db.select().from(notifications).where(eq(notifications.userId, agentId));
    assert.ok(notes.some((n) => String((n.data as { message: string }).message).includes('Za długo')));
    const bell = await agent.get('/api/profile/get-notifications');
    assert.ok(bell.body.data.some((n: { data: { message: string } }) => n.data.message.includes('odrzucony: Za długo')));

    // Another agent may not correct it; its author does, and it returns to the queue with what it was.
    const other = await login(server.base, 'jan.kowalski@msp.test');
    assert.equal((await put(other, `/api/admin/ticket/${ticketId}/time-reports/${first}`, { ...report, minutes: 60 })).status, 403);
    const fixed = await put(agent, `/api/admin/ticket/${ticketId}/time-reports/${first}`, { ...report, minutes: 60 });
    assert.equal(fixed.status, 200, JSON.stringify(fixed.body));
    assert.equal(fixed.body.data.rejected_at, null);
    assert.equal(await counter(), before - 1);
    const queue = (await admin.get('/api/admin/time-accept')).body.data;
    const item = queue.find((r: { id: number }) => r.id === first);
    assert.equal(item.minutes, 60);
    assert.equal(item.previous.minutes, 90);
    assert.equal(item.previous.reject_reason, 'Za długo');
    assert.ok(item.resubmitted_at);
    assert.ok(!queue.some((r: { id: number }) => r.id === second), 'the uncorrected one waits for the agent');
    assert.ok((await admin.get('/api/admin/time-accept?status=rejected')).body.data.some((r: { id: number }) => r.id === second));

    const accepted = await admin.post('/api/admin/time-accept/accept', { ids: [first] });
    assert.equal(accepted.status, 200);
    assert.equal(accepted.body.message, 'Raport czasu został zaakceptowany');
    assert.equal(await counter(), before - 2);
    // An accepted report is the agent's no more.
    assert.equal((await put(agent, `/api/admin/ticket/${ticketId}/time-reports/${first}`, report)).status, 403);
  });

  it('the agent’s own add, correction of a rejected report and delete update the ticket for others, never as an echo to the agent’s socket', async () => {
    const socket = '4711.815';
    const sent: { event: string; data: { id: number; action: string }; except: string | undefined }[] = [];
    const broadcaster = server.app.ctx.broadcaster;
    const publish = broadcaster.publish.bind(broadcaster);
    broadcaster.publish = async (channels, event, data, except) => {
      sent.push({ event, data: data as { id: number; action: string }, except });
      return publish(channels, event, data, except);
    };
    try {
      const own = { 'x-socket-id': socket };
      const created = await agent.post(`/api/admin/ticket/${ticketId}/time-reports`, report, own);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.data.id as number;
      assert.equal((await admin.post('/api/admin/time-accept/reject', { ids: [id], reason: 'Za długo' })).status, 200);
      const fixed = await agent.request('PUT', `/api/admin/ticket/${ticketId}/time-reports/${id}`, { ...report, minutes: 45 }, own);
      assert.equal(fixed.status, 200, JSON.stringify(fixed.body));
      assert.equal((await agent.delete(`/api/admin/ticket/${ticketId}/time-reports/${id}`, own)).status, 200);
      const updates = sent.filter((e) => e.event === BROADCAST_EVENTS.ticketUpdated && e.data.id === ticketId);
      assert.deepEqual(
        updates.map((e) => [e.data.action, e.except]),
        [
          ['time_report_added', socket],
          ['time_report_updated', socket],
          ['time_report_deleted', socket],
        ],
      );
    } finally {
      broadcaster.publish = publish;
    }
  });

  it('refuses to add, change, delete or decide time reports of a locked month', async () => {
    const open = await add({ day: '2014-06-03' });
    const decided = await add({ day: '2014-06-04' });
    const db = server.database.db;
    await lockPeriod(db, acme, '2014-06');
    assert.equal(await isLocked(db, acme, '2014-06-30'), true);
    assert.equal(await isLocked(db, acme, '2014-07-01'), false);

    const created = await agent.post(`/api/admin/ticket/${ticketId}/time-reports`, { ...report, day: '2014-06-10' });
    assert.equal(created.status, 422);
    assert.match(created.body.errors.day[0], /Okres 2014-06 jest zamknięty/);
    assert.equal(
      (await put(agent, `/api/admin/ticket/${ticketId}/time-reports/${open}`, { ...report, day: '2014-06-03', minutes: 10 })).status,
      422,
    );
    // Moving a report out of a locked month changes that month too.
    assert.equal((await put(agent, `/api/admin/ticket/${ticketId}/time-reports/${open}`, { ...report, day: '2014-07-01' })).status, 422);
    const moveIn = await add({ day: '2014-07-02' });
    assert.equal((await put(agent, `/api/admin/ticket/${ticketId}/time-reports/${moveIn}`, { ...report, day: '2014-06-05' })).status, 422);
    await agent.post('/api/profile/set-lang', { lang: 'en' });
    const deleted = await agent.delete(`/api/admin/ticket/${ticketId}/time-reports/${open}`);
    assert.equal(deleted.status, 422);
    assert.match(deleted.body.errors.day[0], /The period 2014-06 is locked/);
    await agent.post('/api/profile/set-lang', { lang: 'pl' });
    assert.equal((await manager.delete(`/api/admin/ticket/${ticketId}/time-reports/${open}`)).status, 422);
    assert.equal((await admin.post('/api/admin/time-accept/accept', { ids: [decided] })).status, 422);
    assert.equal((await admin.post('/api/admin/time-accept/reject', { ids: [decided, moveIn], reason: 'x' })).status, 422);
    const item = (await admin.get('/api/admin/time-accept?from=2014-06-01&to=2014-06-30')).body.data.find(
      (r: { id: number }) => r.id === decided,
    );
    assert.equal(item.locked, true);
    // The next month stays open.
    assert.equal((await admin.post('/api/admin/time-accept/accept', { ids: [moveIn] })).status, 200);
  });

  it('pages the queue like every other list: page / per_page with the total, beyond the 500 it once stopped at', async () => {
    const db = server.database.db;
    const rows = Array.from({ length: 530 }, (_, i) => ({
      ticketId,
      agentId,
      day: `2022-03-${String((i % 28) + 1).padStart(2, '0')}`,
      fromHour: '19:00',
      kind: 'it',
      minutes: 30,
      overtime: 50,
      needsAccept: true,
    }));
    await db.insert(timeReports).values(rows);
    const url = (q: string) => `/api/admin/time-accept?from=2022-03-01&to=2022-03-31&${q}`;
    const first = await admin.get(url('per_page=100'));
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.data.length, 100);
    assert.deepEqual([first.body.meta.total, first.body.meta.last_page, first.body.meta.current_page], [530, 6, 1]);
    assert.equal(first.body.data[0].day, '2022-03-01', 'waiting reports oldest day first');
    assert.match(first.body.links.next, /page=2/);
    assert.match(first.body.links.next, /from=2022-03-01/, 'the links keep the filters');
    const last = await admin.get(url('per_page=100&page=6'));
    assert.equal(last.body.data.length, 30);
    assert.equal(last.body.data.at(-1).day, '2022-03-28');
    const seen = new Set<number>();
    for (let page = 1; page <= 6; page++) for (const r of (await admin.get(url(`per_page=100&page=${page}`))).body.data) seen.add(r.id);
    assert.equal(seen.size, 530, 'the pages cover every waiting report once');
    assert.equal((await admin.get(url(''))).body.data.length, 20, 'the default page');
    assert.equal((await admin.get(url('reason=arrival'))).body.meta.total, 0);
    assert.equal((await admin.get(url('page=0'))).status, 422);
  });
});
