/**
 * Merge and split (issue 36 item 3). Merge: everything a ticket holds moves to another ticket of its company and the
 * ticket stays behind as a resolved, read-only pointer (`merged_into_id`). Split: some messages move to a new ticket
 * of the same company, linked both ways (`split_from_id`).
 *
 * What a merge moves, table by table (every table referencing tickets):
 *  - moved: ticket_messages (their sent e-mails in the outbox follow them), ticket_attachments, ticket_notes,
 *    time_reports, planned_works, ticket_cc (joined, no duplicates), monitoring_checks and monitoring_logs (a
 *    repeated alert then updates the target instead of a read-only ticket);
 *  - kept: ticket_history (each ticket's own story; both get a line), evaluations (a rating of that ticket's
 *    resolution, one per ticket), inbound_messages and reminder_runs (records of what filed the source: mail intake
 *    follows the pointer, a reminder occurrence stays claimed).
 * The source's description is not a message row: it becomes one on the target, at its own time and with its author,
 * so the target's thread reads whole.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { TicketLink } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import {
  monitoringChecks,
  monitoringLogs,
  plannedWorks,
  ticketAttachments,
  ticketCc,
  ticketMessages,
  ticketNotes,
  tickets,
  timeReports,
} from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { type TicketRow } from './actor';
import { findTicket, refuseMerged } from './access';
import { createTicket } from './commands';
import { type ActionContext, announce, commit, slaFor, statusEffects, writeHistory } from './effects';

/** Longest chain of merges followed (a target merged again later): enough for any desk, and no loop can hang. */
const MAX_MERGE_HOPS = 10;

/** The ticket a merged one ended up in (following later merges), or the ticket itself. */
export async function mergeTargetOf(db: Db, ticket: TicketLink): Promise<TicketLink> {
  let current = ticket;
  for (let hop = 0; hop < MAX_MERGE_HOPS; hop++) {
    const [row] = await db.select({ into: tickets.mergedIntoId }).from(tickets).where(eq(tickets.id, current.id));
    if (!row?.into) return current;
    const [next] = await db.select({ id: tickets.id, fullid: tickets.fullid }).from(tickets).where(eq(tickets.id, row.into));
    if (!next) return current;
    current = next;
  }
  return current;
}

