import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ValidationFailed } from './errors';

/**
 * Route schemas are zod schemas (from @helpdesk/shared/schemas): `schema: { body: loginSchema }`.
 * Issues keep their input so the error handler can translate them into the user's language.
 */
export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as unknown as z.ZodType;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data ?? {}, { reportInput: true });
      return result.success ? { value: result.data } : { error: new ValidationFailed(result.error.issues) };
    };
  });
}

/** The parsed body of a route whose `schema.body` is `schema`. */
export function bodyOf<S extends z.ZodType>(request: { body: unknown }, _schema: S): z.output<S> {
  return request.body as z.output<S>;
}
