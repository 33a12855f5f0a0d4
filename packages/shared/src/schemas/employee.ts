/**
 * A client company's employee as its VIP manages them (spec §3 Client/employee, server/API.md "Employees"): the
 * client entity's rules without the company (always the VIP's own). Optional texts may come as `""` (a form's empty
 * field) and are stored as none. The server validates `POST/PUT /api/client/employees` with this schema and the
 * client's employee form uses it as is.
 */
import { z } from 'zod';
import type { CLIENT_ROLES } from '../permissions.ts';
import { interpolate, type ValidationLang } from './messages.ts';
import { clientSchema } from './user.ts';
import { pageQueryShape, searchSchema, textSchema } from './primitives.ts';
import { rules } from './rules.ts';

const blankToNull = (value: string | null | undefined) => (value ? value : null);
const optionalText = (max: number) => textSchema.trim().check(rules.max(max)).nullable().optional().transform(blankToNull);

export const employeeSchema = clientSchema.omit({ company_id: true }).extend({
  additional_email: z.string().trim().check(rules.max(255), rules.email()).nullable().optional().transform(blankToNull),
  job_position: optionalText(100),
  phone: optionalText(30),
  city: optionalText(100),
});
/** What the server stores (empty optional texts as null). */
export type EmployeeInput = z.output<typeof employeeSchema>;
/** What a form or a request may send. */
export type EmployeeFormInput = z.input<typeof employeeSchema>;

/** An employee as the API answers it. */
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
  /** A new address waiting for its confirmation link to be opened (until then `email` stays). */
  pending_email: string | null;
  created_at: string;
}

/** The answer to adding an employee: only the address, whether or not it had an account elsewhere. */
export interface EmployeeInvitation {
  email: string;
}

const pl = {
  employee_invited: 'Zaproszenie zostało wysłane na adres {email}',
  employee_updated: 'Pracownik został zaktualizowany',
  email_taken: 'Ten adres e-mail jest już zajęty',
  own_role: 'Nie możesz zmienić własnej roli',
} as const;

export type EmployeeMessageKey = keyof typeof pl;

const en: Record<EmployeeMessageKey, string> = {
  employee_invited: 'Invitation sent to {email}',
  employee_updated: 'Employee updated',
  email_taken: 'This e-mail address is already taken',
  own_role: 'You cannot change your own role',
};

/** The `message` of the employees endpoints' answers and their own field errors, in both languages. */
export const EMPLOYEE_MESSAGES: Record<ValidationLang, Record<EmployeeMessageKey, string>> = { pl, en };

export const employeeMessage = (lang: ValidationLang, key: EmployeeMessageKey, params: Record<string, string> = {}): string =>
  interpolate(lang, EMPLOYEE_MESSAGES[lang][key], params);

/** `GET /api/client/employees`. */
export const employeeListQuerySchema = z.object({ search: searchSchema, ...pageQueryShape });