/** Merges ticket `id` into `targetId`; returns both as they are now. */
export async function mergeTicket(a: ActionContext, id: number, targetId: number): Promise<{ source: TicketRow; target: TicketRow }> {
  const { db } = a.ctx;
  const source = await findTicket(db, a.actor, id);
  await refuseMerged(db, source);
  if (targetId === source.id) throw new FieldError('target_id', 'merge_target_self');
  // A ticket the actor cannot reach is "not found" here too: the answer must not tell it exists elsewhere.
  const target = await findTicket(db, a.actor, targetId).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) throw new FieldError('target_id', 'merge_target_missing');
    throw error;
  });
  if (target.companyId !== source.companyId) throw new FieldError('target_id', 'merge_target_company');
  if (target.mergedIntoId) throw new FieldError('target_id', 'merge_target_merged');

  const into = { ticketId: target.id };
  if (source.body.trim())
    await db.insert(ticketMessages).values({
      ticketId: target.id,
      authorId: source.requesterId ?? source.createdById,
      body: source.body,
      origin: source.origin,
      senderName: source.senderName,
      senderEmail: source.senderEmail,
      mailAuth: source.mailAuth,
      createdAt: source.createdAt,
    });
  const messages = await db
    .update(ticketMessages)
    .set(into)
    .where(eq(ticketMessages.ticketId, source.id))
    .returning({ id: ticketMessages.id });
  const attachments = await db
    .update(ticketAttachments)
    .set(into)
    .where(eq(ticketAttachments.ticketId, source.id))
    .returning({ id: ticketAttachments.id });
  const notes = await db.update(ticketNotes).set(into).where(eq(ticketNotes.ticketId, source.id)).returning({ id: ticketNotes.id });
  const reports = await db.update(timeReports).set(into).where(eq(timeReports.ticketId, source.id)).returning({ id: timeReports.id });
  const works = await db.update(plannedWorks).set(into).where(eq(plannedWorks.ticketId, source.id)).returning({ id: plannedWorks.id });
  await db.update(monitoringChecks).set(into).where(eq(monitoringChecks.ticketId, source.id));
  await db.update(monitoringLogs).set(into).where(eq(monitoringLogs.ticketId, source.id));
  const cc = await db.select({ userId: ticketCc.userId }).from(ticketCc).where(eq(ticketCc.ticketId, source.id));
  if (cc.length)
    await db
      .insert(ticketCc)
      .values(cc.map((c) => ({ ticketId: target.id, userId: c.userId })))
      .onConflictDoNothing();
  await db.delete(ticketCc).where(eq(ticketCc.ticketId, source.id));

  const now = new Date();
  const closing =
    source.status === 'resolved'
      ? {}
      : statusEffects(source, 'resolved', now, (await slaFor(db, source.companyId, source.priority)).calendar);
  const sourceAfter = await commit(a, source, undefined, { ...closing, mergedIntoId: target.id });
  const targetAfter = await commit(a, target, undefined, {});
  await writeHistory(db, source.id, a.actor, 'merged_into', {
    merged_into: [null, target.fullid],
    ...(closing.status ? { status: [source.status, 'resolved'] } : {}),
  });
  // What came along, as counts: the page's history names each and says how many.
  const moved: Record<string, [null, number]> = {
    messages: [null, messages.length],
    attachments: [null, attachments.length],
    notes: [null, notes.length],
    time_reports: [null, reports.length],
    planned_works: [null, works.length],
  };
  await writeHistory(db, target.id, a.actor, 'merged_from', { merged_from: [null, source.fullid], ...moved });
  await announce(a, 'updated', sourceAfter, 'merged_into');
  await announce(a, 'updated', targetAfter, 'merged_from');
  return { source: sourceAfter, target: targetAfter };
}

/** Moves `messageIds` (and their files) off ticket `id` into a new ticket of its company; returns the new ticket. */
export async function splitTicket(a: ActionContext, id: number, messageIds: number[]): Promise<TicketRow> {
  const { db } = a.ctx;
  const source = await findTicket(db, a.actor, id);
  await refuseMerged(db, source);
  const wanted = [...new Set(messageIds)];
  const own = await db.select({ id: ticketMessages.id }).from(ticketMessages).where(eq(ticketMessages.ticketId, source.id));
  const ownIds = new Set(own.map((m) => m.id));
  if (wanted.some((m) => !ownIds.has(m))) throw new FieldError('message_ids', 'split_foreign_message');
  if (wanted.length >= ownIds.size) throw new FieldError('message_ids', 'split_all_messages');

  const created = await createTicket(a, {
    company_id: source.companyId,
    subject: source.subject,
    body: '',
    type: source.type,
    priority: source.priority,
    category: source.category,
    status: 'new',
    requester_id: source.requesterId,
    cc: [],
    project_id: source.projectId,
    device_id: source.deviceId,
    assignee_id: source.assigneeId,
    responsible_id: source.responsibleId,
    support_scope: source.supportScope,
  });
  const moved = { ticketId: created.id };
  await db
    .update(ticketMessages)
    .set(moved)
    .where(and(eq(ticketMessages.ticketId, source.id), inArray(ticketMessages.id, wanted)));
  await db
    .update(ticketAttachments)
    .set(moved)
    .where(and(eq(ticketAttachments.ticketId, source.id), inArray(ticketAttachments.messageId, wanted)));
  const [split] = await db.update(tickets).set({ splitFromId: source.id }).where(eq(tickets.id, created.id)).returning();
  const sourceAfter = await commit(a, source, undefined, {});
  await writeHistory(db, source.id, a.actor, 'split_into', { split_into: [null, created.fullid], messages: [null, wanted.length] });
  await writeHistory(db, created.id, a.actor, 'split_from', { split_from: [null, source.fullid], messages: [null, wanted.length] });
  await announce(a, 'updated', sourceAfter, 'split_into');
  return split!;
}
