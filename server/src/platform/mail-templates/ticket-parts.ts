/**
 * What the ticket e-mails share: the subject that threads (`[ACME-12] subject`, so a reply from any mail client,
 * "Re: [ACME-12] …", names the ticket for the mail intake), the link to the ticket in the recipient's area, the
 * ticket's facts, the message blocks and the footer saying how to answer.
 */
import type { TicketPriority, TicketStatus } from '@helpdesk/shared/enums';
import { clientPaths, staffPaths } from '@helpdesk/shared/paths';
import { formatBytes } from '@helpdesk/shared/format-bytes';
import { nameOf } from '@helpdesk/shared/vocabulary';
import { formatMailDateTime } from './mail-format';
import type { MailBlock, MailMessageBlock } from './mail-layout';
import { mailText } from './mail-texts';
import { subjectLine, type MailLang } from './rendered-mail';

/** Who reads the mail: staff open tickets under /admin, clients in their own area. */
export type MailAudience = 'staff' | 'client';

export interface MailTicket {
  id: number;
  /** `ACME-12`. */
  fullid: string;
  subject: string;
  status: TicketStatus;
  priority?: TicketPriority | undefined;
  /** The company's name (staff mails). */
  company?: string | undefined;
  /** The requester's name (staff mails). */
  requester?: string | undefined;
}

/** A file of a message: named and sized in the mail; the integrator attaches it or passes a download `url`. */
export interface MailAttachmentInfo {
  filename: string;
  /** Bytes. */
  size: number;
  url?: string | undefined;
}

export interface MailTicketMessage {
  /** The author's name as the ticket shows it (an e-mail's sender name when there is no author). */
  author: string;
  at: Date;
  /** The stored, sanitised HTML body (`ticket_messages.body`, `ticket_notes.body`). */
  body: string;
  attachments?: readonly MailAttachmentInfo[] | undefined;
}

/** Where the ticket opens: the app's origin (APP_URL) and the recipient's side. */
export interface MailTicketLink {
  baseUrl: string;
  audience: MailAudience;
}

/** How many earlier messages a reply quotes. */
export const QUOTED_MESSAGES = 3;

export const ticketSubject = (t: Pick<MailTicket, 'fullid' | 'subject'>): string => subjectLine(`[${t.fullid}] ${t.subject}`);

export function ticketUrl(t: Pick<MailTicket, 'id'>, link: MailTicketLink): string {
  const path = link.audience === 'staff' ? staffPaths.ticketShow(t.id) : clientPaths.ticketShow(t.id);
  return `${link.baseUrl.replace(/\/+$/, '')}${path}`;
}

export const ticketButton = (lang: MailLang, t: MailTicket, link: MailTicketLink): MailBlock => ({
  kind: 'button',
  label: mailText(lang, 'ticket_open', { fullid: t.fullid }),
  url: ticketUrl(t, link),
});

/** Number, subject, status, and for staff the company, requester and priority when given. */
export function ticketFacts(lang: MailLang, t: MailTicket, audience: MailAudience): MailBlock {
  const rows: [string, string][] = [
    [mailText(lang, 'ticket_number'), t.fullid],
    [mailText(lang, 'ticket_subject'), t.subject],
    [mailText(lang, 'ticket_status'), nameOf(lang, 'ticketStatus', t.status)],
  ];
  if (audience === 'staff') {
    if (t.company) rows.push([mailText(lang, 'ticket_company'), t.company]);
    if (t.requester) rows.push([mailText(lang, 'ticket_requester'), t.requester]);
    if (t.priority) rows.push([mailText(lang, 'ticket_priority'), nameOf(lang, 'ticketPriority', t.priority)]);
  }
  return { kind: 'facts', rows };
}

const messageOf = (lang: MailLang, m: MailTicketMessage): MailMessageBlock => ({
  author: m.author,
  at: formatMailDateTime(lang, m.at),
  body: m.body,
});

/** The message itself, then its files; when some are linked rather than attached, a line saying why and how to get them. */
export function messageBlocks(lang: MailLang, m: MailTicketMessage): MailBlock[] {
  const blocks: MailBlock[] = [{ kind: 'message', ...messageOf(lang, m) }];
  if (m.attachments?.length)
    blocks.push({
      kind: 'files',
      title: mailText(lang, 'attachments'),
      files: m.attachments.map((a) => ({ name: a.filename, size: formatBytes(a.size), url: a.url })),
    });
  if (m.attachments?.some((a) => a.url)) blocks.push({ kind: 'paragraph', text: mailText(lang, 'attachments_linked') });
  return blocks;
}

/** Up to QUOTED_MESSAGES earlier messages, newest first (the caller passes them in any order). */
export function historyBlocks(lang: MailLang, earlier: readonly MailTicketMessage[] = []): MailBlock[] {
  if (!earlier.length) return [];
  const newest = [...earlier].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, QUOTED_MESSAGES);
  return [{ kind: 'history', title: mailText(lang, 'history'), messages: newest.map((m) => messageOf(lang, m)) }];
}

/**
 * How to answer: clients by replying (the mail intake files a reply of a company's person on the ticket the subject
 * names); staff in the app, as the intake files e-mail by the sender's company and agents have none.
 */
export function ticketFooter(lang: MailLang, t: MailTicket, audience: MailAudience): string[] {
  return [
    mailText(lang, audience === 'client' ? 'footer_reply' : 'footer_staff', { fullid: t.fullid }),
    mailText(lang, 'footer_why_ticket', { fullid: t.fullid }),
  ];
}
