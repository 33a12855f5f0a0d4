/**
 * The history a seeded ticket would have if people had brought it to its state through the product: the rows
 * the tickets module writes (tickets/actions.ts), with the same action names and `changes` shape —
 * 'created' {status: [null, 'new']}; 'updated' {field: [before, after]} for the assignment and each status
 * change; 'replied' for every message ({status} when the answer moved the ticket on); 'note_added'; 'trashed';
 * 'time_report_added' {time_report: [null, id]} (written by the caller once the reports have ids).
 */
import type { TicketStatus } from '@helpdesk/shared/schemas';
import type * as t from '../../platform/db/schema';

export type HistoryRow = typeof t.ticketHistory.$inferInsert;

export interface StoryTicket {
  id: number;
  status: TicketStatus;
  createdById: number | null;
  assigneeId: number | null;
  responsibleId: number | null;
  createdAt: Date;
  /** The first agent answer: set by an agent's reply, the only way the product sets it after creation. */
  firstResponseAt: Date | null;
  /** The last change of the ticket: its current status since then. */
  updatedAt: Date;
  deletedAt: Date | null;
  /** What the agent who assigned a ticket filed by e-mail or a reminder corrected in the same save ({field: [intake's, now]}). */
  triage?: Record<string, [unknown, unknown]>;
}

/** A message or an internal note, by whom and when. */
export interface StoryEntry {
  authorId: number | null;
  createdAt: Date;
}

export interface StoryPeople {
  /** The lead who assigns tickets clients opened and trashes tickets. */
  lead: number;
  isAgent: (userId: number | null) => boolean;
}

const ASSIGNED_WITHIN = 10 * 60_000;

/**
 * When the replies of a ticket were written (up to `count`): none before an agent answered; the first is that
 * answer (at firstResponseAt), the others spread evenly before the last change, never after it (a client writing
 * to a resolved or waiting ticket would have moved it back to work), so none when the answer was the last change.
 */
export function replyTimes(ticket: StoryTicket, count: number): Date[] {
  const first = ticket.firstResponseAt;
  if (!first) return [];
  const span = ticket.updatedAt.getTime() - first.getTime();
  const n = span > 0 ? Math.max(1, count) : 1;
  return Array.from({ length: n }, (_, k) => new Date(first.getTime() + (span * k) / n));
}

/** Oldest first, as the tickets module would have inserted them (ids then break ties of equal times). */
export function historyOf(ticket: StoryTicket, replies: StoryEntry[], notes: StoryEntry[], people: StoryPeople): HistoryRow[] {
  const c = ticket.createdAt.getTime();
  const row = (at: number, userId: number | null, action: string, changes: HistoryRow['changes'] = {}): HistoryRow => ({
    ticketId: ticket.id,
    userId,
    action,
    changes,
    createdAt: new Date(at),
  });
  const rows = [row(c, ticket.createdById, 'created', { status: [null, 'new'] })];
  if (ticket.assigneeId) {
    // A colleague who opened the ticket assigns it; a client's ticket the lead assigns — before anyone answers.
    const first = (ticket.firstResponseAt ?? ticket.updatedAt).getTime();
    const by = people.isAgent(ticket.createdById) ? ticket.createdById : people.lead;
    const changes: HistoryRow['changes'] = { ...ticket.triage, assignee_id: [null, ticket.assigneeId] };
    if (ticket.responsibleId) changes.responsible_id = [null, ticket.responsibleId];
    rows.push(row(c + Math.min(ASSIGNED_WITHIN, (first - c) / 2), by, 'updated', changes));
  }
  const end = ticket.updatedAt.getTime();
  // The last change brought the final status; the first answer took the ticket into work (or there at once).
  const entries = [...replies.map((e) => ({ ...e, note: false })), ...notes.map((e) => ({ ...e, note: true }))].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  let status: TicketStatus = 'new';
  for (const e of entries) {
    const at = e.createdAt.getTime();
    if (e.note) {
      rows.push(row(at, e.authorId, 'note_added'));
      continue;
    }
    if (status === 'new' && people.isAgent(e.authorId)) {
      const next: TicketStatus = at >= end ? ticket.status : 'in-progress';
      rows.push(row(at, e.authorId, 'replied', { status: [status, next] }));
      status = next;
    } else rows.push(row(at, e.authorId, 'replied'));
  }
  if (status !== ticket.status) rows.push(row(end, ticket.assigneeId, 'updated', { status: [status, ticket.status] }));
  if (ticket.deletedAt) rows.push(row(ticket.deletedAt.getTime(), people.lead, 'trashed'));
  return rows;
}
