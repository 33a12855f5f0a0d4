/**
 * Route parameters of the evaluations module. The rating bodies are the shared evaluation schemas
 * (`evaluationSchema`, `publicEvaluationSchema` in @helpdesk/shared/schemas), the ones the rating forms use.
 */
import { z } from 'zod';

export const tokenQuery = z.object({ token: z.string().min(1).max(200) });
export const ticketParams = z.object({ id: z.coerce.number().int().positive() });
export const closeBody = z.object({ version: z.number().int().positive().optional() });
