/**
 * Route parameters of the evaluations module. The rating bodies are the shared evaluation schemas
 * (`evaluationSchema`, `publicEvaluationSchema` in @helpdesk/shared/schemas), the ones the rating forms use.
 */
import { z } from 'zod';
import { idParamsSchema, versionSchema } from '@helpdesk/shared/schemas';

export const tokenQuery = z.object({ token: z.string().min(1).max(200) });
export const ticketParams = idParamsSchema;
export const closeBody = z.object({ version: versionSchema.optional() });
