import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { authenticatorApps, passkeys, users } from '../../platform/db/schema';
import { awayFromStepEdge, codeAt, enrolAuthenticator } from '../../test/authenticator';
import { DEMO_PASSWORD, login, startServer, type Client, type TestServer } from '../../test/harness';
import { softwareAuthenticator } from '../../test/software-authenticator';

describe('step-up: removing a sign-in factor needs the password or a fresh app code', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ tickets: 20 });
  });
  after(async () => {
    await server.close();
  });

  const userId = async (email: string) =>
    (await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const hasApp = async (email: string) =>
    (
      await server.database.db
        .select()
        .from(authenticatorApps)
        .where(eq(authenticatorApps.userId, await userId(email)))
    ).length === 1;
  const removeApp = (client: Client, proof: unknown) => client.request('DELETE', '/api/profile/authenticator', proof);

  it('keeps the authenticator app without proof or with a wrong password (field message in pl and en); the password removes it', async () => {
    const admin = await login(server.base, 'admin@demo.test');
    await enrolAuthenticator(admin);

    const none = await removeApp(admin, {});
    assert.equal(none.status, 422);
    assert.equal(none.body.errors.password[0], 'To pole jest wymagane');
    const wrong = await removeApp(admin, { password: 'not-the-password' });
    assert.equal(wrong.status, 422);
    assert.deepEqual(wrong.body.errors, { password: ['Hasło jest nieprawidłowe.'] });
    // A signed-in user reads the server in their own language (the profile's).
    const setLang = (lang: 'pl' | 'en') => server.database.db.update(users).set({ lang }).where(eq(users.email, 'admin@demo.test'));
    await setLang('en');
    const wrongEn = await removeApp(admin, { password: 'not-the-password' });
    assert.deepEqual(wrongEn.body.errors, { password: ['The password is incorrect.'] });
    await setLang('pl');
    assert.equal(await hasApp('admin@demo.test'), true);

    assert.equal((await removeApp(admin, { password: DEMO_PASSWORD })).status, 204);
    assert.equal(await hasApp('admin@demo.test'), false);
  });

  it('regenerates recovery codes only with proof; a fresh app code works once, its replay is refused', async () => {
    const agent = await login(server.base, 'agent@demo.test');
    const { secret, codes } = await enrolAuthenticator(agent);

    const none = await agent.post('/api/profile/recovery-codes', {});
    assert.equal(none.status, 422);
    assert.ok(none.body.errors.password);
    const badFormat = await agent.post('/api/profile/recovery-codes', { proof: 'authenticator', code: '12ab' });
    assert.equal(badFormat.status, 422);
    assert.ok(badFormat.body.errors.code);

    // The step used at enrolment is spent: the app's next code is fresh.
    await awayFromStepEdge();
    const code = codeAt(secret, 1);
    const renewed = await agent.post('/api/profile/recovery-codes', { proof: 'authenticator', code });
    assert.equal(renewed.status, 200, JSON.stringify(renewed.body));
    assert.equal(renewed.body.data.recovery_codes.length, 10);
    assert.ok(!renewed.body.data.recovery_codes.includes(codes[0]));

    const replay = await agent.post('/api/profile/recovery-codes', { proof: 'authenticator', code });
    assert.equal(replay.status, 422);
    assert.deepEqual(replay.body.errors, { code: ['Kod jest nieprawidłowy.'] });
    // The set shown after the proof is the one in force: a replay made no new set.
    const pending = await login(server.base, 'agent@demo.test', { code: false });
    assert.equal(
      (await pending.post('/api/two-factor/verify', { method: 'recovery', code: renewed.body.data.recovery_codes[0] })).status,
      204,
    );
    assert.equal((await removeApp(agent, { password: DEMO_PASSWORD })).status, 204);
  });

  it('keeps a passkey without proof; removes it with the password', async () => {
    const key = softwareAuthenticator(server.base);
    const agent = await login(server.base, 'agent@demo.test');
    const options = await agent.post('/api/profile/passkeys/options', {});
    assert.equal((await agent.post('/api/profile/passkeys', { name: 'Laptop', credential: key.register(options.body) })).status, 201);
    const url = `/api/profile/passkeys/${encodeURIComponent(key.id)}`;
    const stored = async () => (await server.database.db.select().from(passkeys).where(eq(passkeys.id, key.id))).length;

    assert.equal((await agent.request('DELETE', url, {})).status, 422);
    const wrong = await agent.request('DELETE', url, { password: 'nope' });
    assert.equal(wrong.status, 422);
    assert.deepEqual(wrong.body.errors, { password: ['Hasło jest nieprawidłowe.'] });
    // The app's code is no proof on an account without the app.
    const noApp = await agent.request('DELETE', url, { proof: 'authenticator', code: '123456' });
    assert.deepEqual(noApp.body.errors, { code: ['Na tym koncie nie skonfigurowano aplikacji uwierzytelniającej.'] });
    assert.equal(await stored(), 1);

    assert.equal((await agent.request('DELETE', url, { password: DEMO_PASSWORD })).status, 204);
    assert.equal(await stored(), 0);
  });

  it('counts wrong proofs in the sign-in code’s hourly budget: 429 with Retry-After, then even the right password', async () => {
    const manager = await login(server.base, 'manager@demo.test');
    await enrolAuthenticator(manager);
    for (let i = 0; i < 10; i++) assert.equal((await removeApp(manager, { password: `wrong-${i}` })).status, 422, `try ${i}`);
    const blocked = await removeApp(manager, { password: DEMO_PASSWORD });
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    assert.equal(await hasApp('manager@demo.test'), true);
    // One budget with the code step: guessing here buys no guesses there either.
    const pending = await login(server.base, 'manager@demo.test', { code: false });
    assert.equal((await pending.post('/api/two-factor/verify', { code: '000000' })).status, 429);
  });
});
