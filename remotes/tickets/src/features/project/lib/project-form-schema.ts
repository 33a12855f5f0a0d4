/** The project form: the server's body rules (`projectBodySchema`); the pickers hold numbers and every field is filled. */
import { z } from 'zod';
import { projectBodySchema } from '@helpdesk/shared/schemas';

const { shape } = projectBodySchema;

export const projectFormSchema = projectBodySchema.extend({
  company_id: z.number().int().positive(),
  manager_id: z.number().int().positive().nullable(),
  /** The date field's empty value is no deadline. */
  deadline: z.union([shape.deadline.unwrap().unwrap(), z.literal('')]).transform((v) => v || null),
  hours: shape.hours.unwrap(),
  description: shape.description.unwrap().unwrap(),
  state: shape.state.unwrap(),
});
export type ProjectForm = z.input<typeof projectFormSchema>;
export type ProjectPayload = z.output<typeof projectFormSchema>;
