/**
 * The profile form's body: the person's own names, phones and language. Built from the shared entity
 * schemas so the rules (lengths, messages) stay the ones agents and clients are validated with elsewhere.
 */
import { z } from 'zod';
import { agentSchema, setLangSchema } from '@helpdesk/shared/schemas';

export const profileUpdateSchema = z.object({
  firstname: agentSchema.shape.firstname,
  lastname: agentSchema.shape.lastname,
  phone: agentSchema.shape.phone,
  /** Agents only: the number SMS login codes go to. Changing it needs `current_password`. */
  direct_phone: agentSchema.shape.direct_phone,
  lang: setLangSchema.shape.lang,
  current_password: z.string().max(200).optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const profileIdParams = z.object({ id: z.coerce.number().int().positive() });
