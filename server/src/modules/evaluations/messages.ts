/** Texts of the evaluations module (they belong in the shared message catalogue; kept here until they move). */
import type { ValidationLang } from '@helpdesk/shared/schemas';

const pl = {
  evaluation_saved: 'Dziękujemy za ocenę!',
  already_rated: 'To zgłoszenie zostało już ocenione',
  not_resolved: 'Ocenić można tylko rozwiązane zgłoszenie',
  link_invalid: 'Link do oceny jest nieprawidłowy',
  link_expired: 'Link do oceny wygasł',
  ticket_closed: 'Zgłoszenie zostało zamknięte jako rozwiązane',
  invite_subject: '[{fullid}] Zgłoszenie rozwiązane — oceń naszą pracę',
  invite_body: 'Zgłoszenie {fullid} „{subject}” zostało rozwiązane.\n\nOceń, jak sobie poradziliśmy (bez logowania, link jednorazowy, ważny {days} dni):\n{link}',
} as const;

const en: Record<keyof typeof pl, string> = {
  evaluation_saved: 'Thank you for your rating!',
  already_rated: 'This ticket has already been rated',
  not_resolved: 'Only a resolved ticket can be rated',
  link_invalid: 'This rating link is invalid',
  link_expired: 'This rating link has expired',
  ticket_closed: 'Ticket closed as resolved',
  invite_subject: '[{fullid}] Ticket resolved — rate our work',
  invite_body: 'Ticket {fullid} "{subject}" has been resolved.\n\nTell us how we did (no login needed, single-use link, valid for {days} days):\n{link}',
};

export type EvaluationMessageKey = keyof typeof pl;

export function evaluationText(lang: ValidationLang, key: EvaluationMessageKey, params: Record<string, string | number> = {}): string {
  return (lang === 'en' ? en : pl)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
