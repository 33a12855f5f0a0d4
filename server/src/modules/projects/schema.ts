/** Request shapes of projects (issue 6 item 6). */
import { z } from 'zod';
import { PROJECT_STATES } from '@helpdesk/shared/schemas';

const id = z.coerce.number().int().positive();

export const idParams = z.object({ id });

export const projectBodySchema = z.object({
  name: z.string().trim().min(1).max(255),
  company_id: id,
  /** An agent. */
  manager_id: id.nullable().optional(),
  deadline: z.iso.date().nullable().optional(),
  /** The hours budget (0 = none). */
  hours: z.number().int().min(0).max(100_000).default(0),
  description: z.string().max(100_000).nullable().optional(),
  state: z.enum(PROJECT_STATES).default('new'),
});
export type ProjectBody = z.output<typeof projectBodySchema>;

export const projectListQuery = z.object({
  filter: z.enum(['active', 'trashed', 'all']).default('active'),
  state: z.enum(PROJECT_STATES).optional(),
  company_id: id.optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
