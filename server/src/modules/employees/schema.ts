/**
 * Query and route parameters of the employees module. The body of create and edit is the shared `employeeSchema`
 * (@helpdesk/shared/schemas): the client entity's rules without the company, as the VIP's employee form uses them.
 */
import { z } from 'zod';

export const employeeListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const employeeParams = z.object({ id: z.coerce.number().int().positive() });
