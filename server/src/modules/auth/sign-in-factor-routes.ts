import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatorConfirmSchema } from '@helpdesk/shared/schemas';
import type { AuthenticatorEnrolment, RecoveryCodes, SignInSecurity } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import { FieldError } from '../../platform/errors';
import { actorOf } from '../../platform/policy';
import type { Throttle } from '../../platform/throttle';
import {
  confirmEnrolment,
  hasAuthenticator,
  removeAuthenticator,
  replaceRecoveryCodes,
  signInSecurity,
  startEnrolment,
} from './authenticator';
import type { wrongCodeBudget } from './wrong-codes';

/** A staff member's own sign-in factors beyond the SMS code: the authenticator app and its recovery codes. */
export const signInFactorRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  codePerUser: Throttle;
  wrongCodes: ReturnType<typeof wrongCodeBudget>;
}> = async (app, { ctx, codePerUser, wrongCodes }) => {
  const { db, config } = ctx;
  // Staff only (clients have no second factor), and only after the sign-in's own second factor.
  const staff = { onRequest: ctx.authorize('tickets.work') };

  app.get('/api/profile/security', staff, async (request): Promise<{ data: SignInSecurity }> => ({
    data: await signInSecurity(db, actorOf(request).user.id),
  }));

  app.post('/api/profile/authenticator', staff, async (request): Promise<{ data: AuthenticatorEnrolment }> => {
    const { user } = actorOf(request);
    const enrolment = await startEnrolment(db, config.appKey, user);
    if (!enrolment) throw new FieldError('authenticator', 'authenticator_enrolled');
    return { data: enrolment };
  });

  app.post(
    '/api/profile/authenticator/confirm',
    { ...staff, schema: { body: authenticatorConfirmSchema } },
    async (request): Promise<{ data: RecoveryCodes }> => {
      const { user } = actorOf(request);
      await codePerUser.check(request);
      await wrongCodes.check(user.id);
      if ((await signInSecurity(db, user.id)).authenticator !== 'pending') throw new FieldError('code', 'authenticator_not_started');
      const codes = await confirmEnrolment(db, config.appKey, user.id, request.body.code);
      if (!codes) {
        await wrongCodes.count(user.id);
        throw new FieldError('code', 'two_factor_code');
      }
      return { data: { recovery_codes: codes } };
    },
  );

  app.delete('/api/profile/authenticator', staff, async (request, reply) => {
    await removeAuthenticator(db, actorOf(request).user.id);
    return reply.code(204).send();
  });

  app.post('/api/profile/recovery-codes', staff, async (request): Promise<{ data: RecoveryCodes }> => {
    const { user } = actorOf(request);
    if (!(await hasAuthenticator(db, user.id))) throw new FieldError('authenticator', 'authenticator_not_enrolled');
    return { data: { recovery_codes: await replaceRecoveryCodes(db, config.appKey, user.id) } };
  });
};
