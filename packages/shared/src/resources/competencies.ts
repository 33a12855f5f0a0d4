/** The competency matrix (server/API.md "Competencies"). */
import { z } from 'zod';
import { COMPETENCY_AREAS } from '../schemas/enums.ts';
import { id, personRefSchema } from './common.ts';

const level = z.number().int().min(0).max(3);

export const competencyRowSchema = z.strictObject({
  agent: personRefSchema,
  levels: z.strictObject(
    Object.fromEntries(COMPETENCY_AREAS.map((area) => [area, level])) as Record<(typeof COMPETENCY_AREAS)[number], typeof level>,
  ),
  /** Whether the asking user may change this row (its own, or any for admins and managers). */
  editable: z.boolean(),
});
export type CompetencyRow = z.infer<typeof competencyRowSchema>;

export const competencyListSchema = z.strictObject({ data: z.array(competencyRowSchema) });
export type CompetencyList = z.infer<typeof competencyListSchema>;

/** An agent ranked for a ticket category: its best level among the category's areas. */
export const strongestAgentSchema = z.strictObject({ id, name: z.string(), level });
export type StrongestAgent = z.infer<typeof strongestAgentSchema>;
