import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, login, startServer, type TestServer } from '../../test/harness';
import { softwareAuthenticator } from '../../test/software-authenticator';

describe('passkeys and security keys (WebAuthn)', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ tickets: 20 });
  });
  after(async () => {
    await server.close();
  });

  it('registers a passkey from the profile, signs in with it, and refuses a replayed or foreign answer', async () => {
    const key = softwareAuthenticator(server.base);
    const agent = await login(server.base, 'agent@demo.test');
    const options = await agent.post('/api/profile/passkeys/options', {});
    assert.equal(options.status, 200);
    const answer = key.register(options.body);
    const registered = await agent.post('/api/profile/passkeys', { name: 'Laptop', credential: answer });
    assert.equal(registered.status, 201, JSON.stringify(registered.body));
    assert.deepEqual(
      registered.body.data.map((p: { id: string; name: string }) => [p.id, p.name]),
      [[key.id, 'Laptop']],
    );
    // The challenge was good once.
    assert.equal((await agent.post('/api/profile/passkeys', { name: 'Again', credential: answer })).status, 422);

    const pending = await login(server.base, 'agent@demo.test', { code: false });
    assert.deepEqual((await pending.get('/api/two-factor/methods')).body, { methods: ['sms', 'passkey'] });
    const challenge = await pending.post('/api/two-factor/passkey/options', {});
    assert.deepEqual(
      challenge.body.allowCredentials.map((c: { id: string }) => c.id),
      [key.id],
    );
    const signed = key.authenticate(challenge.body);
    assert.equal((await pending.post('/api/two-factor/passkey', { credential: signed })).status, 204);
    assert.equal((await pending.get('/api/user')).body.data.is_two_factor_authenticated, true);

    // The same signature on another sign-in: its challenge is not this one.
    const other = await login(server.base, 'agent@demo.test', { code: false });
    await other.post('/api/two-factor/passkey/options', {});
    const replay = await other.post('/api/two-factor/passkey', { credential: signed });
    assert.equal(replay.status, 422);
    assert.equal(replay.body.errors.credential[0], 'Nie udało się potwierdzić klucza dostępu. Spróbuj ponownie.');
    // A key registered to nobody here.
    const stranger = softwareAuthenticator(server.base);
    const fresh = await other.post('/api/two-factor/passkey/options', {});
    assert.equal((await other.post('/api/two-factor/passkey', { credential: stranger.authenticate(fresh.body) })).status, 422);
    assert.equal((await other.get('/api/user')).body.data.is_two_factor_authenticated, false);

    const removed = await agent.request('DELETE', `/api/profile/passkeys/${encodeURIComponent(key.id)}`, { password: DEMO_PASSWORD });
    assert.equal(removed.status, 204);
    assert.deepEqual((await agent.get('/api/profile/security')).body.data.passkeys, []);
  });

  it('keeps registration to signed-in staff; a passkey satisfies the policy for a held manager', async () => {
    const clientUser = await login(server.base, 'client@demo.test');
    assert.equal((await clientUser.post('/api/profile/passkeys/options', {})).status, 403);
    const pending = await login(server.base, 'agent@demo.test', { code: false });
    assert.equal((await pending.post('/api/profile/passkeys/options', {})).status, 403);

    const admin = await login(server.base, 'admin@demo.test');
    await admin.request('PUT', '/api/admin/sign-in-policy', { strong_factor_required: true });
    const { latestCode } = await import('../../test/harness');
    const manager = await login(server.base, 'manager@demo.test', { code: false });
    const held = await manager.post('/api/two-factor/verify', { code: await latestCode(server.base, 'manager@demo.test') });
    assert.deepEqual(held.body, { enrol: true });
    const key = softwareAuthenticator(server.base);
    const options = await manager.post('/api/profile/passkeys/options', {});
    assert.equal((await manager.post('/api/profile/passkeys', { name: 'YubiKey', credential: key.register(options.body) })).status, 201);
    assert.equal((await manager.get('/api/user')).body.data.is_two_factor_authenticated, true);
    await admin.request('PUT', '/api/admin/sign-in-policy', { strong_factor_required: false });
  });
});
