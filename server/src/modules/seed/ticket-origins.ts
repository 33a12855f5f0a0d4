/**
 * Where seeded tickets came from, as the intake paths would have filed them: mail intake (mail-intake/service.ts),
 * monitoring alerts (monitoring/service.ts) and reminders (reminders/scheduler.ts). Each path creates the ticket
 * with fixed fields; an agent who assigned it corrected some of them in the same save (the history's triage).
 */
import type { TicketType } from '@helpdesk/shared/schemas';

export type SeedOrigin = 'web' | 'email' | 'monitoring' | 'reminder';

/** The fields each intake path writes on create (priority aside: an alert's severity sets it). */
export const INTAKE_FIELDS: Record<Exclude<SeedOrigin, 'web'>, { type: TicketType; category: string }> = {
  email: { type: 'question', category: 'other' },
  monitoring: { type: 'monitoring', category: 'servers' },
  reminder: { type: 'order', category: 'other' },
};

export interface SeededAlert {
  title: string;
  host: string;
  check: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The body monitoring/service.ts writes for a problem alert (on the ticket it opens and each reply). */
export function alertBody(alert: SeededAlert, message: string): string {
  return `<p><strong>${escapeHtml(alert.title)}</strong></p><p>${escapeHtml(message)}</p><p>Status: problem · ${escapeHtml(alert.check)} · ${escapeHtml(alert.host)}</p>`;
}

/** An address at the company's domain nobody among its users has (seeded clients' logins end in `.<n>`). */
export function outsiderAddress(first: string, last: string, domain: string): string {
  const login = `${first[0]}${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l');
  return `${login}@${domain}`;
}
