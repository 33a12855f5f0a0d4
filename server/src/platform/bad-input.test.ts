/**
 * Issue 11 item 8: bad input is a 422 naming the field, in the user's language, never a 500. Walks every route the
 * server registers with ids above int4, NUL bytes and out-of-range dates, then checks the reported examples one by one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { companies, ticketMessages, tickets, users } from './db/schema';
import { login, startServer, type Client, type TestServer } from '../test/harness';

const BIG = 2 ** 31;
const NUL = 'nul\u0000text';

/** `METHOD /full/path` of every route, read from fastify's route tree (printRoutes without a common prefix). */
function routeList(tree: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path: stack.join('') });
    }
  }
  return routes;
}

describe('bad input is a 422, never a 500', () => {
  let server: TestServer;
  let routes: { method: string; path: string }[];
  const as: Record<string, Client> = {};
  let acme = 0;
  let ticketId = 0;

  before(async () => {
    server = await startServer({ tickets: 30 });
    for (const who of ['admin', 'client']) as[who] = await login(server.base, `${who}@demo.test`);
    routes = routeList(server.app.printRoutes({ commonPrefix: false }));
    const db = server.database.db;
    acme = (
      await db
        .select({ id: companies.id })
        .from(companies)
        .where(sql`tag = 'ACME'`)
    )[0]!.id;
    const [client] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`email = 'client@demo.test'`);
    ticketId = (
      await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(sql`requester_id = ${client!.id} and deleted_at is null`)
        .limit(1)
    )[0]!.id;
  });
  after(async () => {
    await server.close();
  });

  /** Client routes as a client, everything else as the admin; routes that end a session are left out. */
  const who = (path: string) => (path.startsWith('/api/client/') ? as.client! : as.admin!);
  const walked = () => routes.filter((r) => !/logout|login|password|two-factor|\/dev\/|\/app\/|\*/.test(r.path));

  it('finds the routes to walk', () => {
    const withId = walked().filter((r) => r.path.includes('/:'));
    assert.ok(withId.length > 40, `only ${withId.length} routes with parameters`);
    assert.ok(withId.some((r) => r.method === 'GET' && r.path === '/api/client/ticket/:id'));
  });

  it('answers an id of 2^31 in any path parameter with 422 naming it (or a refusal), never 500', async () => {
    const failures: string[] = [];
    for (const r of walked().filter((x) => x.path.includes('/:'))) {
      const params = [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      for (const bad of params) {
        const url = r.path.replace(/:(\w+)/g, (_, name: string) => (name === bad ? String(BIG) : name === 'token' ? 'x' : '1'));
        const res = await who(r.path).request(r.method, url, r.method === 'GET' || r.method === 'DELETE' ? undefined : {});
        if (res.status >= 500) failures.push(`${r.method} ${url} → ${res.status}`);
        else if (res.status === 422 && !/^\d+$/.test(bad) && !res.body.errors?.[bad])
          failures.push(`${r.method} ${url} → 422 without ${bad}: ${JSON.stringify(res.body)}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  it('answers big ids, NUL bytes and impossible dates in bodies and queries of every route with no 500', async () => {
    const bigIds = {
      company_id: BIG,
      user_id: BIG,
      requester_id: BIG,
      device_id: BIG,
      project_id: BIG,
      manager_id: BIG,
      assignee_id: BIG,
      responsible_id: BIG,
      ticket_id: BIG,
      draft_id: BIG,
      cc: [BIG],
      user_ids: [BIG],
      agent_ids: [BIG],
      company_ids: [BIG],
      responsible_agent_id: BIG,
      version: BIG,
    };
    const texts = Object.fromEntries(
      [
        'subject',
        'body',
        'title',
        'name',
        'short_name',
        'description',
        'message',
        'comment',
        'check',
        'host',
        'sender',
        'firstname',
        'lastname',
        'phone',
        'city',
        'job_position',
        'search',
        'token',
        'channel_name',
      ].map((k) => [k, NUL]),
    );
    const dates = {
      day: '0000-01-01',
      deadline: '0000-01-01',
      start_time: '0000-01-01T10:00:00Z',
      period: 'yearly',
      from: '0000-01',
      to: '9999-12',
    };
    const failures: string[] = [];
    for (const r of walked()) {
      const url = r.path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? String(ticketId) : name === 'token' ? 'x' : '1'));
      const attempts =
        r.method === 'GET' || r.method === 'DELETE'
          ? [
              [`${url}?search=x%00y`, undefined],
              [`${url}?company_id=${BIG}&page=${BIG}`, undefined],
              [`${url}?from=0000-01&to=0000-02`, undefined],
            ]
          : [
              [url, { ...texts, company_id: acme, version: 1, hours: 1, rating: 5 }],
              [url, { ...bigIds, subject: 'x', body: 'x', title: 'x', name: 'x' }],
              [url, { ...dates, company_id: acme, subject: 'x', body: 'x', title: 'x', name: 'x', hours: 1, version: 1 }],
            ];
      for (const [target, body] of attempts) {
        const res = await who(r.path).request(r.method, target as string, body);
        // `{_: …}` alone is the error handler's net for a value the database refused: a schema should have named it.
        const netOnly = res.status === 422 && Object.keys(res.body.errors ?? {}).join() === '_';
        if (res.status >= 500 || netOnly)
          failures.push(
            `${r.method} ${target} ${body ? JSON.stringify(body).slice(0, 60) : ''} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
      }
    }
    assert.deepEqual(failures, []);
  });

  it('names the field in Polish and English: big ids in path, query, body and arrays', async () => {
    const path = await as.client!.get(`/api/client/ticket/${BIG}`);
    assert.equal(path.status, 422);
    assert.deepEqual(Object.keys(path.body.errors), ['id']);
    assert.match(path.body.errors.id[0], /^Pole musi być mniejsze lub równe 2\s147\s483\s647$/);
    assert.equal((await as.client!.post('/api/profile/set-lang', { lang: 'en' })).status < 300, true);
    const english = await as.client!.get(`/api/client/ticket/${BIG}`);
    await as.client!.post('/api/profile/set-lang', { lang: 'pl' });
    assert.deepEqual(english.body.errors, { id: ['The field may not be greater than 2,147,483,647'] });

    const query = await as.admin!.get(`/api/admin/ticket?company_id=${BIG}`);
    assert.equal(query.status, 422);
    assert.ok(query.body.errors.company_id);
    const body = await as.admin!.post('/api/admin/ticket', { company_id: acme, subject: 'x', body: 'x', cc: [BIG], device_id: BIG });
    assert.equal(body.status, 422);
    assert.deepEqual(Object.keys(body.body.errors).sort(), ['cc.0', 'device_id']);
    const company = await as.admin!.post('/api/admin/ticket', { company_id: BIG, subject: 'x', body: 'x' });
    assert.deepEqual(Object.keys(company.body.errors), ['company_id']);
  });

  it('refuses a NUL byte (and other control characters) in text and search, keeping tabs and line breaks', async () => {
    const nul = await as.client!.post('/api/client/ticket', { subject: 'nul\u0000subject', body: 'x' });
    assert.equal(nul.status, 422);
    assert.deepEqual(nul.body.errors, { subject: ['Pole zawiera niedozwolone znaki sterujące'] });
    const bell = await as.admin!.post(`/api/admin/ticket/${ticketId}/notes`, { body: 'ding\u0007' });
    assert.equal(bell.status, 422);
    assert.ok(bell.body.errors.body);
    const search = await as.admin!.get('/api/admin/ticket?search=x%00y');
    assert.equal(search.status, 422);
    assert.ok(search.body.errors.search);
    const clientSearch = await as.client!.get('/api/client/ticket?search=x%00y');
    assert.equal(clientSearch.status, 422);
    const fine = await as.client!.post('/api/client/ticket', { subject: 'Tab\tok', body: 'line 1\r\nline 2\n\tindented' });
    assert.equal(fine.status, 201, JSON.stringify(fine.body));
  });

  it('refuses dates out of range: a project deadline in year 0, a yearly reminder on 9999-12-31', async () => {
    const project = await as.admin!.post('/api/admin/project', { name: 'P', company_id: acme, deadline: '0000-01-01' });
    assert.equal(project.status, 422);
    assert.deepEqual(project.body.errors, { deadline: ['Data musi być między rokiem 1900 a 2999'] });
    const reminder = await as.admin!.post('/api/admin/reminder', { title: 'R', company_id: acme, day: '9999-12-31', period: 'yearly' });
    assert.equal(reminder.status, 422);
    assert.ok(reminder.body.errors.day);
    const ok = await as.admin!.post('/api/admin/reminder', {
      title: 'R',
      company_id: acme,
      day: '2999-12-31',
      period: 'yearly',
      active: false,
    });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
  });

  it('answers a non-numeric or too big multipart message_id with 422 on message_id', async () => {
    const upload = async (messageId: string) => {
      const form = new FormData();
      form.append('message_id', messageId);
      form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'a.pdf');
      const c = as.client!;
      const res = await fetch(`${server.base}/api/client/ticket/${ticketId}/attachments`, {
        method: 'POST',
        body: form,
        headers: {
          'x-xsrf-token': decodeURIComponent(c.cookies.get('XSRF-TOKEN')!),
          cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          accept: 'application/json',
        },
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    for (const bad of ['abc', String(BIG), '1.5']) {
      const res = await upload(bad);
      assert.equal(res.status, 422, `${bad}: ${JSON.stringify(res.body)}`);
      assert.ok(res.body.errors.message_id, JSON.stringify(res.body));
    }
    const [m] = await server.database.db
      .select({ id: ticketMessages.id })
      .from(ticketMessages)
      .where(sql`ticket_id = ${ticketId}`)
      .limit(1);
    assert.equal((await upload(String(m!.id))).status, 201);
  });
});
