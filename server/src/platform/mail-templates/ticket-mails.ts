/**
 * The e-mails about a ticket: an answer, the receipt of a new ticket, an assignment, a status change and a private
 * note. All share the subject `[ACME-12] subject`, so they thread in the recipient's mail client and a reply names the
 * ticket.
 */
import type { TicketStatus } from '@helpdesk/shared/enums';
import { nameOf } from '@helpdesk/shared/vocabulary';
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
}

/** A private note, to staff only. */
export function renderTicketNoteAdded(lang: MailLang, { baseUrl, ticket, note }: TicketNoteAddedMail): RenderedMail {
  const link: MailTicketLink = { baseUrl, audience: 'staff' };
  return ticketMail(lang, ticket, link, {
    heading: mailText(lang, 'note_heading', { fullid: ticket.fullid }),
    preview: previewOf(lang, note),
    blocks: [
      { kind: 'paragraph', text: mailText(lang, 'note_private') },
      ...messageBlocks(lang, note),
      ticketButton(lang, ticket, link),
      ticketFacts(lang, ticket, 'staff'),
    ],
  });
}
