/** Access data: who sees the login log and the allowed IPs, who changes them, and the lock-out guard. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { allowedIpListSchema, loginLogPageSchema } from '@helpdesk/shared/resources';
import { allowedIps, users } from '../../platform/db/schema';
import { ipMatchesRule } from '../../platform/ip-rules';
import { Client, DEMO_PASSWORD, login, startServer, type TestServer } from '../../test/harness';
import { describeUserAgent } from './service';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('allowed-IP rules', () => {
  it('match an address, a CIDR range, an IPv4-mapped address and older prefix rules', () => {
    assert.ok(ipMatchesRule('10.0.0.15', '10.0.0.15'));
    assert.ok(!ipMatchesRule('10.0.0.15', '10.0.0.150'));
    assert.ok(ipMatchesRule('10.0.0.0/24', '10.0.0.200'));
    assert.ok(!ipMatchesRule('10.0.0.0/24', '10.0.1.1'));
    assert.ok(ipMatchesRule('10.0.0.0/24', '::ffff:10.0.0.7'));
    assert.ok(ipMatchesRule('2001:db8::/32', '2001:db8::1'));
    assert.ok(!ipMatchesRule('2001:db8::/32', '10.0.0.1'));
    assert.ok(ipMatchesRule('192.168.*', '192.168.4.4'));
  });
  it('reads browser and system from a user agent', () => {
    assert.deepEqual(describeUserAgent(CHROME), { browser: 'Chrome 130', os: 'Linux', device: 'desktop' });
    assert.deepEqual(describeUserAgent(''), { browser: null, os: null, device: null });
  });
});

describe('access data (server)', () => {
  let server: TestServer;
  let admin: Client;
  let manager: Client;
  let agent: Client;
  let client: Client;
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 5 });
    [admin, manager, agent, client] = (await Promise.all(
      ['admin@demo.test', 'manager@demo.test', 'agent@demo.test', 'client@demo.test'].map((email) => login(server.base, email)),
    )) as [Client, Client, Client, Client];
    for (const email of ['admin@demo.test', 'agent@demo.test', 'client@demo.test']) {
      const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      ids[email] = row!.id;
    }
  });
  after(async () => {
    await server.close();
  });

  it('the login log: admins and managers see every attempt with its device, an agent only its own, clients nothing', async () => {
    const anyone = new Client(server.base);
    await anyone.get('/sanctum/csrf-cookie');
    await anyone.post('/login', { email: 'agent@demo.test', password: 'wrong-password' }, { 'user-agent': CHROME });

    const all = await admin.get('/api/admin/access-data/login-log?per_page=100');
    assert.equal(all.status, 200);
    loginLogPageSchema.parse(all.body);
    const own = all.body.data.find(
      (e: { user: { id: number } | null; success: boolean }) => e.user?.id === ids['admin@demo.test'] && e.success,
    );
    assert.ok(own, 'the admin sees its own login');
    assert.ok(all.body.data.some((e: { user: { id: number } | null }) => e.user?.id !== ids['admin@demo.test']));
    const failed = await admin.get('/api/admin/access-data/login-log?result=failure&search=agent@demo');
    const attempt = failed.body.data[0];
    assert.equal(attempt.success, false);
    assert.equal(attempt.reason, 'credentials');
    assert.equal(attempt.browser, 'Chrome 130');
    assert.equal(attempt.os, 'Linux');
    assert.ok(failed.body.data.every((e: { success: boolean }) => !e.success));

    const paged = await manager.get('/api/admin/access-data/login-log?per_page=2&page=2');
    assert.equal(paged.status, 200);
    assert.equal(paged.body.meta.current_page, 2);
    assert.equal(paged.body.data.length, 2);

    const mine = await agent.get('/api/admin/access-data/login-log?per_page=100');
    assert.equal(mine.status, 200);
    assert.ok(mine.body.data.length > 0);
    assert.ok(mine.body.data.every((e: { user: { id: number } | null }) => e.user?.id === ids['agent@demo.test']));
    // Asking for someone else's attempts still answers only the agent's own.
    const other = await agent.get(`/api/admin/access-data/login-log?user_id=${ids['admin@demo.test']}`);
    assert.ok(other.body.data.every((e: { user: { id: number } | null }) => e.user?.id === ids['agent@demo.test']));
    assert.equal((await client.get('/api/admin/access-data/login-log')).status, 403);
    assert.equal((await admin.get('/api/admin/access-data/login-log?from=2026-13-01')).status, 422);
  });

  it('allowed IPs: everyone on staff reads them, only admins add or remove; bad addresses are 422', async () => {
    const list = await agent.get('/api/admin/access-data/allowed-ips');
    assert.equal(list.status, 200);
    allowedIpListSchema.parse(list.body);
    // The seeded rules are for another agent: an agent sees only the rules that apply to it.
    assert.equal(list.body.data.length, 0);
    assert.equal((await manager.get('/api/admin/access-data/allowed-ips')).body.data.length, 2);
    assert.equal((await client.get('/api/admin/access-data/allowed-ips')).status, 403);

    assert.equal(
      (await agent.post('/api/admin/access-data/allowed-ips', { address: '10.1.0.0/16', user_id: ids['agent@demo.test'] })).status,
      403,
    );
    assert.equal((await manager.post('/api/admin/access-data/allowed-ips', { address: '10.1.0.0/16' })).status, 403);
    for (const address of ['999.1.1.1', '10.0.0.0/33', 'example.com', '']) {
      const bad = await admin.post('/api/admin/access-data/allowed-ips', { address, user_id: ids['agent@demo.test'] });
      assert.equal(bad.status, 422, address);
      assert.ok(bad.body.errors.address, address);
    }
    const notAgent = await admin.post('/api/admin/access-data/allowed-ips', { address: '10.1.0.0/16', user_id: ids['client@demo.test'] });
    assert.equal(notAgent.status, 422);
    assert.ok(notAgent.body.errors.user_id);

    const added = await admin.post('/api/admin/access-data/allowed-ips', {
      address: '10.1.0.0/16',
      permanent: false,
      user_id: ids['agent@demo.test'],
    });
    assert.equal(added.status, 201);
    assert.equal(added.body.message, 'Adres IP został dodany');
    assert.equal(added.body.data.added_by.id, ids['admin@demo.test']);
    assert.equal(added.body.data.permanent, false);
    const seen = await agent.get('/api/admin/access-data/allowed-ips');
    assert.deepEqual(
      seen.body.data.map((r: { address: string }) => r.address),
      ['10.1.0.0/16'],
    );
    assert.equal(seen.body.current_ip_admitted, false);

    assert.equal((await agent.delete(`/api/admin/access-data/allowed-ips/${added.body.data.id}`)).status, 403);
    const removed = await admin.delete(`/api/admin/access-data/allowed-ips/${added.body.data.id}`);
    assert.equal(removed.status, 200);
    assert.equal(removed.body.message, 'Adres IP został usunięty');
    assert.equal((await admin.delete(`/api/admin/access-data/allowed-ips/${added.body.data.id}`)).status, 404);
  });

  it('lock-out guard: a change that keeps the asking admin out is 409 until confirmed', async () => {
    // A rule for every staff member that does not admit the admin's own address.
    const foreign = await admin.post('/api/admin/access-data/allowed-ips', { address: '203.0.113.0/24' });
    assert.equal(foreign.status, 409);
    assert.equal(foreign.body.lockout, true);
    assert.match(foreign.body.message, /127\.0\.0\.1/);
    assert.equal((await server.database.db.select().from(allowedIps).where(eq(allowedIps.address, '203.0.113.0/24'))).length, 0);

    // The admin's own address first, then the foreign one is no threat.
    const mine = await admin.post('/api/admin/access-data/allowed-ips', { address: '127.0.0.1' });
    assert.equal(mine.status, 201);
    assert.equal((await admin.post('/api/admin/access-data/allowed-ips', { address: '203.0.113.0/24' })).status, 201);
    const list = await admin.get('/api/admin/access-data/allowed-ips');
    assert.equal(list.body.current_ip, '127.0.0.1');
    assert.equal(list.body.current_ip_admitted, true);

    // Removing the last rule that admits the admin: refused, then done when confirmed.
    const refused = await admin.delete(`/api/admin/access-data/allowed-ips/${mine.body.data.id}`);
    assert.equal(refused.status, 409);
    assert.equal((await server.database.db.select().from(allowedIps).where(eq(allowedIps.id, mine.body.data.id))).length, 1);
    // The user's saved language rules its messages.
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, ids['admin@demo.test']!));
    const english = await admin.delete(`/api/admin/access-data/allowed-ips/${mine.body.data.id}`);
    assert.match(english.body.message, /could not log in again from 127\.0\.0\.1/);
    await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.id, ids['admin@demo.test']!));
    assert.equal((await admin.delete(`/api/admin/access-data/allowed-ips/${mine.body.data.id}?confirm=1`)).status, 200);
    assert.equal((await admin.get('/api/admin/access-data/allowed-ips')).body.current_ip_admitted, false);

    // And the rule really applies: the admin's next login from here is refused (the open session keeps working).
    const again = new Client(server.base);
    await again.get('/sanctum/csrf-cookie');
    assert.equal((await again.post('/login', { email: 'admin@demo.test', password: DEMO_PASSWORD })).status, 403);
    assert.equal((await admin.get('/api/admin/access-data/allowed-ips')).status, 200);
    await server.database.db.execute(sql`delete from allowed_ips where user_id is null`);
  });
});
