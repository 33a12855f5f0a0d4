import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ValidationFailed } from './errors';

/**
 * Route schemas are zod schemas from @helpdesk/shared/schemas: `schema: { params: idParamsSchema, body: loginSchema }`.
 * A module's routes are a `FastifyPluginAsyncZod` (fastify-type-provider-zod), so `request.body`, `request.query` and
 * `request.params` are typed from those schemas without casts. The validation itself is this compiler rather than the
 * library's: issues keep their input so the error handler answers 422 `{message, errors: {field: [msg]}}` in the
 * user's language. Responses are not serialized through zod (the presenters' types are the contract).
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
