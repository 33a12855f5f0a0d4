import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { authenticatorApps, recoveryCodes, users } from '../../platform/db/schema';
import { awayFromStepEdge, codeAt, enrolAuthenticator as enrol } from '../../test/authenticator';
import { DEMO_PASSWORD, login, startServer, type TestServer } from '../../test/harness';

describe('authenticator app (TOTP) and recovery codes', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ tickets: 20 });
  });
  after(async () => {
    await server.close();
  });

  const userId = async (email: string) =>
    (await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  /** Password done, second factor pending. */
  const passwordStep = (email: string) => login(server.base, email, { code: false });

  it('enrols only after a correct code, shows the QR code and URI once, and never returns the secret again', async () => {
    const client = await login(server.base, 'admin@demo.test');
    assert.deepEqual((await client.get('/api/profile/security')).body.data, {
      authenticator: 'none',
      recovery_codes_left: 0,
      passkeys: [],
    });
    const started = await client.post('/api/profile/authenticator', {});
    assert.equal(started.status, 200);
    const uri: string = started.body.data.uri;
    assert.match(uri, /^otpauth:\/\/totp\/Helpdesk:admin%40demo\.test\?/);
    assert.match(started.body.data.qr_code, /^data:image\/svg\+xml;base64,/);
    const secret = (OTPAuth.URI.parse(uri) as OTPAuth.TOTP).secret;

    const wrong = await client.post('/api/profile/authenticator/confirm', { code: codeAt(secret, 0) === '000000' ? '111111' : '000000' });
    assert.equal(wrong.status, 422);
    assert.equal(wrong.body.errors.code[0], 'Kod jest nieprawidłowy.');
    assert.equal((await client.get('/api/profile/security')).body.data.authenticator, 'pending');

    await awayFromStepEdge();
    const confirmed = await client.post('/api/profile/authenticator/confirm', { code: codeAt(secret, 0) });
    assert.equal(confirmed.status, 200);
    const codes: string[] = confirmed.body.data.recovery_codes;
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    const security = await client.get('/api/profile/security');
    assert.deepEqual(security.body.data, { authenticator: 'enabled', recovery_codes_left: 10, passkeys: [] });
    assert.ok(!JSON.stringify(security.body).includes(secret.base32));

    // Stored sealed and hashed: neither the seed nor a recovery code appears in the database.
    const id = await userId('admin@demo.test');
    const [row] = await server.database.db.select().from(authenticatorApps).where(eq(authenticatorApps.userId, id));
    assert.ok(row && !row.sealedSecret.includes(secret.base32));
    const stored = await server.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id));
    assert.ok(stored.every((r) => !codes.some((c) => r.codeHash.includes(c.replace('-', '')))));

    // A second enrolment would move the factor to another phone: refused while one is set up.
    const again = await client.post('/api/profile/authenticator', {});
    assert.equal(again.status, 422);
  });

  it('signs in with the authenticator, offers it at the code step, and refuses the same code twice (replay)', async () => {
    const pending = await passwordStep('admin@demo.test');
    assert.deepEqual((await pending.get('/api/two-factor/methods')).body, { methods: ['sms', 'authenticator', 'recovery'] });
    const secret = OTPAuth.Secret.fromBase32(await currentSecret('admin@demo.test'));
    await awayFromStepEdge();
    const code = codeAt(secret, 1);
    assert.equal((await pending.post('/api/two-factor/verify', { method: 'authenticator', code })).status, 204);
    assert.equal((await pending.get('/api/user')).body.data.is_two_factor_authenticated, true);

    const replay = await passwordStep('admin@demo.test');
    const refused = await replay.post('/api/two-factor/verify', { method: 'authenticator', code });
    assert.equal(refused.status, 422);
    assert.equal((await replay.get('/api/user')).body.data.is_two_factor_authenticated, false);
    // An older step than the last one used is refused too (a code seen earlier on the screen).
    const older = await replay.post('/api/two-factor/verify', { method: 'authenticator', code: codeAt(secret, 0) });
    assert.equal(older.status, 422);
  });

  /** The secret as only the server can read it (tests peek; no endpoint returns it). */
  async function currentSecret(email: string): Promise<string> {
    const { open } = await import('../../platform/secret-box');
    const [row] = await server.database.db
      .select()
      .from(authenticatorApps)
      .where(eq(authenticatorApps.userId, await userId(email)));
    return open(server.config.appKey, 'totp-secret', row!.sealedSecret)!;
  }

  it('accepts a code one step off the server clock either way and refuses two steps off', async () => {
    const agent = await login(server.base, 'agent@demo.test');
    const { secret } = await enrol(agent);
    const id = await userId('agent@demo.test');
    const forget = () => server.database.db.update(authenticatorApps).set({ lastUsedStep: null }).where(eq(authenticatorApps.userId, id));
    const attempt = async (steps: number) => {
      await forget();
      const pending = await passwordStep('agent@demo.test');
      await awayFromStepEdge();
      return (await pending.post('/api/two-factor/verify', { method: 'authenticator', code: codeAt(secret, steps) })).status;
    };
    assert.equal(await attempt(-1), 204);
    assert.equal(await attempt(1), 204);
    assert.equal(await attempt(-2), 422);
    assert.equal(await attempt(2), 422);
  });

  it('accepts each recovery code once; regenerating voids the old set', async () => {
    const agent = await login(server.base, 'agent@demo.test');
    const first = await agent.post('/api/profile/recovery-codes', { password: DEMO_PASSWORD });
    assert.equal(first.status, 200);
    const codes: string[] = first.body.data.recovery_codes;

    const pending = await passwordStep('agent@demo.test');
    // Typed without the dash and in capitals: still the code.
    assert.equal(
      (await pending.post('/api/two-factor/verify', { method: 'recovery', code: codes[0]!.replace('-', '').toUpperCase() })).status,
      204,
    );
    assert.equal((await pending.get('/api/profile/security')).body.data.recovery_codes_left, 9);

    const reuse = await passwordStep('agent@demo.test');
    const refused = await reuse.post('/api/two-factor/verify', { method: 'recovery', code: codes[0]! });
    assert.equal(refused.status, 422);
    assert.equal(refused.body.errors.code[0], 'Kod odzyskiwania jest nieprawidłowy lub został już użyty.');

    const regenerated = await agent.post('/api/profile/recovery-codes', { password: DEMO_PASSWORD });
    assert.equal(regenerated.body.data.recovery_codes.length, 10);
    assert.equal((await reuse.post('/api/two-factor/verify', { method: 'recovery', code: codes[1]! })).status, 422);
    assert.equal(
      (await reuse.post('/api/two-factor/verify', { method: 'recovery', code: regenerated.body.data.recovery_codes[0] })).status,
      204,
    );
  });

  it('counts wrong authenticator codes in the per-account hourly budget of the SMS code (429, then even a right code)', async () => {
    const manager = await login(server.base, 'manager@demo.test');
    const { secret } = await enrol(manager);
    const pending = await passwordStep('manager@demo.test');
    const right = codeAt(secret, 0);
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 10; i++) {
      assert.equal((await pending.post('/api/two-factor/verify', { method: 'authenticator', code: wrongCode })).status, 422);
    }
    await awayFromStepEdge();
    const blocked = await pending.post('/api/two-factor/verify', { method: 'authenticator', code: codeAt(secret, 1) });
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    // A new login buys no fresh guesses, and the SMS code shares the budget.
    const again = await passwordStep('manager@demo.test');
    assert.equal((await again.post('/api/two-factor/verify', { code: '000000' })).status, 429);
  });

  it('validates the code for its factor and refuses the authenticator to an agent without one', async () => {
    const client = await passwordStep('admin@demo.test');
    const bad = await client.post('/api/two-factor/verify', { method: 'recovery', code: 'x' });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.errors.code[0], 'Kod odzyskiwania ma 10 liter i cyfr, np. ab3de-fg7hk.');
    const letters = await client.post('/api/two-factor/verify', { method: 'authenticator', code: 'abcdef' });
    assert.equal(letters.status, 422);
    const id = await userId('admin@demo.test');
    await server.database.db.delete(authenticatorApps).where(eq(authenticatorApps.userId, id));
    const none = await (await passwordStep('admin@demo.test')).post('/api/two-factor/verify', { method: 'authenticator', code: '123456' });
    assert.equal(none.status, 422);
    assert.equal(none.body.errors.code[0], 'Na tym koncie nie skonfigurowano aplikacji uwierzytelniającej.');
  });

  it('keeps the factor pages to signed-in staff who passed the second factor', async () => {
    const clientUser = await login(server.base, 'client@demo.test');
    assert.equal((await clientUser.post('/api/profile/authenticator', {})).status, 403);
    assert.equal((await clientUser.get('/api/profile/security')).status, 403);
    const pending = await passwordStep('agent@demo.test');
    assert.equal((await pending.post('/api/profile/authenticator', {})).status, 403);
    assert.equal((await pending.delete('/api/profile/authenticator')).status, 403);
  });
});
