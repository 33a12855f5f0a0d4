/** Issue 14 item 3: staff manage client people within the companies they may see. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import { BROADCAST_EVENTS, userChannel } from '@helpdesk/shared/schemas';
import { clientPersonSchema, paginatedSchema } from '@helpdesk/shared/resources';
import { companies, companyAgents, users } from '../../platform/db/schema';
import { Client, DEMO_PASSWORD, login, startServer, type TestServer } from '../../test/harness';

describe('client people for staff', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};
  let assigned: number[] = [];
  const published: { channels: string[]; event: string; data: any; except: string | undefined }[] = [];

  before(async () => {
    server = await startServer({ tickets: 10 });
    for (const who of ['client', 'vip', 'agent', 'admin', 'manager']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    for (const u of await db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
    const broadcaster = server.app.ctx.broadcaster;
    const publish = broadcaster.publish.bind(broadcaster);
    broadcaster.publish = async (channels, event, data, except) => {
      published.push({ channels, event, data, except });
      return publish(channels, event, data, except);
    };
    assigned = (
      await db.select({ id: companyAgents.companyId }).from(companyAgents).where(eq(companyAgents.agentId, ids['agent@demo.test']!))
    ).map((r) => r.id);
  });
  after(async () => server.close());

  const put = (who: Client, url: string, body: unknown) => who.request('PUT', url, body);
  const outbox = async () =>
    (
      (await (await fetch(`${server.base}/dev/outbox`)).json()) as {
        data: { channel: string; to: string; subject: string | null; body: string }[];
      }
    ).data;
  const person = (email: string, companyId: number, extra: Record<string, unknown> = {}) => ({
    firstname: 'Zofia',
    lastname: 'Nowicka',
    email,
    additional_email: '',
    job_position: 'Kadrowa',
    phone: '+48 601 000 000',
    role: 'client',
    city: 'Poznań',
    lang: 'pl',
    company_id: companyId,
    ...extra,
  });

  it('lists every company’s people to an admin, filtered by company, role and search, in the shared resource shape', async () => {
    const all = await as.admin!.get('/api/admin/client?per_page=100');
    assert.equal(all.status, 200);
    const parsed = paginatedSchema(clientPersonSchema).safeParse(all.body);
    assert.ok(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3)));
    const companiesSeen = new Set(all.body.data.map((p: { company: { id: number } }) => p.company.id));
    assert.ok(companiesSeen.size > 3, 'people of many companies');
    const acme = await as.admin!.get(`/api/admin/client?company_id=${ids.ACME}&per_page=100`);
    assert.ok(acme.body.data.length > 0 && acme.body.data.every((p: { company: { id: number } }) => p.company.id === ids.ACME));
    const vips = await as.admin!.get(`/api/admin/client?company_id=${ids.ACME}&role=client-vip`);
    assert.ok(vips.body.data.some((p: { email: string }) => p.email === 'vip@demo.test'));
    assert.ok(vips.body.data.every((p: { role: string; company: { id: number } }) => p.role === 'client-vip' && p.company.id === ids.ACME));
    const found = await as.admin!.get('/api/admin/client?search=celina');
    assert.deepEqual(
      found.body.data.map((p: { email: string }) => p.email),
      ['client@demo.test'],
    );
    assert.equal((await as.admin!.get('/api/admin/client?role=admin')).status, 422);
  });

  it('shows an agent only the people of its assigned companies; clients are refused', async () => {
    const res = await as.agent!.get('/api/admin/client?per_page=100');
    assert.equal(res.status, 200);
    assert.ok(res.body.data.length > 0);
    assert.ok(
      res.body.data.every((p: { company: { id: number } }) => assigned.includes(p.company.id)),
      'only assigned companies',
    );
    const [stranger] = await server.database.db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.kind, 'client'));
    const outsider = (
      await server.database.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.kind, 'client'))
    ).find((u) => !assigned.includes(u.companyId!));
    assert.ok(stranger && outsider);
    assert.equal((await as.agent!.get(`/api/admin/client/${outsider.id}`)).status, 404);
    assert.equal((await as.agent!.get(`/api/admin/client?company_id=${outsider.companyId}`)).body.meta.total, 0);
    const foreign = await as.agent!.post('/api/admin/client', person('obcy@firma.test', outsider.companyId!));
    assert.equal(foreign.status, 422);
    assert.ok(foreign.body.errors.company_id);
    for (const who of ['client', 'vip']) {
      assert.equal((await as[who]!.get('/api/admin/client')).status, 403, who);
      assert.equal((await as[who]!.post('/api/admin/client', person(`x-${who}@acme.test`, ids.ACME!))).status, 403, who);
    }
    assert.equal((await new Client(server.base).get('/api/admin/client')).status, 401);
  });

  it('validates: required names, e-mail syntax, role, a taken e-mail under `email` in the user’s language', async () => {
    const bad = await as.admin!.post('/api/admin/client', person('not-an-email', ids.ACME!, { firstname: '', role: 'admin' }));
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.errors).sort(), ['email', 'firstname', 'role']);
    const taken = await as.admin!.post('/api/admin/client', person('VIP@demo.test', ids.ACME!));
    assert.equal(taken.status, 422);
    assert.deepEqual(taken.body.errors, { email: ['Ten adres e-mail jest już zajęty'] });
    // An English-speaking agent reads the same refusal in English.
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, ids['manager@demo.test']!));
    const takenEn = await as.manager!.post('/api/admin/client', person('admin@demo.test', ids.ACME!));
    await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.id, ids['manager@demo.test']!));
    assert.equal(takenEn.status, 422);
    assert.deepEqual(takenEn.body.errors, { email: ['This e-mail address is already taken'] });
  });

  it('creates a person with a temporary password mailed to them, who must then set their own', async () => {
    const res = await as.agent!.post('/api/admin/client', person('Zofia.Nowicka@Acme.test', ids.ACME!, { lang: 'en' }));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.data.email, 'zofia.nowicka@acme.test');
    assert.equal(res.body.data.company.id, ids.ACME);
    assert.equal(res.body.data.temporary_password, true);
    assert.equal(res.body.message, 'Klient został dodany');
    const mail = (await outbox()).find((m) => m.to === 'zofia.nowicka@acme.test');
    assert.ok(mail, 'welcome e-mail sent');
    assert.equal(mail.subject, 'Your helpdesk account');
    const password = /Temporary password: (\S+)/.exec(mail.body)?.[1];
    assert.ok(password);
    const newcomer = new Client(server.base);
    await newcomer.get('/sanctum/csrf-cookie');
    assert.equal((await newcomer.post('/login', { email: 'zofia.nowicka@acme.test', password })).status, 204);
    const me = await newcomer.get('/api/user');
    assert.equal(me.body.data.temporary_password, true);
  });

  it('edits a person (company move inside the scope, address correction) and refuses a taken address', async () => {
    const created = await as.admin!.post('/api/admin/client', person('edytowana@budex.test', ids.BUDX!));
    const id = created.body.data.id as number;
    const saved = await put(
      as.agent!,
      `/api/admin/client/${id}`,
      person('poprawiona@budex.test', ids.KLIN!, { role: 'client-vip', city: '' }),
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.data.email, 'poprawiona@budex.test');
    assert.equal(saved.body.data.company.id, ids.KLIN);
    assert.equal(saved.body.data.role, 'client-vip');
    assert.equal(saved.body.data.city, null);
    const taken = await put(as.agent!, `/api/admin/client/${id}`, person('client@demo.test', ids.KLIN!));
    assert.equal(taken.status, 422);
    assert.ok(taken.body.errors.email);
    assert.equal((await as.admin!.get(`/api/admin/client/${ids['admin@demo.test']}`)).status, 404, 'agents are not client people');
  });

  it('deletes softly (the person can no longer sign in or act, and leaves the lookups), and restores', async () => {
    const created = await as.admin!.post('/api/admin/client', person('usuwana@acme.test', ids.ACME!));
    const id = created.body.data.id as number;
    await server.database.db
      .update(users)
      .set({
        passwordHash: (
          await server.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, ids['client@demo.test']!))
        )[0]!.h,
        temporaryPassword: false,
      })
      .where(eq(users.id, id));
    const session = await login(server.base, 'usuwana@acme.test');
    assert.equal((await session.get('/api/user')).status, 200);

    const deleted = await as.agent!.delete(`/api/admin/client/${id}`);
    assert.equal(deleted.status, 200);
    assert.ok(deleted.body.data.deleted_at);
    assert.equal((await session.get('/api/user')).status, 401, 'the open session ends');
    const again = new Client(server.base);
    await again.get('/sanctum/csrf-cookie');
    assert.equal((await again.post('/login', { email: 'usuwana@acme.test', password: DEMO_PASSWORD })).status, 422);
    const people = await as.admin!.get(`/api/admin/lookups/companies/${ids.ACME}/people`);
    assert.ok(!people.body.data.some((p: { id: number }) => p.id === id), 'not offered as a requester');
    const active = await as.admin!.get('/api/admin/client?search=usuwana');
    assert.equal(active.body.meta.total, 0);
    const trash = await as.admin!.get('/api/admin/client?search=usuwana&state=deleted');
    assert.deepEqual(
      trash.body.data.map((p: { id: number }) => p.id),
      [id],
    );
    assert.equal(
      (await put(as.admin!, `/api/admin/client/${id}`, person('usuwana@acme.test', ids.ACME!))).status,
      404,
      'a deleted person is not edited',
    );

    const restored = await as.admin!.post(`/api/admin/client/${id}/restore`);
    assert.equal(restored.status, 200);
    assert.equal(restored.body.data.deleted_at, null);
    assert.equal((await again.post('/login', { email: 'usuwana@acme.test', password: DEMO_PASSWORD })).status, 204);
  });

  it('announces every change to the staff who see the company (ClientUpdated), never to clients', async () => {
    const db = server.database.db;
    const staff = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.kind, 'agent'), isNull(users.deletedAt)));
    const budxAgents = new Set(
      (await db.select({ id: companyAgents.agentId }).from(companyAgents).where(eq(companyAgents.companyId, ids.BUDX!))).map((r) => r.id),
    );
    const expected = staff
      .filter((u) => u.role === 'admin' || u.role === 'manager' || budxAgents.has(u.id))
      .map((u) => userChannel(u.id))
      .sort();
    const events = () => published.filter((p) => p.event === BROADCAST_EVENTS.clientUpdated);
    published.length = 0;
    const created = await as.admin!.post('/api/admin/client', person('ogloszona@budex.test', ids.BUDX!), { 'x-socket-id': '11.22' });
    const id = created.body.data.id as number;
    await put(as.admin!, `/api/admin/client/${id}`, person('ogloszona@budex.test', ids.BUDX!, { city: 'Sopot' }));
    await as.admin!.delete(`/api/admin/client/${id}`);
    await as.admin!.post(`/api/admin/client/${id}/restore`);
    assert.deepEqual(
      events().map((e) => [e.data.id, e.data.companyId, e.data.action]),
      [
        [id, ids.BUDX, 'created'],
        [id, ids.BUDX, 'updated'],
        [id, ids.BUDX, 'deleted'],
        [id, ids.BUDX, 'restored'],
      ],
    );
    for (const e of events()) {
      assert.deepEqual([...e.channels].sort(), expected);
      assert.ok(!e.channels.some((c) => c.startsWith('private-company.')));
    }
    assert.equal(events()[0]!.except, '11.22', 'the caller’s own socket refreshes by itself');
  });
});
