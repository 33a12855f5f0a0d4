/**
 * Request shapes of the employees module, built from the shared client entity schema (spec §3 Client/employee)
 * so the rules and messages are those of every other client form. The company is never in the body: it is the
 * VIP's own.
 */
import { z } from 'zod';
import { clientSchema } from '@helpdesk/shared/schemas';

/** Optional text fields: an empty string means "none". */
const blankToNull = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema);

export const employeeSchema = clientSchema.omit({ company_id: true }).extend({
  additional_email: blankToNull(clientSchema.shape.additional_email),
  job_position: blankToNull(clientSchema.shape.job_position),
  phone: blankToNull(clientSchema.shape.phone),
  city: blankToNull(clientSchema.shape.city),
});
export type EmployeeInput = z.output<typeof employeeSchema>;

export const employeeListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const employeeParams = z.object({ id: z.coerce.number().int().positive() });
