/**
 * Query and route parameters of the employees module. The body of create and edit is the shared `employeeSchema`
 * (@helpdesk/shared/schemas): the client entity's rules without the company, as the VIP's employee form uses them.
 */
import { z } from 'zod';
import { idParamsSchema, pageQueryShape, searchSchema } from '@helpdesk/shared/schemas';

export const employeeListQuery = z.object({
  search: searchSchema,
  ...pageQueryShape,
});

export const employeeParams = idParamsSchema;
