/**
 * GET /api/admin/ticket/{id} (server/API.md "One ticket"): the staff view of one ticket, trashed ones too.
 * Keyed under queryRoots.tickets, so the shell's invalidation on a company-channel ticket event refreshes it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, errorStatus, queryRoots } from '@helpdesk/shared';
import type { OVERTIME_PERCENTS, PLANNED_WORK_STATUSES, TicketCategory, TicketPriority, TicketStatus, TicketType, TIME_REPORT_KINDS } from '@helpdesk/shared/schemas';

export type SlaState = 'due' | 'paused' | 'breached' | 'met' | 'none';
export type SupportScope = (typeof TIME_REPORT_KINDS)[number];

export interface PersonRef {
  id: number;
  name: string;
}

export interface SlaClock {
  due_at: string | null;
  done_at: string | null;
  state: SlaState;
}

export interface Attachment {
  id: number;
  message_id: number | null;
  filename: string;
  mime_type: string;
  size: number;
  url: string;
  created_at: string;
}

/** The From of an e-mail's ticket or message, and what filed it (server/API.md "One ticket"). */
import type { MailSender as MessageSender, TicketOrigin as Origin } from '@helpdesk/shared';

import type { MailAuthVerdict } from '@helpdesk/shared/schemas';

export type { MessageSender, Origin };

export interface TicketMessage {
  id: number;
  body: string;
  author: (PersonRef & { kind: 'agent' | 'client' }) | null;
  origin: Origin;
  sender: MessageSender | null;
  /** The e-mail's SPF/DKIM/DMARC verdict when an e-mail brought it (issue 11 item 14). */
  mail_auth?: MailAuthVerdict | null;
  created_at: string;
  attachments: Attachment[];
}

export interface TicketNote {
  id: number;
  body: string;
  author: PersonRef | null;
  created_at: string;
}

export interface TimeReport {
  id: number;
  agent: PersonRef | null;
  day: string;
  from_hour: string;
  kind: SupportScope;
  minutes: number;
  description: string;
  additional_works: boolean;
  overtime: (typeof OVERTIME_PERCENTS)[number];
  outside_contract: boolean;
  arrival: boolean;
  needs_accept: boolean;
  accepted_at: string | null;
  rejected_at: string | null;
  reject_reason: string | null;
  created_at: string;
}

export interface TimeSummary {
  total_minutes: number;
  charged_minutes: number;
  normal: number;
  overtime: { '50': number; '100': number; '150': number };
  weighted: number;
}

export interface HistoryEntry {
  id: number;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  user: PersonRef | null;
  created_at: string;
}

export interface PlannedWork {
  id: number;
  start_time: string;
  hours: number;
  status: (typeof PLANNED_WORK_STATUSES)[number];
  internal: boolean;
}

export interface TicketDetail {
  id: number;
  fullid: string;
  subject: string;
  status: TicketStatus;
  status_color: string;
  priority: TicketPriority;
  priority_color: string;
  type: TicketType;
  category: TicketCategory;
  company: { id: number; tag: string; short_name: string; name: string };
  requester: (PersonRef & { email: string }) | null;
  assignee: PersonRef | null;
  responsible: PersonRef | null;
  created_by: PersonRef | null;
  support_scope: SupportScope | null;
  project: PersonRef | null;
  device: { id: number; type: string; name: string; inventory_number: string | null } | null;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
  deleted_at: string | null;
  sla: { paused: boolean; first_response: SlaClock; resolution: SlaClock };
  version: number;
  body: string;
  origin: Origin;
  /** The From of the e-mail the ticket was made from (its description). */
  sender: MessageSender | null;
  /** Whether that e-mail's sender passed SPF/DKIM/DMARC (issue 11 item 14). */
  mail_auth?: MailAuthVerdict | null;
  cc: (PersonRef & { email: string })[];
  messages: TicketMessage[];
  attachments: Attachment[];
  notes: TicketNote[];
  time_reports: TimeReport[];
  time_summary: TimeSummary;
  history: HistoryEntry[];
  planned_works: PlannedWork[];
  presence_channel: string;
}

export const ticketDetailKey = (id: number) => [queryRoots.tickets, 'detail', id] as const;

export async function fetchTicketDetail(id: number): Promise<TicketDetail> {
  // The screen shows its own not-found and error states: no catalogue toast.
  const { data } = await apiClient.get<{ data: TicketDetail }>(`/admin/ticket/${id}`, { silent: true });
  return data.data;
}

export const ticketDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ticketDetailKey(id),
    queryFn: () => fetchTicketDetail(id),
    // A 404 stays a 404; a network hiccup is worth one more try.
    retry: (count, error) => count < 1 && errorStatus(error) !== 404 && errorStatus(error) !== 403,
  });

export function useTicketDetail(id: number) {
  return useQuery({ ...ticketDetailQuery(id), enabled: id > 0 });
}
