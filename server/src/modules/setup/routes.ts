/**
 * GET/POST /setup: the first admin's own page (production, empty database). Works only with a one-time token an
 * instance printed at start (kept hashed in the database, so any instance of a cluster accepts it), only while no
 * admin exists, before the token expires, and only once. Plain HTML form (no script: it runs
 * under the CSP), or JSON for scripts and tests.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidationLang } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { issuesToErrors, validationBody } from '../../platform/errors';
import { requestLang } from '../../platform/lang';
import { text, type ServerMessageKey } from '../../platform/messages';
import {
  AdminExists,
  BadToken,
  createFirstAdmin,
  EmailTaken,
  firstAdminSchema,
  hasAdmin,
  setupTokenPending,
  setupTokenValid,
  spendSetupTokens,
} from './service';

/** A text of the page in the catalogue (`setup_<name>`). */
const say = (lang: ValidationLang, name: SetupText) => text(lang, `setup_${name}`);
type SetupText = ServerMessageKey extends infer K ? (K extends `setup_${infer N}` ? N : never) : never;

const FIELDS = [
  ['token', 'password'],
  ['firstname', 'text'],
  ['lastname', 'text'],
  ['email', 'email'],
  ['phone', 'tel'],
  ['password', 'password'],
  ['password_confirmation', 'password'],
] as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(lang: ValidationLang, body: string): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escape(say(lang, 'title'))}</title></head><body><main><h1>${escape(say(lang, 'title'))}</h1>${body}</main></body></html>`
  );
}

function form(lang: ValidationLang, values: Record<string, unknown>, errors: Record<string, string[]>): string {
  const rows = FIELDS.map(([name, type]) => {
    const value = type === 'password' ? '' : typeof values[name] === 'string' ? escape(values[name] as string) : '';
    const error = (errors[name] ?? []).map((e) => `<p role="alert" id="${name}-error">${escape(e)}</p>`).join('');
    return `<p><label for="${name}">${escape(say(lang, name))}</label><br><input id="${name}" name="${name}" type="${type}" value="${value}" required></p>${error}`;
  }).join('');
  const general = (errors._ ?? []).map((e) => `<p role="alert">${escape(e)}</p>`).join('');
  return `<p>${escape(say(lang, 'intro'))}</p>${general}<form method="post" action="/setup">${rows}<button type="submit">${escape(say(lang, 'submit'))}</button></form>`;
}

const wantsJson = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').includes('json') || !(request.headers.accept ?? '').includes('text/html');

export const setupRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  /** 404 unless a token is pending and no admin exists: nobody learns anything about a set-up server. */
  async function available(): Promise<boolean> {
    return (await setupTokenPending(db)) && !(await hasAdmin(db));
  }

  function gone(request: FastifyRequest, reply: FastifyReply) {
    const lang = requestLang(request);
    if (wantsJson(request)) return reply.code(404).send({ message: say(lang, 'gone') });
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(page(lang, `<p>${escape(say(lang, 'gone'))}</p>`));
  }

  app.get('/setup', async (request, reply) => {
    if (!(await available())) return gone(request, reply);
    const lang = requestLang(request);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(lang, form(lang, {}, {})));
  });

  // No session yet, so no CSRF token: the one-time token is the secret a forged request cannot know.
  app.post('/setup', { config: { csrf: false } }, async (request, reply) => {
    if (!(await available())) return gone(request, reply);
    const lang = requestLang(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const answer = (status: number, errors: Record<string, string[]>) =>
      wantsJson(request)
        ? reply.code(status).send(validationBody(lang, errors))
        : reply
            .code(status)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(page(lang, form(lang, body, errors)));
    const badToken = () => answer(422, { token: [say(lang, 'bad_token')] });
    if (!(await setupTokenValid(db, body.token))) return badToken();
    const parsed = firstAdminSchema.safeParse(body);
    if (!parsed.success) return answer(422, issuesToErrors(lang, parsed.error.issues));
    try {
      const admin = await createFirstAdmin(db, parsed.data, { token: body.token as string });
      request.log.warn({ adminId: admin.id }, 'first admin created through /setup; the setup token is spent');
      if (wantsJson(request)) return reply.code(201).send({ id: admin.id, email: admin.email });
      return reply
        .code(201)
        .type('text/html; charset=utf-8')
        .send(page(lang, `<p>${escape(say(lang, 'done'))} <a href="/login">${escape(say(lang, 'login'))}</a></p>`));
    } catch (error) {
      if (error instanceof BadToken) return badToken();
      if (error instanceof AdminExists) {
        await spendSetupTokens(db);
        return gone(request, reply);
      }
      if (error instanceof EmailTaken) return answer(422, { email: [say(lang, 'email_taken')] });
      throw error;
    }
  });
};
