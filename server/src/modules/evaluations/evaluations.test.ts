/**
 * Issue 7 item 2 and the client rules: closing as resolved, rating from the ticket page and from the signed public
 * link (single use, unforgeable, expiring), own vs company visibility, and no private data in client answers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { evaluations, tickets, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';
import { signEvaluationToken, verifyEvaluationToken } from './token';

describe('evaluations and the client ticket rules', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 30 });
    for (const who of ['client', 'vip', 'agent']) as[who] = await login(server.base, `${who}@demo.test`);
    for (const u of await server.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
  });
  after(async () => {
    await server.close();
  });

  const outbox = async () =>
    (
      (await (await fetch(`${server.base}/dev/outbox`)).json()) as {
        data: { channel: string; to: string; subject: string | null; body: string }[];
      }
    ).data;
  const newTicket = async (who: Client, subject: string) => {
    const res = await who.post('/api/client/ticket', { subject, body: 'Opis problemu' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as { id: number; version: number; fullid: string };
  };
  const linkFor = async (fullid: string) => {
    const mail = (await outbox()).find(
      (m) => m.channel === 'mail' && m.subject?.startsWith(`[${fullid}]`) && m.body.includes('/evaluation?token='),
    );
    assert.ok(mail, `rating e-mail for ${fullid}`);
    return decodeURIComponent(/\/evaluation\?token=(\S+)/.exec(mail.body)![1]!);
  };
  const anonymous = async () => {
    const c = new Client(server.base);
    await c.get('/sanctum/csrf-cookie');
    return c;
  };

  it('lets a client close their ticket as resolved and e-mails the requester a signed rating link', async () => {
    const t = await newTicket(as.client!, 'Drukarka nie drukuje');
    const res = await as.client!.post(`/api/client/ticket/${t.id}/close`, { version: t.version });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.status, 'resolved');
    assert.ok(res.body.data.resolved_at);
    assert.equal(res.body.message, 'Zgłoszenie zostało zamknięte jako rozwiązane');
    const token = await linkFor(t.fullid);
    assert.equal(verifyEvaluationToken(server.config.appKey, token).ok, true);
    // Closing again changes nothing and sends nothing.
    const before = (await outbox()).length;
    assert.equal((await as.client!.post(`/api/client/ticket/${t.id}/close`, {})).status, 200);
    assert.equal((await outbox()).length, before);
  });

  it('e-mails the rating link when an agent resolves the ticket, by a change or with a reply', async () => {
    const byChange = await newTicket(as.client!, 'Monitor migocze');
    const changed = await as.agent!.patch(`/api/admin/ticket/${byChange.id}`, { version: byChange.version, status: 'resolved' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.ok(verifyEvaluationToken(server.config.appKey, await linkFor(byChange.fullid)).ok);

    const byReply = await newTicket(as.client!, 'Skaner nie skanuje');
    const replied = await as.agent!.post(`/api/admin/ticket/${byReply.id}/reply`, {
      body: 'Naprawione',
      status: 'resolved',
      version: byReply.version,
    });
    assert.equal(replied.status, 201, JSON.stringify(replied.body));
    assert.ok(verifyEvaluationToken(server.config.appKey, await linkFor(byReply.fullid)).ok);

    // Changing something else on a resolved ticket sends nothing more.
    const before = (await outbox()).filter((m) => m.body.includes('/evaluation?token=')).length;
    await as.agent!.patch(`/api/admin/ticket/${byReply.id}`, { version: replied.body.data.version, priority: 'high' });
    assert.equal((await outbox()).filter((m) => m.body.includes('/evaluation?token=')).length, before);
  });

  it('rates through the public link once, without login, with a reason for a low rating', async () => {
    const t = await newTicket(as.client!, 'Brak internetu');
    await as.client!.post(`/api/client/ticket/${t.id}/close`, {});
    const token = await linkFor(t.fullid);
    const visitor = await anonymous();

    const shown = await visitor.get(`/api/evaluation?token=${encodeURIComponent(token)}`);
    assert.equal(shown.status, 200, JSON.stringify(shown.body));
    assert.equal(shown.body.data.ticket.fullid, t.fullid);
    assert.equal(shown.body.data.can_rate, true);
    assert.equal(shown.body.data.evaluation, null);

    const noReason = await visitor.post('/api/evaluation', { token, rating: 2 });
    assert.equal(noReason.status, 422);
    assert.deepEqual(Object.keys(noReason.body.errors), ['reason']);

    const rated = await visitor.post('/api/evaluation', {
      token,
      rating: 2,
      reason: 'too-long-resolving-time',
      comment: 'Trwało to tydzień',
    });
    assert.equal(rated.status, 201, JSON.stringify(rated.body));
    assert.equal(rated.body.data.rating, 2);
    assert.equal(rated.body.data.reason, 'too-long-resolving-time');
    const [row] = await server.database.db.select().from(evaluations).where(eq(evaluations.ticketId, t.id));
    assert.equal(row!.userId, ids['client@demo.test']);
    assert.equal(row!.comment, 'Trwało to tydzień');

    // Used: the same link (or any other for this ticket) cannot rate again.
    const again = await (await anonymous()).post('/api/evaluation', { token, rating: 5 });
    assert.equal(again.status, 409);
    assert.equal(typeof again.body.message, 'string');
    assert.equal((await visitor.get(`/api/evaluation?token=${encodeURIComponent(token)}`)).body.data.can_rate, false);
    assert.equal((await as.client!.post(`/api/client/ticket/${t.id}/evaluation`, { rating: 5 })).status, 409);
  });

  it('refuses forged, altered and expired links', async () => {
    const t = await newTicket(as.client!, 'Wolny komputer');
    await as.client!.post(`/api/client/ticket/${t.id}/close`, {});
    const token = await linkFor(t.fullid);
    const [ticketId, userId, expires, signature] = token.split('.');
    const visitor = await anonymous();
    const forged = [
      `${Number(ticketId) - 1}.${userId}.${expires}.${signature}`,
      `${ticketId}.${ids['vip@demo.test']}.${expires}.${signature}`,
      `${ticketId}.${userId}.${Number(expires) + 3600}.${signature}`,
      `${ticketId}.${userId}.${expires}.${'A'.repeat(43)}`,
      signEvaluationToken('some-other-key', t.id, ids['client@demo.test']!),
      'garbage',
    ];
    for (const bad of forged) {
      assert.equal((await visitor.get(`/api/evaluation?token=${encodeURIComponent(bad)}`)).status, 403, bad);
      assert.equal((await visitor.post('/api/evaluation', { token: bad, rating: 5 })).status, 403, bad);
    }
    const expired = signEvaluationToken(server.config.appKey, t.id, ids['client@demo.test']!, new Date(Date.now() - 60 * 86_400_000));
    assert.equal((await visitor.get(`/api/evaluation?token=${encodeURIComponent(expired)}`)).status, 410);
    assert.equal((await visitor.post('/api/evaluation', { token: expired, rating: 5 })).status, 410);
    assert.equal((await server.database.db.select().from(evaluations).where(eq(evaluations.ticketId, t.id))).length, 0);
    // A POST without the CSRF token is refused like every other.
    const noCsrf = new Client(server.base);
    assert.equal((await noCsrf.post('/api/evaluation', { token, rating: 5 })).status, 419);
  });

  it('rates from the ticket page only when resolved and visible', async () => {
    const t = await newTicket(as.client!, 'Nie działa skaner');
    assert.deepEqual((await as.client!.get(`/api/client/ticket/${t.id}/evaluation`)).body, { data: null, can_rate: false });
    assert.equal((await as.client!.post(`/api/client/ticket/${t.id}/evaluation`, { rating: 5 })).status, 409, 'not resolved yet');
    await as.client!.post(`/api/client/ticket/${t.id}/close`, {});
    assert.equal((await as.client!.get(`/api/client/ticket/${t.id}/evaluation`)).body.can_rate, true);
    const rated = await as.client!.post(`/api/client/ticket/${t.id}/evaluation`, { rating: 5, reason: 'other', comment: '' });
    assert.equal(rated.status, 201);
    assert.equal(rated.body.data.reason, null, 'a reason belongs to low ratings only');
    assert.equal(rated.body.message, 'Dziękujemy za ocenę!');
    const shown = await as.client!.get(`/api/client/ticket/${t.id}/evaluation`);
    assert.equal(shown.body.data.rating, 5);
    assert.equal(shown.body.data.user.name, 'Celina Klient');

    // Another company's ticket is not found.
    const [foreign] = await server.database.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.fullid, 'BUDX-1'));
    for (const url of [`/api/client/ticket/${foreign!.id}/evaluation`, `/api/client/ticket/${foreign!.id}`]) {
      assert.equal((await as.vip!.get(url)).status, 404, url);
    }
    assert.equal((await as.vip!.post(`/api/client/ticket/${foreign!.id}/evaluation`, { rating: 5 })).status, 404);
    assert.equal((await as.vip!.post(`/api/client/ticket/${foreign!.id}/close`, {})).status, 404);
  });

  it('shows a client their own tickets and a VIP the company’s; a colleague’s ticket is not found for a client', async () => {
    const vipTicket = await newTicket(as.vip!, 'Zgłoszenie prezesa');
    const own = await as.client!.get('/api/client/ticket?filter=all&per_page=100');
    assert.ok(!own.body.data.some((r: { id: number }) => r.id === vipTicket.id));
    assert.equal((await as.client!.get('/api/client/ticket?scope=company')).status, 403);
    assert.equal((await as.client!.get(`/api/client/ticket/${vipTicket.id}`)).status, 404);
    assert.equal((await as.client!.post(`/api/client/ticket/${vipTicket.id}/close`, {})).status, 404);
    const company = await as.vip!.get('/api/client/ticket?filter=all&scope=company&per_page=100');
    assert.equal(company.status, 200);
    assert.ok(
      company.body.data.some((r: { requester: { id: number } | null }) => r.requester?.id === ids['client@demo.test']),
      'a colleague’s ticket',
    );
  });

  it('never sends private notes or internal time to a client', async () => {
    const t = await newTicket(as.client!, 'Tajne notatki');
    const note = await as.agent!.post(`/api/admin/ticket/${t.id}/notes`, { body: 'NOTATKA-WEWNETRZNA-42' });
    assert.equal(note.status, 201);
    const report = await as.agent!.post(`/api/admin/ticket/${t.id}/time-reports`, {
      day: '2026-01-05',
      from_hour: '09:00',
      kind: 'it',
      minutes: 30,
      description: 'CZAS-WEWNETRZNY-42',
    });
    assert.equal(report.status, 201, JSON.stringify(report.body));
    await as.agent!.post(`/api/admin/ticket/${t.id}/reply`, { body: 'Publiczna odpowiedź', status: 'resolved' });
    const answers = [
      await as.client!.get(`/api/client/ticket/${t.id}`),
      await as.vip!.get(`/api/client/ticket/${t.id}`),
      await as.client!.get('/api/client/ticket?filter=all&per_page=100'),
      await as.vip!.get('/api/client/ticket?filter=all&scope=company&per_page=100'),
      await as.client!.get(`/api/client/ticket/${t.id}/evaluation`),
      await as.client!.post(`/api/client/ticket/${t.id}/close`, {}),
    ];
    for (const res of answers) {
      assert.equal(res.status, 200);
      const text = JSON.stringify(res.body);
      for (const secret of [
        'NOTATKA-WEWNETRZNA-42',
        'CZAS-WEWNETRZNY-42',
        '"notes"',
        '"time_reports"',
        '"time_summary"',
        '"history"',
        '"planned_works"',
        '"presence_channel"',
      ]) {
        assert.ok(!text.includes(secret), `${secret} leaked`);
      }
    }
    assert.ok(JSON.stringify(answers[0]!.body).includes('Publiczna odpowiedź'));
  });
});
