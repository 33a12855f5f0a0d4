import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { currentUserSchema } from '@helpdesk/shared/schemas';
import { loginLog, passwordResetTokens, sessions, users } from '../../platform/db/schema';
import { Client, DEMO_PASSWORD, latestCode, login, startServer, type TestServer } from '../../test/harness';

/** Meets the password rule (12+ characters, not a common password). */
const NEW_PASSWORD = 'Pelican-Harbour-42';

describe('auth (Sanctum SPA flow, two-factor, password reset)', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  it('csrf-cookie answers 204 with an HttpOnly session cookie and a readable XSRF-TOKEN', async () => {
    const res = await fetch(`${server.base}/sanctum/csrf-cookie`);
    assert.equal(res.status, 204);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('helpdesk_session='));
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    assert.ok(session && /HttpOnly/i.test(session) && /SameSite=Lax/i.test(session), session);
    assert.ok(xsrf && !/HttpOnly/i.test(xsrf), xsrf);
  });

  it('refuses a state-changing request without or with a wrong CSRF token (419)', async () => {
    const client = new Client(server.base);
    assert.equal((await client.post('/login', { email: 'admin@demo.test', password: DEMO_PASSWORD })).status, 419);
    await client.get('/sanctum/csrf-cookie');
    const wrong = await client.post('/login', { email: 'admin@demo.test', password: DEMO_PASSWORD }, { 'x-xsrf-token': 'nope' });
    assert.equal(wrong.status, 419);
    // Echo's header is accepted too.
    const echo = await client.post(
      '/login',
      { email: 'client@demo.test', password: DEMO_PASSWORD },
      { 'x-csrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN')!) },
    );
    assert.equal(echo.status, 204);
  });

  it('answers 401 without a session', async () => {
    const client = new Client(server.base);
    const res = await client.get('/api/user');
    assert.equal(res.status, 401);
    assert.equal(typeof res.body.message, 'string');
    assert.equal((await client.get('/api/admin/agent/summary')).status, 401);
  });

  it('answers 422 with Laravel-shaped field errors in Polish by default and English on request', async () => {
    const client = new Client(server.base);
    await client.get('/sanctum/csrf-cookie');
    const pl = await client.post('/login', { email: 'not-an-email' });
    assert.equal(pl.status, 422);
    assert.deepEqual(Object.keys(pl.body.errors).sort(), ['email', 'password']);
    assert.equal(pl.body.errors.password[0], 'To pole jest wymagane');
    assert.match(pl.body.message, /oraz 1 inny błąd/);
    client.lang = 'en-GB,en;q=0.9';
    const en = await client.post('/login', { email: 'admin@demo.test' });
    assert.equal(en.body.errors.password[0], 'This field is required');
    const bad = await client.post('/login', { email: 'admin@demo.test', password: 'wrong-password' });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.errors.email[0], 'These credentials do not match our records.');
  });

  it('writes every login attempt to the access log', async () => {
    const before = (await server.database.db.select({ n: sql<number>`count(*)` }).from(loginLog))[0]!.n;
    const client = new Client(server.base);
    await client.get('/sanctum/csrf-cookie');
    await client.post('/login', { email: 'vip@demo.test', password: 'bad' }, { 'user-agent': 'TestBrowser/1.0' });
    await client.post('/login', { email: 'vip@demo.test', password: DEMO_PASSWORD }, { 'user-agent': 'TestBrowser/1.0' });
    const rows = await server.database.db
      .select()
      .from(loginLog)
      .orderBy(sql`id desc`)
      .limit(2);
    assert.equal((await server.database.db.select({ n: sql<number>`count(*)` }).from(loginLog))[0]!.n, before + 2);
    assert.deepEqual(
      rows.map((r) => [r.email, r.success, r.userAgent]),
      [
        ['vip@demo.test', true, 'TestBrowser/1.0'],
        ['vip@demo.test', false, 'TestBrowser/1.0'],
      ],
    );
    assert.equal(rows[0]!.ip, '127.0.0.1');
  });

  it('throttles repeated failed logins per account with 429 and Retry-After', async () => {
    const client = new Client(server.base);
    await client.get('/sanctum/csrf-cookie');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await client.post('/login', { email: 'jan.kowalski@msp.test', password: `wrong${i}` })).status);
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429]);
    const blocked = await client.post('/login', { email: 'jan.kowalski@msp.test', password: DEMO_PASSWORD });
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    // Another account from the same address is not affected.
    assert.equal((await client.post('/login', { email: 'client@demo.test', password: DEMO_PASSWORD })).status, 204);
  });

  it("lets the owner's browser in with the right password while guesses from elsewhere lock the account", async () => {
    const email = 'ewa.nowak@msp.test';
    // The owner logged in from this browser before (password and SMS code): it keeps a signed, HttpOnly device cookie.
    const earlier = await login(server.base, email);
    const device = earlier.cookies.get('helpdesk_device')!;
    assert.ok(device, 'a device cookie after the SMS code');
    assert.match((await earlier.get('/api/user')).body.data.email, /ewa/);
    const deviceCookie = (await earlier.post('/logout')).headers.getSetCookie().find((c) => c.startsWith('helpdesk_device='));
    assert.equal(deviceCookie, undefined, 'logout leaves the device mark');

    const attacker = new Client(server.base);
    await attacker.get('/sanctum/csrf-cookie');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attacker.post('/login', { email, password: `guess-${i}` })).status);
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429]);
    assert.equal(
      (await attacker.post('/login', { email, password: DEMO_PASSWORD })).status,
      429,
      'elsewhere even the right password waits',
    );

    const owner = new Client(server.base);
    owner.cookies.set('helpdesk_device', device);
    await owner.get('/sanctum/csrf-cookie');
    const ok = await owner.post('/login', { email, password: DEMO_PASSWORD });
    assert.equal(ok.status, 200, "the owner's browser gets in during the lock");
    assert.equal(ok.body.two_factor, true, 'and still needs the SMS code');

    // Another account's mark or a forged one is no mark.
    const client = await login(server.base, 'client@demo.test');
    for (const cookie of [client.cookies.get('helpdesk_device')!, device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
      const other = new Client(server.base);
      other.cookies.set('helpdesk_device', cookie);
      await other.get('/sanctum/csrf-cookie');
      assert.equal((await other.post('/login', { email, password: DEMO_PASSWORD })).status, 429);
    }
    // The owner's browser has a guess budget of its own.
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) guesses.push((await owner.post('/login', { email, password: `mine-${i}` })).status);
    assert.deepEqual(guesses, [422, 422, 422, 422, 422, 429]);
    assert.equal((await owner.post('/login', { email, password: DEMO_PASSWORD })).status, 429);
  });

  it('bounds wrong SMS codes per account and hour across logins: a new login buys no fresh guesses', async () => {
    const email = 'kasia.wojcik@msp.test';
    for (let round = 0; round < 2; round++) {
      const client = await login(server.base, email, { code: false });
      const code = await latestCode(server.base, email);
      const wrong = String((Number(code) + 3) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i++) assert.equal((await client.post('/api/two-factor/verify', { code: wrong })).status, 422);
    }
    const client = await login(server.base, email, { code: false });
    const refused = await client.post('/api/two-factor/verify', { code: await latestCode(server.base, email) });
    assert.equal(refused.status, 429, 'ten wrong codes in an hour: even the right one waits');
    const wait = Number(refused.headers.get('retry-after'));
    assert.ok(wait > 55 * 60 && wait <= 3600, String(wait));
    assert.equal((await client.get('/api/admin/agent/summary')).status, 403);
  });

  it('rotates the session id at login and destroys the session at logout', async () => {
    const client = new Client(server.base);
    await client.get('/sanctum/csrf-cookie');
    const guest = client.cookies.get('helpdesk_session');
    const xsrf = client.cookies.get('XSRF-TOKEN');
    assert.equal((await client.post('/login', { email: 'client@demo.test', password: DEMO_PASSWORD })).status, 204);
    const authed = client.cookies.get('helpdesk_session');
    assert.notEqual(authed, guest);
    assert.equal(client.cookies.get('XSRF-TOKEN'), xsrf, 'the CSRF token survives the rotation');
    assert.equal((await client.get('/api/user')).status, 200);
    // The guest cookie no longer names a session.
    const stale = new Client(server.base);
    stale.cookies.set('helpdesk_session', guest!);
    assert.equal((await stale.get('/api/user')).status, 401);

    assert.equal((await client.post('/logout')).status, 204);
    assert.equal((await client.get('/api/user')).status, 401);
    const old = new Client(server.base);
    old.cookies.set('helpdesk_session', authed!);
    assert.equal((await old.get('/api/user')).status, 401);
  });

  it('returns the user object itself for every demo user', async () => {
    const expected: Record<string, { roles: string[]; scope: string; company: string | null }> = {
      'admin@demo.test': { roles: ['agent', 'admin'], scope: 'admin', company: null },
      'manager@demo.test': { roles: ['agent', 'manager'], scope: 'admin', company: null },
      'agent@demo.test': { roles: ['agent', 'assigned-agent'], scope: 'admin', company: null },
      'client@demo.test': { roles: ['client'], scope: 'client', company: 'ACME' },
      'vip@demo.test': { roles: ['client', 'client-vip', 'monitoring-log', 'company-report'], scope: 'client', company: 'ACME' },
      'monitoring@demo.test': { roles: ['client', 'monitoring'], scope: 'client', company: 'ACME' },
    };
    for (const [email, want] of Object.entries(expected)) {
      const client = await login(server.base, email);
      const res = await client.get('/api/user');
      assert.equal(res.status, 200, email);
      const user = currentUserSchema.parse(res.body);
      assert.equal(user.data.email, email);
      assert.deepEqual(new Set(user.roles.map((r) => r.name)), new Set(want.roles), email);
      assert.equal(user.scope, want.scope);
      assert.equal(user.data.company?.tag ?? null, want.company);
      assert.equal(user.data.is_two_factor_authenticated, true);
      assert.equal(user.data.temporary_password, false);
      if (want.company) assert.deepEqual(user.companies, [user.data.company_id]);
      if (email === 'agent@demo.test') assert.equal(user.companies.length, 3);
    }
  });

  it('gates every staff call behind the SMS code, distinguishably', async () => {
    const client = await login(server.base, 'agent@demo.test', { code: false });
    const user = await client.get('/api/user');
    assert.equal(user.status, 200);
    assert.equal(user.body.data.is_two_factor_authenticated, false);
    const refused = await client.get('/api/admin/agent/summary');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.two_factor, true);
    assert.equal(typeof refused.body.message, 'string');
    const auth = await client.post('/broadcasting/auth', {
      socket_id: '1.2',
      channel_name: `private-App.Models.User.${user.body.data.id}`,
    });
    assert.equal(auth.status, 403);

    assert.equal((await client.post('/api/two-factor/verify', { code: '12' })).status, 422);
    const code = await latestCode(server.base, 'agent@demo.test');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await client.post('/api/two-factor/verify', { code: wrong });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.code);
    assert.equal((await client.post('/api/two-factor/verify', { code })).status, 204);
    assert.equal((await client.get('/api/admin/agent/summary')).status, 200);
    assert.equal((await client.get('/api/user')).body.data.is_two_factor_authenticated, true);
  });

  it('expires codes after 5 minutes', async () => {
    const client = await login(server.base, 'manager@demo.test', { code: false });
    const email = (await client.get('/api/user')).body.data.email as string;
    const code = await latestCode(server.base, email);
    // Move the code's expiry into the past.
    await server.database.db.execute(
      sql`update sessions set data = jsonb_set(data, '{twoFactor,expiresAt}', to_jsonb(${Date.now() - 1000}::bigint)) where user_id = (select id from users where email = ${email}) and data ? 'twoFactor'`,
    );
    const res = await client.post('/api/two-factor/verify', { code });
    assert.equal(res.status, 422);
    assert.match(res.body.errors.code[0], /wygasł/);
  });

  it('locks the code after 5 wrong tries, and resend has a cooldown', async () => {
    const client = await login(server.base, 'admin@demo.test', { code: false });
    const code = await latestCode(server.base, 'admin@demo.test');
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) assert.equal((await client.post('/api/two-factor/verify', { code: wrong })).status, 422);
    const locked = await client.post('/api/two-factor/verify', { code });
    assert.equal(locked.status, 422);
    assert.match(locked.body.errors.code[0], /Zbyt wiele/);
    const resend = await client.post('/api/two-factor/resend');
    assert.equal(resend.status, 429);
    assert.ok(Number(resend.headers.get('retry-after')) > 0);
    // After the cooldown a new code is sent and works.
    await server.database.db.execute(
      sql`update sessions set data = jsonb_set(data, '{twoFactor,sentAt}', to_jsonb(${Date.now() - 61_000}::bigint)) where data ? 'twoFactor' and user_id = (select id from users where email = 'admin@demo.test')`,
    );
    assert.equal((await client.post('/api/two-factor/resend')).status, 200);
    const fresh = await latestCode(server.base, 'admin@demo.test');
    assert.equal((await client.post('/api/two-factor/verify', { code: fresh })).status, 204);
  });

  it('resets a password with a single-use token that expires in 60 minutes', async () => {
    const client = new Client(server.base);
    await client.get('/sanctum/csrf-cookie');
    const unknown = await client.post('/forgot-password', { email: 'nobody@demo.test' });
    const known = await client.post('/forgot-password', { email: 'client@demo.test' });
    assert.equal(unknown.status, 200);
    assert.deepEqual(unknown.body, known.body, 'same answer whether or not the account exists');
    const outbox = (await (await fetch(`${server.base}/dev/outbox`)).json()) as { data: { channel: string; to: string; body: string }[] };
    const mail = outbox.data.find((m) => m.channel === 'mail' && m.to === 'client@demo.test')!;
    const token = decodeURIComponent(/token=([^&\s]+)/.exec(mail.body)![1]!);

    const mismatch = await client.post('/reset-password', {
      token,
      email: 'client@demo.test',
      password: NEW_PASSWORD,
      password_confirmation: 'Other-Password-123',
    });
    assert.equal(mismatch.status, 422);
    assert.ok(mismatch.body.errors.password_confirmation);
    const ok = await client.post('/reset-password', {
      token,
      email: 'client@demo.test',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    assert.equal(ok.status, 200);
    const again = await client.post('/reset-password', {
      token,
      email: 'client@demo.test',
      password: `${NEW_PASSWORD}6`,
      password_confirmation: `${NEW_PASSWORD}6`,
    });
    assert.equal(again.status, 422, 'single use');
    assert.equal((await client.post('/login', { email: 'client@demo.test', password: NEW_PASSWORD })).status, 204);

    // An expired token is refused.
    await client.post('/forgot-password', { email: 'vip@demo.test' });
    const outbox2 = (await (await fetch(`${server.base}/dev/outbox`)).json()) as { data: { channel: string; to: string; body: string }[] };
    const token2 = decodeURIComponent(/token=([^&\s]+)/.exec(outbox2.data.find((m) => m.to === 'vip@demo.test')!.body)![1]!);
    await server.database.db
      .update(passwordResetTokens)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(passwordResetTokens.email, 'vip@demo.test'));
    const expired = await client.post('/reset-password', {
      token: token2,
      email: 'vip@demo.test',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    assert.equal(expired.status, 422);
    // Restore for other tests.
    await server.database.db
      .update(users)
      .set({ passwordHash: (await server.database.db.select().from(users).where(eq(users.email, 'admin@demo.test')))[0]!.passwordHash })
      .where(eq(users.email, 'client@demo.test'));
  });

  it('flags temporary passwords until changed', async () => {
    await server.database.db.update(users).set({ temporaryPassword: true }).where(eq(users.email, 'monitoring@demo.test'));
    const client = await login(server.base, 'monitoring@demo.test');
    assert.equal((await client.get('/api/user')).body.data.temporary_password, true);
    const wrong = await client.post('/api/profile/change-password', {
      current_password: 'nope',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    assert.equal(wrong.status, 422);
    assert.ok(wrong.body.errors.current_password);
    const weak = await client.post('/api/profile/change-password', {
      current_password: DEMO_PASSWORD,
      password: 'short',
      password_confirmation: 'short',
    });
    assert.equal(weak.status, 422);
    assert.ok(weak.body.errors.password);
    const ok = await client.post('/api/profile/change-password', {
      current_password: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    assert.equal(ok.status, 204);
    assert.equal((await client.get('/api/user')).body.data.temporary_password, false);
  });

  it("requires 12+ characters and no common password for every new password, in the user's language (ASVS 2.1.1, 2.1.7)", async () => {
    const client = await login(server.base, 'vip@demo.test');
    const change = (password: string) =>
      client.post('/api/profile/change-password', { current_password: DEMO_PASSWORD, password, password_confirmation: password });
    // 8 to 11 characters with letters and digits passed the old rule.
    for (const password of ['Another1', 'Another123', 'Kx7-pq9-Lm2']) {
      const res = await change(password);
      assert.equal(res.status, 422, password);
      assert.deepEqual(res.body.errors.password, ['Hasło musi mieć co najmniej 12 znaków'], password);
    }
    // Long enough, but a common password, or one with digits and symbols around it, or look-alikes.
    for (const password of [
      'qwerty123456',
      'Password2024!',
      'P@ssw0rd1234',
      '1qaz2wsx3edc',
      'abcabcabcabc',
      '123456789012',
      'Zaq12wsx2024!',
    ]) {
      const res = await change(password);
      assert.equal(res.status, 422, password);
      assert.deepEqual(res.body.errors.password, ['To hasło jest zbyt popularne lub łatwe do odgadnięcia. Wybierz inne.'], password);
    }
    // The reset form has the same rule; a guest gets the browser's language.
    const guest = new Client(server.base);
    guest.lang = 'en';
    await guest.get('/sanctum/csrf-cookie');
    const reset = (password: string) =>
      guest.post('/reset-password', { token: 'x', email: 'vip@demo.test', password, password_confirmation: password });
    assert.deepEqual((await reset('Another123')).body.errors.password, ['The password must be at least 12 characters']);
    assert.deepEqual((await reset('Sunshine1234')).body.errors.password, [
      'This password is too common or too easy to guess. Choose another.',
    ]);
    // A long passphrase without digits is fine (no composition rules), and the old demo password still logs in.
    const [original] = await server.database.db.select().from(users).where(eq(users.email, 'vip@demo.test'));
    assert.equal((await change('correct horse battery staple')).status, 204);
    await server.database.db.update(users).set({ passwordHash: original!.passwordHash }).where(eq(users.email, 'vip@demo.test'));
    assert.equal((await login(server.base, 'vip@demo.test').then((c) => c.get('/api/user'))).status, 200);
  });

  it('ends the other sessions when the password changes, keeping this one with a new id (ASVS 3.3.3)', async () => {
    const [original] = await server.database.db.select().from(users).where(eq(users.email, 'client@demo.test'));
    const here = await login(server.base, 'client@demo.test');
    const elsewhere = await login(server.base, 'client@demo.test');
    const before = here.cookies.get('helpdesk_session');
    const xsrf = here.cookies.get('XSRF-TOKEN');
    const changed = await here.post('/api/profile/change-password', {
      current_password: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    assert.equal(changed.status, 204);
    assert.notEqual(here.cookies.get('helpdesk_session'), before, 'this session gets a new id');
    assert.equal(here.cookies.get('XSRF-TOKEN'), xsrf);
    assert.equal((await here.get('/api/user')).status, 200, 'this session stays signed in');
    assert.equal((await elsewhere.get('/api/user')).status, 401, 'the other session is over');
    const stale = new Client(server.base);
    stale.cookies.set('helpdesk_session', before!);
    assert.equal((await stale.get('/api/user')).status, 401);

    // A reset by e-mail ends every session, this one too.
    await here.post('/forgot-password', { email: 'client@demo.test' });
    const outbox = (await (await fetch(`${server.base}/dev/outbox`)).json()) as { data: { channel: string; to: string; body: string }[] };
    const token = decodeURIComponent(
      /token=([^&\s]+)/.exec(outbox.data.find((m) => m.channel === 'mail' && m.to === 'client@demo.test')!.body)![1]!,
    );
    const reset = await here.post('/reset-password', {
      token,
      email: 'client@demo.test',
      password: `${NEW_PASSWORD}x`,
      password_confirmation: `${NEW_PASSWORD}x`,
    });
    assert.equal(reset.status, 200);
    assert.equal((await here.get('/api/user')).status, 401);
    await server.database.db.update(users).set({ passwordHash: original!.passwordHash }).where(eq(users.email, 'client@demo.test'));
  });

  it('rotates the session id when the SMS code is accepted; the pre-code cookie stops working', async () => {
    const client = await login(server.base, 'manager@demo.test', { code: false });
    const preCode = client.cookies.get('helpdesk_session');
    const xsrf = client.cookies.get('XSRF-TOKEN');
    assert.equal((await client.post('/api/two-factor/verify', { code: await latestCode(server.base, 'manager@demo.test') })).status, 204);
    assert.notEqual(client.cookies.get('helpdesk_session'), preCode);
    assert.equal(client.cookies.get('XSRF-TOKEN'), xsrf, 'the CSRF token survives the rotation');
    assert.equal((await client.get('/api/admin/agent/summary')).status, 200);
    const stale = new Client(server.base);
    stale.cookies.set('helpdesk_session', preCode!);
    assert.equal((await stale.get('/api/user')).status, 401);
    assert.equal((await stale.get('/api/admin/agent/summary')).status, 401);
  });

  it('enforces allowed-IP rules for staff logins', async () => {
    const client = new Client(server.base);
    await client.get('/sanctum/csrf-cookie');
    // marek.dabrowski@msp.test may log in from 10.0.0.15 and 127.0.0.1; drop the loopback rule.
    await server.database.db.execute(sql`delete from allowed_ips where address = '127.0.0.1'`);
    const refused = await client.post('/login', { email: 'marek.dabrowski@msp.test', password: DEMO_PASSWORD });
    assert.equal(refused.status, 403);
    assert.equal(typeof refused.body.message, 'string');
    const rows = await server.database.db
      .select()
      .from(sessions)
      .where(sql`user_id = (select id from users where email = 'marek.dabrowski@msp.test')`);
    assert.equal(rows.length, 0);
  });
});

describe('per-IP throttling of login and code attempts', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ tickets: 5, env: { RATE_LIMIT_LOGIN_PER_IP: '4' } });
  });
  after(async () => {
    await server.close();
  });

  it('answers 429 with Retry-After once one address spends its budget, whatever the accounts', async () => {
    const client = new Client(server.base);
    await client.get('/sanctum/csrf-cookie');
    const statuses: number[] = [];
    // A different account each time: the per-account budget is never reached, the per-IP one is.
    for (let i = 0; i < 5; i++) statuses.push((await client.post('/login', { email: `nobody${i}@demo.test`, password: 'wrong' })).status);
    assert.deepEqual(statuses, [422, 422, 422, 422, 429]);
    const blocked = await client.post('/login', { email: 'client@demo.test', password: DEMO_PASSWORD });
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    assert.match(blocked.body.message, /Zbyt wiele prób/);
  });
});
