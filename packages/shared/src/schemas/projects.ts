/** Projects (server/API.md "Projects"): the body of create and edit, and the list query. */
import { z } from 'zod';
import { PROJECT_STATES } from './enums.ts';
import { dateSchema, idSchema, pageQueryShape, searchSchema, textSchema } from './primitives.ts';

export const projectBodySchema = z.object({
  name: textSchema.trim().min(1).max(255),
  company_id: idSchema,
  /** An agent. */
  manager_id: idSchema.nullable().optional(),
  deadline: dateSchema.nullable().optional(),
  /** The hours budget (0 = none). */
  hours: z.number().int().min(0).max(100_000).default(0),
  description: textSchema.max(100_000).nullable().optional(),
  state: z.enum(PROJECT_STATES).default('new'),
});
export type ProjectBody = z.output<typeof projectBodySchema>;

export const projectListQuerySchema = z.object({
  filter: z.enum(['active', 'trashed', 'all']).default('active'),
  state: z.enum(PROJECT_STATES).optional(),
  company_id: idSchema.optional(),
  search: searchSchema,
  ...pageQueryShape,
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;
