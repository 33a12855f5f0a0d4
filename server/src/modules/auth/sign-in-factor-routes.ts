import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import {
  authenticatorConfirmSchema,
  idParamsSchema,
  passkeyRegistrationSchema,
  signInPolicySchema,
  stepUpSchema,
  type SignInPolicy,
  type StepUpInput,
} from '@helpdesk/shared/schemas';
import type { AuthenticatorEnrolment, RecoveryCodes, SignInSecurity } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import { users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { auditAuthor, recordChange } from '../../platform/audit/recorder';
import { verifyPassword } from '../../platform/password';
import { actorOf } from '../../platform/policy';
import type { Throttle } from '../../platform/throttle';
import {
  confirmEnrolment,
  hasAuthenticator,
  removeAuthenticator,
  replaceRecoveryCodes,
  signInSecurity,
  startEnrolment,
  useAuthenticatorCode,
} from './authenticator';
import type { wrongCodeBudget } from './wrong-codes';
import { readSignInPolicy, saveSignInPolicy } from './sign-in-policy';
import { endSessions } from './service';
import { trustDevice } from './trusted-device';
import { listPasskeys, registerPasskey, registrationOptions, relyingParty, removePasskey, removePasskeys } from './passkeys';

const passkeyIdParams = z.object({ id: z.string().min(1).max(1024) });

/** A staff member's own sign-in factors beyond the SMS code: the authenticator app and its recovery codes. */
export const signInFactorRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  codePerIp: Throttle;
  codePerUser: Throttle;
  wrongCodes: ReturnType<typeof wrongCodeBudget>;
}> = async (app, { ctx, codePerIp, codePerUser, wrongCodes }) => {
  const { db, config } = ctx;
  // Staff only (clients have no second factor), and only after the sign-in's own second factor.
  const staff = { onRequest: ctx.authorize('tickets.work') };
  // …or, for setting up the app, while the sign-in policy holds the sign-in until a stronger factor exists.
  const enrolling = { onRequest: ctx.authorize('tickets.work', { duringEnrolment: true }) };
  const admin = { onRequest: ctx.authorize('sign-in-factors.manage') };

  app.get('/api/profile/security', enrolling, async (request): Promise<{ data: SignInSecurity }> => ({
    data: await signInSecurity(db, actorOf(request).user.id),
  }));

  app.post('/api/profile/authenticator', enrolling, async (request): Promise<{ data: AuthenticatorEnrolment }> => {
    const { user } = actorOf(request);
    const enrolment = await startEnrolment(db, config.appKey, user);
    if (!enrolment) throw new FieldError('authenticator', 'authenticator_enrolled');
    return { data: enrolment };
  });

  app.post(
    '/api/profile/authenticator/confirm',
    { ...enrolling, schema: { body: authenticatorConfirmSchema } },
    async (request, reply): Promise<{ data: RecoveryCodes }> => {
      const actor = actorOf(request);
      const { user } = actor;
      await codePerUser.check(request);
      await wrongCodes.check(user.id);
      if ((await signInSecurity(db, user.id)).authenticator !== 'pending') throw new FieldError('code', 'authenticator_not_started');
      const codes = await confirmEnrolment(db, config.appKey, user.id, request.body.code);
      if (!codes) {
        await wrongCodes.count(user.id);
        throw new FieldError('code', 'two_factor_code');
      }
      completeHeldSignIn(request, reply);
      return { data: { recovery_codes: codes } };
    },
  );

  app.post('/api/profile/passkeys/options', enrolling, async (request) => {
    const actor = actorOf(request);
    return registrationOptions(db, actor.session, relyingParty(request, config.appUrl), actor.user);
  });

  app.post('/api/profile/passkeys', { ...enrolling, schema: { body: passkeyRegistrationSchema } }, async (request, reply) => {
    const actor = actorOf(request);
    const credential = request.body.credential as unknown as RegistrationResponseJSON;
    const rp = relyingParty(request, config.appUrl);
    if (!(await registerPasskey(db, actor.session, rp, actor.user.id, request.body.name, credential))) {
      throw new FieldError('credential', 'passkey_failed');
    }
    completeHeldSignIn(request, reply);
    return reply.code(201).send({ data: await listPasskeys(db, actor.user.id) });
  });

  /**
   * Step-up: a factor goes (or its recovery codes are replaced) only with proof that its owner is at the keyboard — the
   * password, or a fresh code from the app — so a session left open or stolen cannot strip the account. Guessed no
   * faster than the sign-in code: the same throttles and the same hourly budget of wrong answers.
   */
  async function proveStepUp(request: FastifyRequest, body: StepUpInput): Promise<void> {
    const { user } = actorOf(request);
    await codePerIp.check(request);
    await codePerUser.check(request);
    await wrongCodes.check(user.id);
    if (body.proof === 'authenticator') {
      if (!(await hasAuthenticator(db, user.id))) throw new FieldError('code', 'authenticator_not_enrolled');
      // Spends the code's step, as at sign-in: a code seen on the screen cannot be used twice.
      if (await useAuthenticatorCode(db, config.appKey, user.id, body.code ?? '')) return;
      await wrongCodes.count(user.id);
      throw new FieldError('code', 'two_factor_code');
    }
    if (await verifyPassword(user.passwordHash, body.password ?? '')) return;
    await wrongCodes.count(user.id);
    throw new FieldError('password', 'step_up_password');
  }

  app.delete(
    '/api/profile/passkeys/:id',
    {
      ...staff,
      // A key the account does not have is a 404 before any proof is asked for (the list is the user's own).
      preValidation: async (request) => {
        const { id } = request.params as { id: string };
        if (!(await listPasskeys(db, actorOf(request).user.id)).some((key) => key.id === id)) throw new HttpError(404, 'not_found');
      },
      schema: { params: passkeyIdParams, body: stepUpSchema },
    },
    async (request, reply) => {
      const userId = actorOf(request).user.id;
      await proveStepUp(request, request.body);
      if (!(await removePasskey(db, userId, request.params.id))) throw new HttpError(404, 'not_found');
      return reply.code(204).send();
    },
  );

  /** A sign-in held by the admins' policy completes with its new factor: a new session id, as after any second factor. */
  function completeHeldSignIn(request: FastifyRequest, reply: FastifyReply): void {
    const actor = actorOf(request);
    if (!actor.factorEnrolmentPending) return;
    actor.session.set('factorEnrolment', undefined);
    actor.session.set('twoFactorPassed', true);
    actor.session.regenerate();
    trustDevice(request, reply, config.appKey, actor.user.id);
  }

  app.delete('/api/profile/authenticator', { ...staff, schema: { body: stepUpSchema } }, async (request, reply) => {
    await proveStepUp(request, request.body);
    await removeAuthenticator(db, actorOf(request).user.id);
    return reply.code(204).send();
  });

  app.post(
    '/api/profile/recovery-codes',
    { ...staff, schema: { body: stepUpSchema } },
    async (request): Promise<{ data: RecoveryCodes }> => {
      const { user } = actorOf(request);
      if (!(await hasAuthenticator(db, user.id))) throw new FieldError('authenticator', 'authenticator_not_enrolled');
      await proveStepUp(request, request.body);
      return { data: { recovery_codes: await replaceRecoveryCodes(db, config.appKey, user.id) } };
    },
  );

  // An admin resets a staff member's factors (a lost phone): back to the SMS code, every session of theirs ended.
  app.post('/api/admin/agent/:id/sign-in-factors/reset', { ...admin, schema: { params: idParamsSchema } }, async (request, reply) => {
    const [agent] = await db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(and(eq(users.id, request.params.id), eq(users.kind, 'agent'), isNull(users.deletedAt)));
    if (!agent) throw new HttpError(404, 'not_found');
    // The trail keeps which factors the reset took away (never their secrets).
    const factorsOf = async (tx: typeof db) => ({
      authenticator_app: await hasAuthenticator(tx, agent.id),
      passkeys: (await listPasskeys(tx, agent.id)).map((p) => p.name),
    });
    await db.transaction(async (t) => {
      const tx = t as unknown as typeof db;
      const before = await factorsOf(tx);
      await removeAuthenticator(tx, agent.id);
      await removePasskeys(tx, agent.id);
      await recordChange(tx, {
        author: auditAuthor(request),
        kind: 'user',
        action: 'updated',
        recordId: agent.id,
        label: `${agent.firstname} ${agent.lastname}`.trim(),
        before: { sign_in_factors: before },
        after: { sign_in_factors: await factorsOf(tx) },
      });
    });
    if (agent.id !== actorOf(request).user.id) await endSessions(db, agent.id);
    return reply.code(204).send();
  });

  app.get('/api/admin/sign-in-policy', admin, async (): Promise<{ data: SignInPolicy }> => ({ data: await readSignInPolicy(db) }));

  app.put('/api/admin/sign-in-policy', { ...admin, schema: { body: signInPolicySchema } }, async (request) => {
    await db.transaction(async (t) => {
      const tx = t as unknown as typeof db;
      const before = await readSignInPolicy(tx);
      await saveSignInPolicy(tx, request.body);
      await recordChange(tx, {
        author: auditAuthor(request),
        kind: 'settings',
        action: 'updated',
        recordId: 'sign_in_policy',
        label: 'sign_in_policy',
        before,
        after: request.body,
      });
    });
    return { data: await readSignInPolicy(db) };
  });
};
