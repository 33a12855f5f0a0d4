/** Agents as the admin screens see them, and the admin lists of client evaluations (server/API.md "Agents", "Evaluations"). */
import { z } from 'zod';
import { AGENT_JOB_POSITIONS, AGENT_ROLES } from '../permissions.ts';
import { AGENT_TIME_SCOPES } from '../constants.ts';
import { EVALUATION_REASONS } from '../schemas/enums.ts';
import { companyRefSchema, id, instant, paginatedSchema, personRefSchema, type Paginated } from './common.ts';

export const agentRecordSchema = z.strictObject({
  id,
  firstname: z.string(),
  lastname: z.string(),
  name: z.string(),
  email: z.string(),
  agent_type: z.enum(AGENT_JOB_POSITIONS).nullable(),
  /** The client-facing phone. */
  phone: z.string().nullable(),
  /** The SMS number of the sign-in code. */
  direct_phone: z.string().nullable(),
  role: z.enum(AGENT_ROLES),
  time_scope: z.union(AGENT_TIME_SCOPES.map((v) => z.literal(v)) as [z.ZodLiteral<0>, z.ZodLiteral<240>, z.ZodLiteral<480>]),
  companies: z.array(companyRefSchema),
  temporary_password: z.boolean(),
  created_at: instant,
  deleted_at: instant.nullable(),
});
export type Agent = z.infer<typeof agentRecordSchema>;

export const evaluationRowSchema = z.strictObject({
  id,
  rating: z.number().int(),
  reason: z.enum(EVALUATION_REASONS).nullable(),
  comment: z.string().nullable(),
  ticket: z.strictObject({ id, fullid: z.string(), subject: z.string() }),
  agent: personRefSchema.nullable(),
  company: companyRefSchema,
  user: personRefSchema.nullable(),
  created_at: instant,
});
export type EvaluationRow = z.infer<typeof evaluationRowSchema>;

/** The figures of every evaluation the filters select (not only the page). */
export const evaluationSummarySchema = z.strictObject({
  count: z.number().int(),
  /** Rounded to two decimals; null without evaluations. */
  average: z.number().nullable(),
  /** Ratings 1 to 5, each with its count (zeros included). */
  distribution: z.array(z.strictObject({ rating: z.number().int(), count: z.number().int() })),
  /** Every reason of spec §4 with its count (zeros included). */
  reasons: z.array(z.strictObject({ reason: z.enum(EVALUATION_REASONS), count: z.number().int() })),
});
export type EvaluationSummary = z.infer<typeof evaluationSummarySchema>;

export const evaluationPageSchema = paginatedSchema(evaluationRowSchema).extend({ summary: evaluationSummarySchema });
export interface EvaluationPage extends Paginated<EvaluationRow> {
  summary: EvaluationSummary;
}
