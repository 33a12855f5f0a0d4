/** The profile form's calls: read and save one's own profile, and an agent's profile for those who manage agents. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema';
import { Client, DEMO_PASSWORD, login, startServer, type TestServer } from '../../test/harness';

describe('profile', () => {
  let server: TestServer;

  before(async () => {
    server = await startServer({ tickets: 20 });
  });
  after(async () => {
    await server.close();
  });

  const userId = async (email: string) => (await server.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

  it('returns one’s own profile, for clients and agents', async () => {
    const client = await login(server.base, 'client@demo.test');
    const res = await client.get('/api/profile');
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body.data).sort(), [
      'company',
      'direct_phone',
      'editable',
      'email',
      'firstname',
      'id',
      'kind',
      'lang',
      'lastname',
      'pending_email',
      'phone',
      'role',
    ]);
    assert.equal(res.body.data.email, 'client@demo.test');
    assert.equal(res.body.data.kind, 'client');
    assert.equal(typeof res.body.data.company, 'string');
    assert.equal(res.body.data.direct_phone, null);
    assert.equal(res.body.data.editable, true);

    const agent = await login(server.base, 'agent@demo.test');
    const mine = await agent.get('/api/profile');
    assert.equal(mine.body.data.kind, 'agent');
    assert.match(mine.body.data.direct_phone, /^\+48/);
    assert.equal((await new Client(server.base).get('/api/profile')).status, 401);
  });

  it('saves names, phone and language; a blank phone becomes null', async () => {
    const client = await login(server.base, 'vip@demo.test');
    const res = await client.request('PUT', '/api/profile', { firstname: ' Anna ', lastname: 'Nowak-Kowalska', phone: '  ', lang: 'en' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.firstname, 'Anna');
    assert.equal(res.body.data.phone, null);
    assert.equal(res.body.data.lang, 'en');
    const user = (await client.get('/api/user')).body;
    assert.equal(user.data.firstname, 'Anna');
    assert.equal(user.data.lang, 'en');
  });

  it('answers 422 with field errors in the user’s language', async () => {
    const client = await login(server.base, 'monitoring@demo.test');
    const res = await client.request('PUT', '/api/profile', { firstname: '', lastname: 'x'.repeat(101), phone: null, lang: 'de' });
    assert.equal(res.status, 422);
    assert.deepEqual(Object.keys(res.body.errors).sort(), ['firstname', 'lang', 'lastname']);
    assert.deepEqual(res.body.errors.firstname, ['To pole jest wymagane']);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, 'monitoring@demo.test'));
    assert.notEqual(row!.firstname, '');
  });

  it('refuses a password change with the rule set’s messages in the user’s language, naming the confirmed field', async () => {
    const email = 'monitoring@demo.test';
    const client = await login(server.base, email);
    const change = () =>
      client.post('/api/profile/change-password', {
        current_password: DEMO_PASSWORD,
        password: 'Zielony-Kasztan-2031',
        password_confirmation: 'Zielony-Kasztan-2032',
      });
    await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.email, email));
    const polish = await change();
    assert.equal(polish.status, 422);
    assert.deepEqual(polish.body.errors, { password_confirmation: ['Potwierdzenie pola „Hasło” nie zgadza się'] });
    assert.equal(polish.body.message, 'Potwierdzenie pola „Hasło” nie zgadza się');
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.email, email));
    const english = await change();
    await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.email, email));
    assert.equal(english.status, 422);
    assert.deepEqual(english.body.errors, { password_confirmation: ['The password confirmation does not match'] });
    const tooLong = await client.request('PUT', '/api/profile', { firstname: 'Jan', lastname: 'x'.repeat(101), phone: null, lang: 'pl' });
    assert.deepEqual(tooLong.body.errors, { lastname: ['Pole może mieć najwyżej 100 znaków'] });
  });

  it('needs the current password to change an agent’s SMS number, and the codes then go there', async () => {
    const agent = await login(server.base, 'manager@demo.test');
    const before = (await agent.get('/api/profile')).body.data;
    const body = {
      firstname: before.firstname,
      lastname: before.lastname,
      phone: before.phone,
      direct_phone: '+48 600 999 111',
      lang: 'pl',
    };

    const missing = await agent.request('PUT', '/api/profile', body);
    assert.equal(missing.status, 422);
    assert.deepEqual(Object.keys(missing.body.errors), ['current_password']);
    const wrong = await agent.request('PUT', '/api/profile', { ...body, current_password: 'nope' });
    assert.equal(wrong.status, 422);
    assert.equal(wrong.body.errors.current_password[0], 'Podane obecne hasło jest nieprawidłowe');
    assert.equal((await agent.get('/api/profile')).body.data.direct_phone, before.direct_phone);

    const ok = await agent.request('PUT', '/api/profile', { ...body, current_password: DEMO_PASSWORD });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.data.direct_phone, '+48 600 999 111');
    // Unchanged SMS number: no password needed.
    assert.equal((await agent.request('PUT', '/api/profile', { ...body, firstname: 'Marek' })).status, 200);

    await login(server.base, 'manager@demo.test', { code: false });
    const outbox = (await (await fetch(`${server.base}/dev/outbox`)).json()) as { data: { channel: string; email: string; to: string }[] };
    const sms = outbox.data.find((m) => m.channel === 'sms' && m.email === 'manager@demo.test');
    assert.equal(sms?.to, '+48 600 999 111');
  });

  it('changes one’s own e-mail with the current password, once the link mailed to the new address is opened', async () => {
    const client = await login(server.base, 'monitoring@demo.test');
    const me = (await client.get('/api/profile')).body.data;
    const save = (extra: Record<string, unknown>) =>
      client.request('PUT', '/api/profile', { firstname: me.firstname, lastname: me.lastname, phone: me.phone, lang: me.lang, ...extra });
    const without = await save({ email: 'monitoring.nowy@acme.test' });
    assert.equal(without.status, 422);
    assert.ok(without.body.errors.current_password);
    assert.equal((await save({ email: 'monitoring.nowy@acme.test', current_password: 'wrong' })).status, 422);

    // Taken elsewhere or free: the same answer; the address stays until confirmed.
    const taken = await save({ email: 'admin@demo.test', current_password: DEMO_PASSWORD });
    const res = await save({ email: 'Monitoring.Nowy@acme.test', current_password: DEMO_PASSWORD });
    for (const [answer, address] of [
      [taken, 'admin@demo.test'],
      [res, 'monitoring.nowy@acme.test'],
    ] as const) {
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.data.email, 'monitoring@demo.test');
      assert.equal(answer.body.data.pending_email, address);
      assert.equal(
        answer.body.message,
        `Wysłaliśmy link potwierdzający na adres ${address}. Do czasu jego otwarcia obowiązuje dotychczasowy adres.`,
      );
    }
    assert.equal((await client.get('/api/profile')).body.data.pending_email, 'monitoring.nowy@acme.test');
    assert.equal((await client.get('/api/user')).body.data.email, 'monitoring@demo.test');

    const outbox = (await (await fetch(`${server.base}/dev/outbox`)).json()) as { data: { channel: string; to: string; body: string }[] };
    const link = outbox.data.find((m) => m.to === 'monitoring.nowy@acme.test' && m.body.includes('/email/confirm?token='))!;
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(link.body)![1]!);
    const guest = new Client(server.base);
    guest.lang = 'en';
    await guest.get('/sanctum/csrf-cookie');
    const confirmed = await guest.post('/confirm-email', { token });
    assert.equal(confirmed.status, 200);
    assert.equal(confirmed.body.message, 'The e-mail address was changed to monitoring.nowy@acme.test.');
    assert.equal((await client.get('/api/user')).body.data.email, 'monitoring.nowy@acme.test');
    assert.equal((await client.get('/api/profile')).body.data.pending_email, null);
    const fresh = new Client(server.base);
    await fresh.get('/sanctum/csrf-cookie');
    assert.equal((await fresh.post('/login', { email: 'monitoring.nowy@acme.test', password: DEMO_PASSWORD })).status, 204);
    await server.database.db.update(users).set({ email: 'monitoring@demo.test' }).where(eq(users.email, 'monitoring.nowy@acme.test'));
  });

  it('ignores direct_phone for clients', async () => {
    const client = await login(server.base, 'client@demo.test');
    const res = await client.request('PUT', '/api/profile', {
      firstname: 'Jan',
      lastname: 'Klient',
      phone: '+48 22 555 00 01',
      direct_phone: '+48 1',
      lang: 'pl',
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.direct_phone, null);
  });

  it('shows another agent’s profile read-only to admins and managers only', async () => {
    const agentId = await userId('agent@demo.test');
    const admin = await login(server.base, 'admin@demo.test');
    const seen = await admin.get(`/api/admin/profile/${agentId}`);
    assert.equal(seen.status, 200);
    assert.equal(seen.body.data.email, 'agent@demo.test');
    assert.equal(seen.body.data.editable, false);
    assert.equal((await admin.get(`/api/admin/profile/${await userId('admin@demo.test')}`)).body.data.editable, true);
    assert.equal((await admin.get(`/api/admin/profile/${await userId('client@demo.test')}`)).status, 404);
    assert.equal((await admin.get('/api/admin/profile/999999')).status, 404);
    assert.equal((await admin.get('/api/admin/profile/abc')).status, 422);

    const agent = await login(server.base, 'agent@demo.test');
    assert.equal((await agent.get(`/api/admin/profile/${agentId}`)).body.data.editable, true);
    const refused = await agent.get(`/api/admin/profile/${await userId('admin@demo.test')}`);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, 'Brak uprawnień');

    const client = await login(server.base, 'client@demo.test');
    assert.equal((await client.get(`/api/admin/profile/${agentId}`)).status, 403);
  });
});
