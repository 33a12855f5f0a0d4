/**
 * What became of outbound messages: per ticket message and recipient for the ticket page, the outbox at a glance for
 * the control centre, and a person's retry of a message the sender gave up on. Reads and resets outbox rows only; the
 * sender (platform/outbound/outbox-sender.ts) stays the one that sends.
 */
import { and, asc, count, desc, eq, gte, inArray, min, sql } from 'drizzle-orm';
import type { Delivery, MessageDeliveries, OutboxFailure, OutboxSummary } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { outbox, ticketMessages } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { OUTBOX_VISIBILITY_MS } from '../../platform/outbound/outbox-sender';
import { can, type Actor } from '../../platform/policy';
import { findTicket } from '../tickets';

/** How many of the latest failures the control centre lists. */
export const RECENT_FAILURES = 5;
/** The window of the summary's failed and sent counts. */
export const SUMMARY_WINDOW_HOURS = 24;

type OutboxRow = typeof outbox.$inferSelect;

export function presentDelivery(row: OutboxRow): Delivery {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    last_error: row.status === 'sent' ? null : row.lastError,
    sent_at: row.sentAt?.toISOString() ?? null,
    // A `sending` or `failed` row's next_attempt_at is the sender's claim deadline, not a promise to anyone.
    next_attempt_at: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The deliveries of every message of one ticket (the caller checked the ticket is the actor's), by message. */
export async function listTicketDeliveries(db: Db, ticketId: number): Promise<MessageDeliveries[]> {
  const rows = await db
    .select({ row: outbox })
    .from(outbox)
    .innerJoin(ticketMessages, eq(ticketMessages.id, outbox.ticketMessageId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(outbox.ticketMessageId), asc(outbox.id));
  const byMessage = new Map<number, Delivery[]>();
  for (const { row } of rows) {
    const list = byMessage.get(row.ticketMessageId!) ?? [];
    list.push(presentDelivery(row));
    byMessage.set(row.ticketMessageId!, list);
  }
  return [...byMessage].map(([ticketMessageId, deliveries]) => ({ ticket_message_id: ticketMessageId, deliveries }));
}

/**
 * The row if the actor may act on it: a ticket message's delivery for whoever sees that ticket (404 otherwise, like
 * the ticket); any other message (codes, notifications, reports) for those who see the control centre only.
 */
async function reachableRow(db: Db, actor: Actor, id: number): Promise<OutboxRow> {
  const [found] = await db
    .select({ row: outbox, ticketId: ticketMessages.ticketId })
    .from(outbox)
    .leftJoin(ticketMessages, eq(ticketMessages.id, outbox.ticketMessageId))
    .where(eq(outbox.id, id))
    .limit(1);
  if (!found) throw new HttpError(404, 'not_found');
  if (found.ticketId !== null) await findTicket(db, actor, found.ticketId, { withTrashed: true });
  else if (!can(actor, 'control-center.view')) throw new HttpError(404, 'not_found');
  return found.row;
}

/**
 * A failed message back in the queue, due now with its attempts from zero, and the sender woken. `retried: false`
 * (and the row as it was read) when it is not failed — sent meanwhile, or retried by someone else: the update's
 * condition decides, not the read.
 */
export async function retryDelivery(ctx: AppContext, actor: Actor, id: number): Promise<{ delivery: Delivery; retried: boolean }> {
  const row = await reachableRow(ctx.db, actor, id);
  const [updated] = await ctx.db
    .update(outbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(outbox.id, row.id), eq(outbox.status, 'failed')))
    .returning();
  if (!updated) return { delivery: presentDelivery(row), retried: false };
  ctx.messenger.wake();
  return { delivery: presentDelivery(updated), retried: true };
}

/**
 * A recipient shown to whoever reads the control centre, which lists every kind of message (sign-in codes included):
 * enough to recognise it, not to harvest it. `jan.kowalski@acme.pl` → `j…@acme.pl`, `+48 600 100 200` → `…200`, a
 * push endpoint → its host.
 */
export function maskRecipient(channel: OutboxRow['channel'], recipient: string): string {
  if (channel === 'mail') {
    const at = recipient.lastIndexOf('@');
    return at > 0 ? `${recipient[0]}…${recipient.slice(at)}` : '…';
  }
  if (channel === 'sms') {
    const digits = recipient.replace(/\D/g, '');
    return digits.length > 3 ? `…${digits.slice(-3)}` : '…';
  }
  try {
    return new URL(recipient).host;
  } catch {
    return '…';
  }
}

/** A failure's reason with the addresses in it masked too: mail servers echo the recipient ("550 5.1.1 <jan@…>"). */
export function maskReason(channel: OutboxRow['channel'], recipient: string, reason: string | null): string | null {
  if (reason === null) return null;
  return reason
    .split(recipient)
    .join(maskRecipient(channel, recipient))
    .replace(/([^\s<>"'(),;:@…])[^\s<>"'(),;:@]*@([a-z0-9.-]+\.[a-z]{2,})/gi, '$1…@$2');
}

/**
 * When a failed row's last attempt started. The outbox keeps no failure time: a claim sets next_attempt_at to the
 * claim time plus OUTBOX_VISIBILITY_MS and a failure leaves it so; never before the row was queued (rows failed by hand).
 */
const failedAt = sql<Date>`greatest(${outbox.createdAt}, ${outbox.nextAttemptAt} - ${OUTBOX_VISIBILITY_MS}::integer * interval '1 millisecond')`;

export async function outboxSummary(db: Db): Promise<OutboxSummary> {
  const since = sql`now() - ${SUMMARY_WINDOW_HOURS}::integer * interval '1 hour'`;
  const waitingWhere = inArray(outbox.status, ['queued', 'sending']);
  const [waiting] = await db
    .select({
      n: count(),
      oldestSeconds: sql<number | null>`floor(extract(epoch from now() - ${min(outbox.createdAt)}))`.mapWith((v) =>
        v === null ? null : Math.max(0, Number(v)),
      ),
    })
    .from(outbox)
    .where(waitingWhere);
  const [failed] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.status, 'failed'), sql`${failedAt} >= ${since}`));
  const [sent] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.status, 'sent'), gte(outbox.sentAt, since)));
  const failures = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      reason: outbox.lastError,
      failedAt: sql<Date>`${failedAt}`.mapWith((v: Date | string) => new Date(v)),
    })
    .from(outbox)
    .where(eq(outbox.status, 'failed'))
    .orderBy(desc(failedAt), desc(outbox.id))
    .limit(RECENT_FAILURES);
  return {
    waiting: waiting?.n ?? 0,
    failed_24h: failed?.n ?? 0,
    sent_24h: sent?.n ?? 0,
    oldest_waiting_seconds: waiting?.n ? (waiting.oldestSeconds ?? 0) : null,
    recent_failures: failures.map((f): OutboxFailure => ({
      id: f.id,
      channel: f.channel,
      recipient: maskRecipient(f.channel, f.recipient),
      reason: f.reason,
      failed_at: f.failedAt.toISOString(),
    })),
  };
}
