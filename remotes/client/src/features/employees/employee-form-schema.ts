/**
 * The employee form (spec §3 Client/employee): the shared `clientSchema` rules without the company (always the VIP's
 * own). Optional fields are plain strings in the form; empty ones are sent as null.
 */
import { z } from 'zod';
import { CLIENT_ROLES } from '@helpdesk/shared';
import { clientSchema, messageKey } from '@helpdesk/shared/schemas';

const text = (max: number) => z.string().trim().max(max);

export const employeeFormSchema = z.object({
  firstname: clientSchema.shape.firstname,
  lastname: clientSchema.shape.lastname,
  email: clientSchema.shape.email,
  additional_email: text(255).refine((value) => value === '' || z.email().safeParse(value).success, messageKey('email')),
  job_position: text(100),
  phone: text(30),
  role: z.enum(CLIENT_ROLES),
  city: text(100),
  lang: z.enum(['pl', 'en']),
});
export type EmployeeFormValues = z.infer<typeof employeeFormSchema>;

export const EMPTY_EMPLOYEE: EmployeeFormValues = { firstname: '', lastname: '', email: '', additional_email: '', job_position: '', phone: '', role: 'client', city: '', lang: 'pl' };

export interface Employee {
  id: number;
  firstname: string;
  lastname: string;
  name: string;
  email: string;
  additional_email: string | null;
  job_position: string | null;
  phone: string | null;
  role: (typeof CLIENT_ROLES)[number];
  city: string | null;
  lang: 'pl' | 'en';
  temporary_password: boolean;
  created_at: string;
}

export const formValuesOf = (e: Employee): EmployeeFormValues => ({
  firstname: e.firstname,
  lastname: e.lastname,
  email: e.email,
  additional_email: e.additional_email ?? '',
  job_position: e.job_position ?? '',
  phone: e.phone ?? '',
  role: e.role,
  city: e.city ?? '',
  lang: e.lang,
});

/** The API body: empty optional fields as null. */
export const bodyOf = (values: EmployeeFormValues) => ({
  ...values,
  additional_email: values.additional_email || null,
  job_position: values.job_position || null,
  phone: values.phone || null,
  city: values.city || null,
});
