/**
 * The welcome e-mail of a new employee (with the temporary password). The answers' texts are the shared employee
 * messages (@helpdesk/shared/schemas).
 */
import type { ValidationLang } from '@helpdesk/shared/schemas';

const pl = {
  welcome_subject: 'Konto w systemie zgłoszeń',
  welcome_body: 'Dzień dobry {name},\n\nzałożono dla Ciebie konto w systemie zgłoszeń firmy {company}.\nLogin: {email}\nHasło tymczasowe: {password}\n\nZaloguj się: {url}\nPo zalogowaniu ustaw własne hasło.',
} as const;

const en: Record<keyof typeof pl, string> = {
  welcome_subject: 'Your helpdesk account',
  welcome_body: 'Hello {name},\n\nan account was created for you in the helpdesk of {company}.\nLogin: {email}\nTemporary password: {password}\n\nLog in: {url}\nPlease set your own password after logging in.',
};

export function welcomeText(lang: ValidationLang, key: keyof typeof pl, params: Record<string, string> = {}): string {
  return (lang === 'en' ? en : pl)[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}
