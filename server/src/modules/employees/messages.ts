/**
 * Texts of the client-area modules that the shared message catalogue (@helpdesk/shared/schemas messages) does not
 * have yet. They belong there; until they move, each module keeps its own in both languages.
 */
import type { ValidationLang } from '@helpdesk/shared/schemas';

const pl = {
  employee_created: 'Pracownik został dodany',
  employee_updated: 'Pracownik został zaktualizowany',
  email_taken: 'Ten adres e-mail jest już zajęty',
  own_role: 'Nie możesz zmienić własnej roli',
  welcome_subject: 'Konto w systemie zgłoszeń',
  welcome_body: 'Dzień dobry {name},\n\nzałożono dla Ciebie konto w systemie zgłoszeń firmy {company}.\nLogin: {email}\nHasło tymczasowe: {password}\n\nZaloguj się: {url}\nPo zalogowaniu ustaw własne hasło.',
} as const;

const en: Record<keyof typeof pl, string> = {
  employee_created: 'Employee added',
  employee_updated: 'Employee updated',
  email_taken: 'This e-mail address is already taken',
  own_role: 'You cannot change your own role',
  welcome_subject: 'Your helpdesk account',
  welcome_body: 'Hello {name},\n\nan account was created for you in the helpdesk of {company}.\nLogin: {email}\nTemporary password: {password}\n\nLog in: {url}\nPlease set your own password after logging in.',
};

export type EmployeeMessageKey = keyof typeof pl;

export function employeeText(lang: ValidationLang, key: EmployeeMessageKey, params: Record<string, string> = {}): string {
  return (lang === 'en' ? en : pl)[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}
