import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmEmailSchema, message } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { FieldError } from '../../platform/errors';
import { requestLang } from '../../platform/lang';
import { confirmEmailChange } from './service';

/** `POST /confirm-email {token}`: the shell's /email/confirm page sends the mailed link's token (no login needed). */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/confirm-email', { schema: { body: confirmEmailSchema } }, async (request) => {
    const outcome = await confirmEmailChange(ctx.db, request.body.token);
    if (!outcome.ok) throw new FieldError('token', outcome.reason === 'taken' ? 'email_change_taken' : 'email_change_token');
    return { message: message(requestLang(request), 'email_confirmed', { email: outcome.email }), email: outcome.email };
  });
};
