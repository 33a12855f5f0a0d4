import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  message,
  resetPasswordSchema,
  twoFactorCodeSchema,
  passkeySignInSchema,
  type SignInFactor,
} from '@helpdesk/shared/schemas';
import type { TwoFactorMethods } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import { FieldError, HttpError } from '../../platform/errors';
import { requestLang } from '../../platform/lang';
import { verifyPassword } from '../../platform/password';
import { actorOf, type Actor } from '../../platform/policy';
import { createThrottle } from '../../platform/throttle';
import { codeDelivery } from './code-delivery';
import { presentCurrentUser } from './current-user';
import {
  checkCredentials,
  codesSpent,
  endSessions,
  findUserByEmail,
  passTwoFactor,
  ipAllowed,
  logLoginAttempt,
  requestPasswordReset,
  resendWait,
  resetPassword,
  sendTwoFactorCode,
  setPassword,
  TWO_FACTOR_MAX_CODES,
  twoFactorState,
  verifyTwoFactorCode,
  type VerifyOutcome,
} from './service';
import { hasAuthenticator, useAuthenticatorCode, useRecoveryCode } from './authenticator';
import { mustEnrolStrongFactor } from './sign-in-policy';
import { authenticationOptions, hasPasskey, relyingParty, verifyPasskeySignIn } from './passkeys';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { trustDevice, trustedDevice } from './trusted-device';
import { tooManyAttempts, wrongCodeBudget } from './wrong-codes';
import { signInFactorRoutes } from './sign-in-factor-routes';
import { unitOfWork } from '../../platform/unit-of-work';

const LOGIN_WINDOW_MS = 60_000;

