/** Request shapes of projects (issue 6 item 6). */
import { z } from 'zod';
import { dateSchema, idSchema, pageQueryShape, PROJECT_STATES, searchSchema, textSchema } from '@helpdesk/shared/schemas';

const id = idSchema;

export const idParams = z.object({ id });

export const projectBodySchema = z.object({
  name: textSchema.trim().min(1).max(255),
  company_id: id,
  /** An agent. */
  manager_id: id.nullable().optional(),
  deadline: dateSchema.nullable().optional(),
  /** The hours budget (0 = none). */
  hours: z.number().int().min(0).max(100_000).default(0),
  description: textSchema.max(100_000).nullable().optional(),
  state: z.enum(PROJECT_STATES).default('new'),
});
export type ProjectBody = z.output<typeof projectBodySchema>;

export const projectListQuery = z.object({
  filter: z.enum(['active', 'trashed', 'all']).default('active'),
  state: z.enum(PROJECT_STATES).optional(),
  company_id: id.optional(),
  search: searchSchema,
  ...pageQueryShape,
});
