import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message, translateIssue, type MessageKey, type ValidationLang } from '@helpdesk/shared/schemas';
import type { z } from 'zod';
import { requestLang } from './lang';

/** An HTTP error whose message is a translatable key; `extra` fields join the JSON body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly extra: Record<string, unknown> = {},
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

/** A 422 from zod issues (translated when answered, in the request's language). */
export class ValidationFailed extends Error {
  readonly statusCode = 422;
  readonly code = 'VALIDATION_FAILED';
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('validation failed');
  }
}

/** A 422 for one field with a message key (e.g. wrong credentials on `email`); `extra` fields join the JSON body. */
export class FieldError extends Error {
  readonly statusCode = 422;
  constructor(
    readonly field: string,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

const MORE: Record<ValidationLang, (n: number) => string> = {
  pl: (n) => ` (oraz ${n} ${n === 1 ? 'inny błąd' : 'innych błędów'})`,
  en: (n) => ` (and ${n} more error${n === 1 ? '' : 's'})`,
};

/** Laravel's 422 body: `{message, errors: {field: [msg, …]}}`. */
export function validationBody(lang: ValidationLang, errors: Record<string, string[]>) {
  const all = Object.values(errors).flat();
  const first = all[0] ?? message(lang, 'invalid');
  return { message: all.length > 1 ? first + MORE[lang](all.length - 1) : first, errors };
}

export function issuesToErrors(lang: ValidationLang, issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    // A key a strict schema does not know is named itself, so every field error says which field.
    const fields = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of fields) (errors[path.map(String).join('.') || '_'] ??= []).push(translateIssue(lang, issue as never));
  }
  return errors;
}

/**
 * PostgreSQL's data exceptions caused by a value (out of int4 range, NUL in text, impossible date, malformed number):
 * the schemas in @helpdesk/shared refuse these first; this is the net under them. Drizzle wraps the driver's error.
 */
const BAD_INPUT_SQLSTATES = new Set(['22003', '22021', '22P05', '22008', '22007', '22P02']);
function isBadInputDatabaseError(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && BAD_INPUT_SQLSTATES.has(e.code)) return true;
  }
  return false;
}

/**
 * A multipart body the parser could not read: no or a wrong boundary, a body cut short, a broken part header, or
 * another content type on an upload route. @fastify/multipart marks its own errors with a code; @fastify/busboy's
 * parser throws plain errors, known by their message.
 */
const MULTIPART_CODES = new Set(['FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_MP_PREMATURE_CLOSE']);
const BUSBOY_MALFORMED =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Malformed part header)/;
function isMalformedUpload(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  return (
    (typeof e?.code === 'string' && MULTIPART_CODES.has(e.code)) || (typeof e?.message === 'string' && BUSBOY_MALFORMED.test(e.message))
  );
}

/** One error handler for the whole API: the shapes of ARCHITECTURE §3, no stack traces outside development. */
export function registerErrorHandler(app: FastifyInstance, env: string): void {
  app.setErrorHandler((error: FastifyError | HttpError | ValidationFailed | FieldError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(request);
    if (error instanceof ValidationFailed) {
      return reply.code(422).send(validationBody(lang, issuesToErrors(lang, error.issues)));
    }
    if (error instanceof FieldError) {
      return reply.code(422).send({ ...validationBody(lang, { [error.field]: [message(lang, error.key, error.params)] }), ...error.extra });
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.code(error.statusCode).send({ message: message(lang, error.key, error.params), ...error.extra });
    }
    if (isMalformedUpload(error)) return reply.code(422).send(validationBody(lang, { file: [message(lang, 'upload_malformed')] }));
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ message: message(lang, 'throttle', { seconds: String(reply.getHeader('retry-after') ?? '') }) });
    }
    if (status === 413) return reply.code(413).send({ message: message(lang, 'payload_too_large') });
    if (status >= 400 && status < 500) {
      // Malformed JSON, body too large, unsupported media type…
      const code = status === 400 ? 422 : status;
      return reply.code(code).send(code === 422 ? validationBody(lang, { _: [message(lang, 'invalid')] }) : { message: error.message });
    }
    if (isBadInputDatabaseError(error)) {
      // A value a schema should have refused reached the database: still the client's input, never a 500.
      request.log.warn({ err: error }, 'database refused an input value');
      return reply.code(422).send(validationBody(lang, { _: [message(lang, 'invalid')] }));
    }
    request.log.error({ err: error }, 'request failed');
    const body: Record<string, unknown> = { message: message(lang, 'server_error') };
    if (env === 'development') body.exception = { message: error.message, trace: error.stack };
    return reply.code(status >= 500 ? status : 500).send(body);
  });
}