/** Sanctum SPA auth, password reset, temporary passwords and the SMS second factor. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, messenger, config, counters } = ctx;
  const limits = config.rateLimits;
  const loginPerIp = createThrottle(app, { max: limits.loginPerIp, timeWindowMs: 60_000, key: (r) => `login-ip:${r.ip}` });
  const codePerUser = createThrottle(app, {
    max: limits.codePerUser,
    timeWindowMs: 60_000,
    key: (r) => `code-user:${r.actor?.user.id ?? r.ip}`,
  });
  const codePerIp = createThrottle(app, { max: limits.loginPerIp, timeWindowMs: 60_000, key: (r) => `code-ip:${r.ip}` });
  const wrongCodes = wrongCodeBudget(counters);
  const forgotPerIp = createThrottle(app, { max: limits.forgotPerIp, timeWindowMs: 60_000, key: (r) => `forgot-ip:${r.ip}` });

  await app.register(signInFactorRoutes, { ctx, codePerIp, codePerUser, wrongCodes });

  app.get('/sanctum/csrf-cookie', async (request, reply) => {
    const session = await request.session();
    session.dirty = true;
    return reply.code(204).send();
  });

  app.post('/login', { schema: { body: loginSchema } }, async (request, reply) => {
    const body = request.body;
    const email = body.email.toLowerCase();
    await loginPerIp.check(request);
    // Guesses per account: past the budget only a browser that has logged in to this account before gets through,
    // with a budget of its own (trusted-device.ts), so nobody can keep a colleague out.
    const accountKey = `login-account:${email}`;
    const failures = await counters.get(accountKey);
    let deviceKey: string | null = null;
    if (failures && failures.count >= limits.loginPerAccount) {
      const device = trustedDevice(request, config.appKey);
      const trusted = device && (await findUserByEmail(db, email))?.id === device.userId ? device : null;
      const deviceFailures = trusted ? await counters.get(`login-device:${trusted.id}`) : null;
      if (!trusted || (deviceFailures?.count ?? 0) >= limits.loginPerAccount) throw tooManyAttempts(deviceFailures ?? failures);
      deviceKey = `login-device:${trusted.id}`;
    }
    const user = await checkCredentials(db, email, body.password);
    if (!user) {
      await counters.increment(accountKey, LOGIN_WINDOW_MS);
      if (deviceKey) await counters.increment(deviceKey, LOGIN_WINDOW_MS);
      await logLoginAttempt(db, request, { email, userId: null, success: false, reason: 'credentials' });
      throw new FieldError('email', 'credentials');
    }
    if (!(await ipAllowed(db, user, request.ip))) {
      await logLoginAttempt(db, request, { email, userId: user.id, success: false, reason: 'ip' });
      throw new HttpError(403, 'ip_not_allowed');
    }
    const session = await request.session();
    session.regenerate();
    session.userId = user.id;
    session.remember = body.remember === true || body.remember === 'on' || body.remember === '1';
    session.data = {};
    await logLoginAttempt(db, request, { email, userId: user.id, success: true });
    if (user.kind === 'agent') {
      await sendTwoFactorCode(messenger, session, user);
      return reply.code(200).send({ two_factor: true });
    }
    // Clients have no second factor: the password completes their login.
    trustDevice(request, reply, config.appKey, user.id);
    return reply.code(204).send();
  });

  app.post('/logout', async (request, reply) => {
    const session = await request.session();
    session.invalidate();
    return reply.code(204).send();
  });

  app.post('/forgot-password', { schema: { body: forgotPasswordSchema } }, async (request) => {
    await forgotPerIp.check(request);
    const { email } = request.body;
    const base = config.appUrl ?? `${request.protocol}://${request.host}`;
    // The token and its e-mail commit together (platform/unit-of-work.ts).
    await unitOfWork(ctx, (tx) => requestPasswordReset(tx.db, tx.messenger, email, base));
    return { message: message(requestLang(request), 'reset_link_sent') };
  });

  app.post('/reset-password', { schema: { body: resetPasswordSchema } }, async (request) => {
    await forgotPerIp.check(request);
    const body = request.body;
    if (!(await resetPassword(db, body.email, body.token, body.password))) throw new FieldError('email', 'reset_token');
    return { message: message(requestLang(request), 'password_reset') };
  });

  app.get('/api/user', { onRequest: ctx.authorize('account.own', { beforeTwoFactor: true }) }, async (request) =>
    presentCurrentUser(actorOf(request)),
  );

  app.post(
    '/api/two-factor/verify',
    { onRequest: ctx.authorize('tickets.work', { beforeTwoFactor: true }), schema: { body: twoFactorCodeSchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      if (actor.twoFactorPassed) return reply.code(204).send();
      await codePerIp.check(request);
      await codePerUser.check(request);
      await wrongCodes.check(actor.user.id);
      const { code, method = 'sms' } = request.body;
      const outcome = method === 'sms' ? verifyTwoFactorCode(actor.session, code) : await verifyOtherFactor(actor, method, code);
      if (outcome === 'ok') {
        // The session now grants everything: a new id, so the pre-code cookie (maybe seen or fixated) is worthless.
        actor.session.regenerate();
        if (method === 'sms' && (await mustEnrolStrongFactor(db, actor.user))) {
          // Not through yet: only the enrolment endpoints answer until a stronger factor is set up.
          actor.session.set('twoFactorPassed', false);
          actor.session.set('factorEnrolment', true);
          return reply.code(200).send({ enrol: true });
        }
        trustDevice(request, reply, config.appKey, actor.user.id);
        return reply.code(204).send();
      }
      if (outcome === 'wrong' || outcome === 'last') await wrongCodes.count(actor.user.id);
      if (method === 'recovery') throw new FieldError('code', 'recovery_code_invalid');
      throw new FieldError(
        'code',
        outcome === 'wrong' ? 'two_factor_code' : outcome === 'expired' ? 'two_factor_expired' : 'two_factor_locked',
      );
    },
  );

  /** The authenticator app or a recovery code instead of the SMS code. */
  async function verifyOtherFactor(actor: Actor, method: 'authenticator' | 'recovery', code: string): Promise<VerifyOutcome> {
    if (!(await hasAuthenticator(db, actor.user.id))) throw new FieldError('code', 'authenticator_not_enrolled');
    const ok =
      method === 'authenticator'
        ? await useAuthenticatorCode(db, config.appKey, actor.user.id, code)
        : await useRecoveryCode(db, config.appKey, actor.user.id, code);
    if (!ok) return 'wrong';
    passTwoFactor(actor.session);
    return 'ok';
  }

  app.get('/api/two-factor/methods', { onRequest: ctx.authorize('tickets.work', { beforeTwoFactor: true }) }, async (request) => {
    const actor = actorOf(request);
    const methods: SignInFactor[] = ['sms'];
    if (await hasAuthenticator(db, actor.user.id)) methods.push('authenticator', 'recovery');
    if (await hasPasskey(db, actor.user.id)) methods.push('passkey');
    return { methods } satisfies TwoFactorMethods;
  });

  const pendingSignIn = { onRequest: ctx.authorize('tickets.work', { beforeTwoFactor: true }) };

  app.post('/api/two-factor/passkey/options', pendingSignIn, async (request) => {
    const actor = actorOf(request);
    if (actor.twoFactorPassed) throw new HttpError(404, 'two_factor_not_pending');
    return authenticationOptions(db, actor.session, relyingParty(request, config.appUrl), actor.user.id);
  });

  app.post('/api/two-factor/passkey', { ...pendingSignIn, schema: { body: passkeySignInSchema } }, async (request, reply) => {
    const actor = actorOf(request);
    if (actor.twoFactorPassed) return reply.code(204).send();
    await codePerIp.check(request);
    await codePerUser.check(request);
    await wrongCodes.check(actor.user.id);
    const credential = request.body.credential as unknown as AuthenticationResponseJSON;
    if (!(await verifyPasskeySignIn(db, actor.session, relyingParty(request, config.appUrl), actor.user.id, credential))) {
      await wrongCodes.count(actor.user.id);
      throw new FieldError('credential', 'passkey_failed');
    }
    passTwoFactor(actor.session);
    actor.session.regenerate();
    trustDevice(request, reply, config.appKey, actor.user.id);
    return reply.code(204).send();
  });

  app.get('/api/two-factor/status', { onRequest: ctx.authorize('tickets.work', { beforeTwoFactor: true }) }, async (request) => {
    const actor = actorOf(request);
    const state = twoFactorState(actor.session);
    if (actor.twoFactorPassed || state?.outboxId === undefined) throw new HttpError(404, 'two_factor_not_pending');
    return codeDelivery(db, { ...state, outboxId: state.outboxId }, requestLang(request));
  });

  app.post('/api/two-factor/resend', { onRequest: ctx.authorize('tickets.work', { beforeTwoFactor: true }) }, async (request, reply) => {
    const actor = actorOf(request);
    if (actor.twoFactorPassed) return reply.code(204).send();
    if (codesSpent(actor.session)) throw new HttpError(429, 'two_factor_resend_limit', {}, { max: TWO_FACTOR_MAX_CODES });
    const state = twoFactorState(actor.session);
    // A code that will not arrive may be replaced at once: nothing reached the phone, so there is nothing to flood.
    const failed =
      state?.outboxId !== undefined &&
      (await codeDelivery(db, { ...state, outboxId: state.outboxId }, requestLang(request))).status === 'failed';
    const wait = failed ? 0 : resendWait(actor.session);
    if (wait > 0) throw new HttpError(429, 'two_factor_resend_wait', {}, { seconds: wait }, { 'retry-after': String(wait) });
    await sendTwoFactorCode(messenger, actor.session, actor.user);
    return { message: message(requestLang(request), 'two_factor_sent') };
  });

  app.post(
    '/api/profile/change-password',
    { onRequest: ctx.authorize('account.own'), schema: { body: changePasswordSchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = request.body;
      if (!(await verifyPassword(actor.user.passwordHash, body.current_password)))
        throw new FieldError('current_password', 'current_password');
      await setPassword(db, actor.user.id, body.password, false);
      // Every other session of the account ends (ASVS 3.3.3); this one stays, with a fresh id.
      await endSessions(db, actor.user.id, { except: actor.session.hash });
      actor.session.regenerate();
      return reply.code(204).send();
    },
  );

  if (config.env !== 'production') {
    // Reset links and SMS codes: full takeover of any account. Only for this machine (development is never for a
    // shared network): the socket's peer and the address a trusted proxy reports must both be loopback.
    app.get('/dev/outbox', async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) {
        return reply.code(404).send({ message: message(requestLang(request), 'not_found') });
      }
      return { data: await messenger.outbox() };
    });
  }
};

/** 127.0.0.0/8, ::1 and their IPv4-mapped form. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
