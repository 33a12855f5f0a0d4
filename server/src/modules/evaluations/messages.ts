/**
 * The rating invitation e-mail (the resolution e-mail's link). The answers' texts are the shared evaluation messages
 * (@helpdesk/shared/schemas), which the pages show as well.
 */
import type { ValidationLang } from '@helpdesk/shared/schemas';

const pl = {
  invite_subject: '[{fullid}] Zgłoszenie rozwiązane — oceń naszą pracę',
  invite_body: 'Zgłoszenie {fullid} „{subject}” zostało rozwiązane.\n\nOceń, jak sobie poradziliśmy (bez logowania, link jednorazowy, ważny {days} dni):\n{link}',
} as const;

const en: Record<keyof typeof pl, string> = {
  invite_subject: '[{fullid}] Ticket resolved — rate our work',
  invite_body: 'Ticket {fullid} "{subject}" has been resolved.\n\nTell us how we did (no login needed, single-use link, valid for {days} days):\n{link}',
};

export function inviteText(lang: ValidationLang, key: keyof typeof pl, params: Record<string, string | number> = {}): string {
  return (lang === 'en' ? en : pl)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
