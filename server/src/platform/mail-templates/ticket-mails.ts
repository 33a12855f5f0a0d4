/**
 * The e-mails about a ticket: an answer, the receipt of a new ticket, an assignment, a status change and a private
 * note. All share the subject `[ACME-12] subject`, so they thread in the recipient's mail client and a reply names the
 * ticket.
 */
import type { TicketStatus } from '@helpdesk/shared/enums';
import { nameOf } from '@helpdesk/shared/vocabulary';
import { formatMailDateTime, formatMailDuration } from './mail-format';
import { renderLayout, type MailBlock } from './mail-layout';
import { messageBodyText } from './message-body';
import { greeting, mailText } from './mail-texts';
import type { MailLang, RenderedMail } from './rendered-mail';
import {
  historyBlocks,
  messageBlocks,
  ticketButton,
  ticketFacts,
  ticketFooter,
  ticketSubject,
  type MailTicket,
  type MailTicketLink,
  type MailTicketMessage,
} from './ticket-parts';

const PREVIEW_LENGTH = 140;

/** "Author: the answer's first words…" for the inbox's preview line. */
function previewOf(lang: MailLang, m: MailTicketMessage): string {
  const words = messageBodyText(m.body, mailText(lang, 'image')).replace(/\s+/g, ' ').trim();
  const cut = words.length > PREVIEW_LENGTH ? `${words.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : words;
  return `${m.author}: ${cut}`;
}

function ticketMail(
  lang: MailLang,
  t: MailTicket,
  link: MailTicketLink,
  parts: { heading: string; preview?: string; blocks: MailBlock[]; footer?: string[] },
): RenderedMail {
  const subject = ticketSubject(t);
  const body = renderLayout({
    lang,
    title: subject,
    preview: parts.preview ?? parts.heading,
    blocks: [{ kind: 'heading', text: parts.heading }, ...parts.blocks],
    footer: [...(parts.footer ?? []), ...ticketFooter(lang, t, link.audience)],
    imageLabel: mailText(lang, 'image'),
  });
  return { subject, ...body };
}

export interface TicketReplyMail extends MailTicketLink {
  ticket: MailTicket;
  /** The answer: author, time, body and its files. */
  reply: MailTicketMessage;
  /** Earlier messages of the ticket (not the answer); the newest QUOTED_MESSAGES are quoted. */
  earlier?: readonly MailTicketMessage[];
}

/** An answer on a ticket, to its participants. */
export function renderTicketReply(lang: MailLang, { ticket, reply, earlier, ...link }: TicketReplyMail): RenderedMail {
  return ticketMail(lang, ticket, link, {
    heading: mailText(lang, 'reply_heading', { fullid: ticket.fullid }),
    preview: previewOf(lang, reply),
    blocks: [
      ...messageBlocks(lang, reply),
      ticketButton(lang, ticket, link),
      ticketFacts(lang, ticket, link.audience),
      ...historyBlocks(lang, earlier),
    ],
  });
}

export interface TicketCreatedMail extends MailTicketLink {
  ticket: MailTicket;
  /** The requester's name for the greeting. */
  recipientName?: string | undefined;
  /** The ticket's first message, as filed. */
  message?: MailTicketMessage | undefined;
}

/** The receipt to the requester: the ticket's number, what was filed, and the link. */
export function renderTicketCreated(lang: MailLang, { ticket, recipientName, message, ...link }: TicketCreatedMail): RenderedMail {
  return ticketMail(lang, ticket, link, {
    heading: mailText(lang, 'created_heading', { fullid: ticket.fullid }),
    blocks: [
      { kind: 'paragraph', text: greeting(lang, recipientName) },
      { kind: 'paragraph', text: mailText(lang, 'created_intro', { fullid: ticket.fullid }) },
      ticketFacts(lang, ticket, link.audience),
      ticketButton(lang, ticket, link),
      ...(message ? messageBlocks(lang, message) : []),
    ],
  });
}

export interface TicketAssignedMail {
  baseUrl: string;
  ticket: MailTicket;
  /** Who assigned it; absent: the system (the mail intake, a rule). */
  assignedBy?: string | undefined;
  /** The ticket's first message, so the agent sees what it is about. */
  message?: MailTicketMessage | undefined;
}

/** To the agent a ticket was assigned to. */
export function renderTicketAssigned(lang: MailLang, { baseUrl, ticket, assignedBy, message }: TicketAssignedMail): RenderedMail {
  const link: MailTicketLink = { baseUrl, audience: 'staff' };
  return ticketMail(lang, ticket, link, {
    heading: mailText(lang, 'assigned_heading', { fullid: ticket.fullid }),
    blocks: [
      { kind: 'paragraph', text: assignedBy ? mailText(lang, 'assigned_by', { actor: assignedBy }) : mailText(lang, 'assigned') },
      ticketFacts(lang, ticket, 'staff'),
      ticketButton(lang, ticket, link),
      ...(message ? messageBlocks(lang, message) : []),
    ],
  });
}

export interface TicketStatusChangedMail extends MailTicketLink {
  /** The ticket with its new status. */
  ticket: MailTicket;
  previousStatus: TicketStatus;
  changedBy?: string | undefined;
}

/** A hint for the client on what the new status asks of them. */
const STATUS_HINTS: Partial<Record<TicketStatus, 'status_hint_resolved' | 'status_hint_waiting_for_client'>> = {
  resolved: 'status_hint_resolved',
  'waiting-for-client': 'status_hint_waiting_for_client',
};

/** A ticket's status changed: from what to what, and for a client what it now asks of them. */
export function renderTicketStatusChanged(
  lang: MailLang,
  { ticket, previousStatus, changedBy, ...link }: TicketStatusChangedMail,
): RenderedMail {
  const params = { from: nameOf(lang, 'ticketStatus', previousStatus), to: nameOf(lang, 'ticketStatus', ticket.status) };
  const hint = link.audience === 'client' ? STATUS_HINTS[ticket.status] : undefined;
  return ticketMail(lang, ticket, link, {
    heading: mailText(lang, 'status_heading', { fullid: ticket.fullid }),
    blocks: [
      {
        kind: 'paragraph',
        text: changedBy ? mailText(lang, 'status_by', { ...params, actor: changedBy }) : mailText(lang, 'status_changed', params),
      },
      ...(hint ? [{ kind: 'paragraph', text: mailText(lang, hint) } as const] : []),
      ticketFacts(lang, ticket, link.audience),
      ticketButton(lang, ticket, link),
    ],
  });
}

export interface TicketNoteAddedMail {
  baseUrl: string;
  ticket: MailTicket;
  note: MailTicketMessage;
  /** The recipient is mentioned in the note (`@Name`): the heading says who mentioned them. */
  mentioned?: boolean | undefined;
}

/** A private note, to staff only: to the people mentioned in it. */
export function renderTicketNoteAdded(lang: MailLang, { baseUrl, ticket, note, mentioned }: TicketNoteAddedMail): RenderedMail {
  const link: MailTicketLink = { baseUrl, audience: 'staff' };
  return ticketMail(lang, ticket, link, {
    heading: mentioned
      ? mailText(lang, 'note_mention_heading', { fullid: ticket.fullid, author: note.author })
      : mailText(lang, 'note_heading', { fullid: ticket.fullid }),
    preview: previewOf(lang, note),
    blocks: [
      { kind: 'paragraph', text: mailText(lang, mentioned ? 'note_mentioned' : 'note_private') },
      ...messageBlocks(lang, note),
      ticketButton(lang, ticket, link),
      ticketFacts(lang, ticket, 'staff'),
    ],
  });
}

/** Which SLA deadline a warning is about. */
export type SlaDeadlineKind = 'response' | 'resolve';

export interface SlaWarningMail {
  baseUrl: string;
  ticket: MailTicket;
  deadline: SlaDeadlineKind;
  dueAt: Date;
  /** When the warning is written: before `dueAt` it says how long is left, after it how long ago it passed. */
  now: Date;
  /** The automation rule that sends it (the mail says why it came). */
  rule: string;
}

/** A ticket's first-response or resolution deadline is near or has passed, to the staff member who answers for it. */
export function renderSlaWarning(lang: MailLang, { baseUrl, ticket, deadline, dueAt, now, rule }: SlaWarningMail): RenderedMail {
  const link: MailTicketLink = { baseUrl, audience: 'staff' };
  const minutes = (dueAt.getTime() - now.getTime()) / 60_000;
  const due = formatMailDateTime(lang, dueAt);
  const state =
    minutes > 0
      ? mailText(lang, deadline === 'response' ? 'sla_response_due' : 'sla_resolve_due', { due, left: formatMailDuration(minutes) })
      : mailText(lang, deadline === 'response' ? 'sla_response_breached' : 'sla_resolve_breached', {
          due,
          late: formatMailDuration(-minutes),
        });
  return ticketMail(lang, ticket, link, {
    heading: mailText(lang, deadline === 'response' ? 'sla_response_heading' : 'sla_resolve_heading', { fullid: ticket.fullid }),
    preview: state,
    blocks: [
      { kind: 'paragraph', text: state },
      ticketButton(lang, ticket, link),
      ticketFacts(lang, ticket, 'staff'),
      { kind: 'paragraph', text: mailText(lang, 'automation_why', { rule }) },
    ],
  });
}

export interface AutomationNoticeMail {
  baseUrl: string;
  ticket: MailTicket;
  /** The automation rule that sends it: its name is the notice. */
  rule: string;
}

/** An automation rule's notice to staff about a ticket (a rule without an SLA condition; those send `renderSlaWarning`). */
export function renderAutomationNotice(lang: MailLang, { baseUrl, ticket, rule }: AutomationNoticeMail): RenderedMail {
  const link: MailTicketLink = { baseUrl, audience: 'staff' };
  return ticketMail(lang, ticket, link, {
    heading: mailText(lang, 'automation_heading', { rule, fullid: ticket.fullid }),
    blocks: [
      ticketButton(lang, ticket, link),
      ticketFacts(lang, ticket, 'staff'),
      { kind: 'paragraph', text: mailText(lang, 'automation_why', { rule }) },
    ],
  });
}

export interface AutomationRequesterMail {
  baseUrl: string;
  ticket: MailTicket;
  recipientName?: string | undefined;
  /** The text module filled for the ticket (sanitised HTML) and who it is from (the rule's name). */
  message: MailTicketMessage;
}

/** A text module an automation rule e-mails to the requester (it is not written to the ticket as an answer). */
export function renderAutomationRequesterMail(
  lang: MailLang,
  { baseUrl, ticket, recipientName, message }: AutomationRequesterMail,
): RenderedMail {
  const link: MailTicketLink = { baseUrl, audience: 'client' };
  return ticketMail(lang, ticket, link, {
    heading: mailText(lang, 'reply_heading', { fullid: ticket.fullid }),
    preview: previewOf(lang, message),
    blocks: [{ kind: 'paragraph', text: greeting(lang, recipientName) }, ...messageBlocks(lang, message), ticketButton(lang, ticket, link)],
  });
}
