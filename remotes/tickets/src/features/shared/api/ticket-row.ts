/** A ticket as the lists return it (server/API.md "TicketRow"); the ticket page's detail extends it. */
import type { MailSender, TicketOrigin } from '@helpdesk/shared';
import type { MailAuthVerdict } from '@helpdesk/shared/schemas';
import type { TicketPriority, TicketStatus, TicketType, TicketCategory } from '../ticket-vocabulary.ts';

export type SlaState = 'due' | 'paused' | 'breached' | 'met' | 'none';

export interface SlaClock {
  due_at: string | null;
  done_at: string | null;
  state: SlaState;
}

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
  /** What filed the ticket, and the e-mail's From when it came by e-mail. */
  origin: TicketOrigin;
  sender: MailSender | null;
  /** Whether the e-mail that opened it passed SPF/DKIM/DMARC; null when no e-mail did (issue 11 item 14). */
  mail_auth?: MailAuthVerdict | null;
  assignee: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
  deleted_at: string | null;
  sla: { paused: boolean; first_response: SlaClock; resolution: SlaClock };
  version: number;
}

