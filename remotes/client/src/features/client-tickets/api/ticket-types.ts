/** Tickets as the client API returns them (server/API.md "Ticket lists", "One ticket" without the staff-only parts). */
import type { ClientTicketFilter, TicketCategory, TicketPriority, TicketStatus, TicketType } from '@helpdesk/shared/enums';
import type { AttachmentLink } from '@helpdesk/shared/ui';

export type { ClientTicketFilter, TicketCategory, TicketPriority, TicketStatus, TicketType };
export type TicketScope = 'own' | 'company';

export interface TicketRow {
  id: number;
  fullid: string;
  subject: string;
  status: TicketStatus;
  status_color: string;
  priority: TicketPriority;
  priority_color: string;
  type: TicketType;
  category: TicketCategory;
  company: { id: number; tag: string; short_name: string };
  requester: { id: number; name: string } | null;
  assignee: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
  deleted_at: string | null;
  version: number;
}

export interface Attachment extends AttachmentLink {
  message_id: number | null;
  mime_type: string;
  created_at: string;
}

/** The From of an e-mail's ticket or message, and what filed it (server/API.md "One ticket"). */
import type { MailSender, TicketOrigin as Origin } from '@helpdesk/shared';

export type { MailSender, Origin };

export interface TicketMessage {
  id: number;
  body: string;
  author: { id: number; name: string; kind: 'agent' | 'client' } | null;
  origin: Origin;
  sender: MailSender | null;
  created_at: string;
  attachments: Attachment[];
}

export interface TicketDetail extends TicketRow {
  body: string;
  origin: Origin;
  /** The From of the e-mail the ticket was made from (its description). */
  sender: MailSender | null;
  company: { id: number; tag: string; short_name: string; name: string };
  requester: { id: number; name: string; email: string } | null;
  created_by: { id: number; name: string } | null;
  project: { id: number; name: string } | null;
  device: { id: number; type: string; name: string; inventory_number: string | null } | null;
  cc: { id: number; name: string; email: string }[];
  messages: TicketMessage[];
  attachments: Attachment[];
}
