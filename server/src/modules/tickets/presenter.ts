/** JSON shapes of tickets (snake_case, as a Laravel API resource would answer). */
import {
  PRIORITY_COLORS,
  STATUS_COLORS,
  type MailAuthVerdict,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
  type TicketType,
} from '@helpdesk/shared/schemas';
import type { MailSender, PersonRef, Sla, TicketOrigin, TicketRow } from '@helpdesk/shared/resources';

/** What filed a ticket: a text column whose rows never say `automation` (a rule only answers on a ticket). */
export const ticketOriginOf = (origin: TicketOrigin): TicketRow['origin'] => origin as TicketRow['origin'];
import { isWaiting, slaState } from './sla';

type Person = { id: number | null; firstname: string | null; lastname: string | null } | null;

export interface ListRow {
  ticket: {
    id: number;
    fullid: string;
    subject: string;
    status: string;
    priority: string;
    type: string;
    category: string;
    companyId: number;
    createdAt: Date;
    updatedAt: Date;
    resolvedAt: Date | null;
    deletedAt: Date | null;
    firstResponseAt: Date | null;
    firstResponseDueAt: Date | null;
    resolveDueAt: Date | null;
    slaPausedAt: Date | null;
    version: number;
    origin: TicketOrigin;
    senderName: string | null;
    senderEmail: string | null;
    mailAuth: MailAuthVerdict | null;
  };
  company: { id: number; tag: string; shortName: string };
  requester: Person;
  assignee: Person;
}

/** The From of an e-mail whose sender is not a user (API.md "One ticket"), or null. */
export const presentSender = (name: string | null, email: string | null): MailSender | null => (email ? { name, email } : null);

export const personOf = (p: Person): PersonRef | null => (p?.id ? { id: p.id, name: `${p.firstname} ${p.lastname}` } : null);
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export function presentSla(t: ListRow['ticket'], now: Date): Sla {
  const paused = isWaiting(t.status) && t.deletedAt === null;
  return {
    paused,
    first_response: {
      due_at: iso(t.firstResponseDueAt),
      done_at: iso(t.firstResponseAt),
      state: slaState(t.firstResponseDueAt, t.firstResponseAt, paused, now),
    },
    resolution: { due_at: iso(t.resolveDueAt), done_at: iso(t.resolvedAt), state: slaState(t.resolveDueAt, t.resolvedAt, paused, now) },
  };
}

export function presentListRow(r: ListRow, now: Date): TicketRow {
  const t = r.ticket;
  return {
    id: t.id,
    fullid: t.fullid,
    subject: t.subject,
    // The columns are text; the rules (shared schemas) admit only the enums' values.
    status: t.status as TicketStatus,
    status_color: STATUS_COLORS[t.status as TicketStatus] ?? STATUS_COLORS.new,
    priority: t.priority as TicketPriority,
    priority_color: PRIORITY_COLORS[t.priority as TicketPriority] ?? PRIORITY_COLORS.normal,
    type: t.type as TicketType,
    category: t.category as TicketCategory,
    company: { id: r.company.id, tag: r.company.tag, short_name: r.company.shortName },
    requester: personOf(r.requester),
    // Where the ticket came from, and the e-mail's From when its sender is not a user (API.md "Ticket lists").
    origin: ticketOriginOf(t.origin),
    sender: presentSender(t.senderName, t.senderEmail),
    // Whether the e-mail that opened it passed SPF/DKIM/DMARC (API.md "Ticket lists").
    mail_auth: t.mailAuth,
    assignee: personOf(r.assignee),
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    resolved_at: iso(t.resolvedAt),
    deleted_at: iso(t.deletedAt),
    sla: presentSla(t, now),
    version: t.version,
  };
}
