/**
 * What every ticket change brings with it: SLA bookkeeping, the history row, the real-time event, the notifications,
 * and the versioned write (a save carrying an older version is refused with 409 and the current ticket).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { message, type MessageKey, type TicketBroadcastPayload, type TicketStatus } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { companies, companyPriorities, holidays, ticketCc, ticketHistory, tickets, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { notifyUser } from '../notifications';
import { isWaiting, resumeDeadline, type SlaCalendar, type SlaPolicy } from './sla';
import { publishTicketEvent } from './service';
import { type TicketActor, type TicketRow, type TicketSet, userIdOf } from './actor';
import { showTicket } from './show';

// ---------------------------------------------------------------- SLA

export async function slaFor(db: Db, companyId: number, priority: string): Promise<{ policy: SlaPolicy | null; calendar: SlaCalendar }> {
  const [company] = await db.select({ hours: companies.businessHours }).from(companies).where(eq(companies.id, companyId));
  const rows = await db.select().from(companyPriorities).where(eq(companyPriorities.companyId, companyId));
  const row = rows.find((r) => r.priority === priority && r.active) ?? rows.find((r) => r.isDefault && r.active) ?? null;
  const days = await db.select({ date: holidays.date }).from(holidays);
  const calendar: SlaCalendar = { hours: company?.hours ?? null, holidays: new Set(days.map((d) => d.date)) };
  const policy = row ? { openSlaMinutes: row.openSlaMinutes, resolveSlaMinutes: row.resolveSlaMinutes, is247: row.is247 } : null;
  return { policy, calendar: policy?.is247 ? { ...calendar, hours: null } : calendar };
}

/** Status side effects: resolved time, and the SLA clocks stopping while waiting and moving on after. */
export function statusEffects(t: TicketRow, status: TicketStatus, now: Date, calendar: SlaCalendar): TicketSet {
  const set: TicketSet = { status };
  if (status === 'resolved' && t.status !== 'resolved') set.resolvedAt = now;
  if (status !== 'resolved' && t.status === 'resolved') set.resolvedAt = null;
  if (!isWaiting(t.status) && isWaiting(status)) set.slaPausedAt = now;
  if (isWaiting(t.status) && !isWaiting(status) && t.slaPausedAt) {
    set.slaPausedAt = null;
    if (!t.firstResponseAt) set.firstResponseDueAt = resumeDeadline(t.firstResponseDueAt, t.slaPausedAt, now, calendar);
    set.resolveDueAt = resumeDeadline(t.resolveDueAt, t.slaPausedAt, now, calendar);
  }
  return set;
}

// ---------------------------------------------------------------- history, events, notifications

export async function writeHistory(
  db: Db,
  ticketId: number,
  actor: TicketActor,
  action: string,
  changes: Record<string, [unknown, unknown]> = {},
) {
  await db.insert(ticketHistory).values({ ticketId, userId: userIdOf(actor), action, changes });
}

export interface ActionContext {
  ctx: AppContext;
  actor: TicketActor;
  /** X-Socket-ID of the caller: they do not get their own event back. */
  socketId?: string | undefined;
}

export async function announce({ ctx, socketId }: ActionContext, kind: 'created' | 'updated', t: TicketRow, action: string) {
  const payload: TicketBroadcastPayload = {
    id: t.id,
    companyId: t.companyId,
    fullid: t.fullid,
    subject: t.subject,
    status: t.status,
    version: t.version,
    action,
    updatedAt: t.updatedAt.toISOString(),
  };
  await publishTicketEvent(ctx, kind, payload, socketId);
}

/** A database + real-time notification and an e-mail to the assignee, requester and CC persons (not the actor). */
export async function notifyParticipants(
  { ctx, actor }: ActionContext,
  t: TicketRow,
  key: MessageKey,
  options: { staffOnly?: boolean } = {},
) {
  const cc = await ctx.db.select({ id: ticketCc.userId }).from(ticketCc).where(eq(ticketCc.ticketId, t.id));
  const ids = [
    ...new Set(
      [t.assigneeId, ...(options.staffOnly ? [] : [t.requesterId, ...cc.map((c) => c.id)])].filter(
        (x): x is number => !!x && x !== userIdOf(actor),
      ),
    ),
  ];
  if (!ids.length) return;
  const people = await ctx.db
    .select({ id: users.id, email: users.email, lang: users.lang })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  for (const p of people) {
    const text = message(p.lang, key);
    await notifyUser(ctx, p.id, 'App\\Notifications\\TicketUpdated', {
      type: 'ticket',
      message: text,
      ticket: t.id,
      title: t.fullid,
      text: t.subject,
    });
    await ctx.messenger.sendMail(p.email, `[${t.fullid}] ${t.subject}`, text);
  }
}

// ---------------------------------------------------------------- versioned writes

/** Applies `set` only if the ticket is still at `expected`; else 409 with the current ticket. */
export async function commit(a: ActionContext, t: TicketRow, expected: number | undefined, set: TicketSet): Promise<TicketRow> {
  const now = new Date();
  const [row] = await a.ctx.db
    .update(tickets)
    .set({ ...set, updatedAt: now, version: sql`${tickets.version} + 1` })
    .where(and(eq(tickets.id, t.id), eq(tickets.version, expected ?? t.version)))
    .returning();
  if (row) return row;
  const current = await showTicket(a.ctx.db, a.actor, t.id, { withTrashed: true });
  throw new HttpError(409, 'ticket_conflict', { data: current, version: current.version });
}
