import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, authenticatorApps, sessions, users } from '../../platform/db/schema';
import { enrolAuthenticator } from '../../test/authenticator';
import { latestCode, login, startServer, type TestServer } from '../../test/harness';

describe('admin controls over sign-in factors', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ tickets: 20 });
  });
  after(async () => {
    await server.close();
  });

  const userId = async (email: string) =>
    (await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('lets only admins reset factors and set the policy (403 for a manager and an agent)', async () => {
    const agentId = await userId('agent@demo.test');
    for (const email of ['manager@demo.test', 'agent@demo.test']) {
      const client = await login(server.base, email);
      assert.equal((await client.post(`/api/admin/agent/${agentId}/sign-in-factors/reset`, {})).status, 403, email);
      assert.equal((await client.get('/api/admin/sign-in-policy')).status, 403, email);
      assert.equal((await client.request('PUT', '/api/admin/sign-in-policy', { strong_factor_required: true })).status, 403, email);
    }
    const clientUser = await login(server.base, 'client@demo.test');
    assert.equal((await clientUser.request('PUT', '/api/admin/sign-in-policy', { strong_factor_required: true })).status, 403);
    const admin = await login(server.base, 'admin@demo.test');
    assert.deepEqual((await admin.get('/api/admin/sign-in-policy')).body.data, { strong_factor_required: false });
    const bad = await admin.request('PUT', '/api/admin/sign-in-policy', { strong_factor_required: 'yes' });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.strong_factor_required);
  });

  it("an admin's reset removes the agent's app and recovery codes and signs the agent out everywhere", async () => {
    const agent = await login(server.base, 'agent@demo.test');
    await enrolAuthenticator(agent);
    const agentId = await userId('agent@demo.test');
    const admin = await login(server.base, 'admin@demo.test');
    assert.equal((await admin.post(`/api/admin/agent/${agentId}/sign-in-factors/reset`, {})).status, 204);
    assert.equal((await server.database.db.select().from(authenticatorApps).where(eq(authenticatorApps.userId, agentId))).length, 0);
    assert.equal((await server.database.db.select().from(sessions).where(eq(sessions.userId, agentId))).length, 0);
    assert.equal((await agent.get('/api/user')).status, 401);
    const pending = await login(server.base, 'agent@demo.test', { code: false });
    assert.deepEqual((await pending.get('/api/two-factor/methods')).body, { methods: ['sms'] });
    // The audit trail says who reset which factors, without a secret.
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordKind, 'user'), eq(auditLog.recordId, String(agentId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.equal(entry?.actorId, await userId('admin@demo.test'));
    assert.deepEqual(entry?.changes, [
      {
        field: 'sign_in_factors',
        before: { authenticator_app: true, passkeys: [] },
        after: { authenticator_app: false, passkeys: [] },
      },
    ]);
    // A client is not staff: nothing to reset.
    const clientId = await userId('client@demo.test');
    assert.equal((await admin.post(`/api/admin/agent/${clientId}/sign-in-factors/reset`, {})).status, 404);
  });

  it('with the policy on, a manager without an app is held after the SMS code until one is set up; an agent is not', async () => {
    const admin = await login(server.base, 'admin@demo.test');
    assert.equal((await admin.request('PUT', '/api/admin/sign-in-policy', { strong_factor_required: true })).status, 200);
    const [policyEntry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordKind, 'settings'), eq(auditLog.recordId, 'sign_in_policy')));
    assert.deepEqual(policyEntry?.changes, [{ field: 'strong_factor_required', before: false, after: true }]);

    const manager = await login(server.base, 'manager@demo.test', { code: false });
    const verify = await manager.post('/api/two-factor/verify', { code: await latestCode(server.base, 'manager@demo.test') });
    assert.equal(verify.status, 200);
    assert.deepEqual(verify.body, { enrol: true });
    const user = (await manager.get('/api/user')).body.data;
    assert.equal(user.is_two_factor_authenticated, false);
    assert.equal(user.sign_in_factor_enrolment, true);
    // Held: the staff area refuses, the enrolment answers.
    assert.equal((await manager.get('/api/admin/agent/summary')).status, 403);
    assert.equal((await manager.delete('/api/profile/authenticator')).status, 403);
    await enrolAuthenticator(manager);
    const through = (await manager.get('/api/user')).body.data;
    assert.equal(through.is_two_factor_authenticated, true);
    assert.equal(through.sign_in_factor_enrolment, false);
    assert.notEqual((await manager.get('/api/admin/agent/summary')).status, 403);

    // A plain agent is not covered by the policy.
    const agent = await login(server.base, 'agent@demo.test', { code: false });
    const agentVerify = await agent.post('/api/two-factor/verify', { code: await latestCode(server.base, 'agent@demo.test') });
    assert.equal(agentVerify.status, 204);
    assert.equal((await admin.request('PUT', '/api/admin/sign-in-policy', { strong_factor_required: false })).status, 200);
  });
});
