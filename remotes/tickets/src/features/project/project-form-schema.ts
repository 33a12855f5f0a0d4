/** The project form; the same rules as the server's (server/src/modules/projects/schema.ts). */
import { z } from 'zod';
import { PROJECT_STATES } from '@helpdesk/shared/enums';

export const projectFormSchema = z.object({
  name: z.string().trim().min(1).max(255),
  company_id: z.number().int().positive(),
  manager_id: z.number().int().positive().nullable(),
  deadline: z.union([z.iso.date(), z.literal('')]).transform((v) => v || null),
  hours: z.number().int().min(0).max(100_000),
  description: z.string().max(100_000),
  state: z.enum(PROJECT_STATES),
});
export type ProjectForm = z.input<typeof projectFormSchema>;
export type ProjectPayload = z.output<typeof projectFormSchema>;
