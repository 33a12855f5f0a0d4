/**
 * Ratings of solved tickets: from the ticket page (logged in) and from the public page behind
 * the signed link of the resolution e-mail. One evaluation per ticket, enforced by the unique index, so a link
 * or a second click can never rate twice. Also the client's "close as resolved", which sends that e-mail.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { companies, evaluations, tickets, users } from '../../platform/db/schema';
import { findTicket, updateTicket, type ActionContext, type TicketRow } from '../tickets';
import { isLowRating, type EvaluationInput, type EvaluationMessageKey } from '@helpdesk/shared/schemas';
import { EVALUATION_LINK_TTL_MS, signEvaluationToken } from './token';
import { sendRendered } from '../../platform/messaging';
import { renderEvaluationInvite } from '../../platform/mail-templates';

type EvaluationRow = typeof evaluations.$inferSelect;

/** A refusal with its status and text (409 already rated / not resolved, 403 bad link, 410 expired link). */
export class EvaluationRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: EvaluationMessageKey,
  ) {
    super(key);
  }
}

export function presentEvaluation(e: EvaluationRow, user: { firstname: string; lastname: string } | null = null) {
  return {
    id: e.id,
    ticket_id: e.ticketId,
    rating: e.rating,
    reason: e.reason,
    comment: e.comment,
    user: e.userId && user ? { id: e.userId, name: `${user.firstname} ${user.lastname}`.trim() } : null,
    created_at: e.createdAt.toISOString(),
  };
}
export type EvaluationView = ReturnType<typeof presentEvaluation>;

export async function evaluationOf(db: Db, ticketId: number): Promise<EvaluationView | null> {
  const [row] = await db
    .select({ e: evaluations, u: { firstname: users.firstname, lastname: users.lastname } })
    .from(evaluations)
    .leftJoin(users, eq(users.id, evaluations.userId))
    .where(eq(evaluations.ticketId, ticketId))
    .limit(1);
  return row ? presentEvaluation(row.e, row.u?.firstname != null ? (row.u as { firstname: string; lastname: string }) : null) : null;
}

export const canBeRated = (t: TicketRow) => t.status === 'resolved' && t.deletedAt === null;

/** Stores the one evaluation of a resolved ticket; the unique index settles two at once. */
export async function rateTicket(db: Db, t: TicketRow, userId: number | null, input: EvaluationInput): Promise<EvaluationView> {
  if (!canBeRated(t)) throw new EvaluationRefused(409, 'not_resolved');
  const low = isLowRating(input.rating);
  const [row] = await db
    .insert(evaluations)
    .values({
      ticketId: t.id,
      agentId: t.assigneeId,
      companyId: t.companyId,
      userId,
      rating: input.rating,
      // A reason explains a low rating only (spec §4).
      reason: low ? (input.reason ?? null) : null,
      comment: input.comment || null,
    })
    .onConflictDoNothing({ target: evaluations.ticketId })
    .returning();
  if (!row) throw new EvaluationRefused(409, 'already_rated');
  return (await evaluationOf(db, t.id))!;
}

/** The ticket a genuine link points at (trashed ones are gone for the client too). */
export async function ticketOfLink(db: Db, ticketId: number): Promise<TicketRow> {
  const [t] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), isNull(tickets.deletedAt)))
    .limit(1);
  if (!t) throw new EvaluationRefused(403, 'link_invalid');
  return t;
}

export async function ticketSummary(db: Db, t: TicketRow) {
  const [company] = await db.select({ short_name: companies.shortName }).from(companies).where(eq(companies.id, t.companyId));
  return {
    id: t.id,
    fullid: t.fullid,
    subject: t.subject,
    status: t.status,
    resolved_at: t.resolvedAt?.toISOString() ?? null,
    company: company?.short_name ?? null,
  };
}

/**
 * The resolution e-mail's rating invitation to the ticket's requester, with a signed single-use link to the public
 * /evaluation page. Returns the link (null when there is nobody to ask or the ticket is rated already). It is
 * sent whenever an agent resolves a ticket (the `ticketResolved` hook) and on the client's own close.
 */
export async function sendEvaluationInvite(
  ctx: Pick<AppContext, 'db' | 'messenger' | 'config'>,
  ticketId: number,
  baseUrl: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ t: tickets, u: { id: users.id, email: users.email, lang: users.lang } })
    .from(tickets)
    .innerJoin(users, and(eq(users.id, tickets.requesterId), eq(users.kind, 'client'), isNull(users.deletedAt)))
    .where(eq(tickets.id, ticketId))
    .limit(1);
  if (!row || !canBeRated(row.t) || (await evaluationOf(ctx.db, ticketId))) return null;
  const token = signEvaluationToken(ctx.config.appKey, ticketId, row.u.id, now);
  const link = `${baseUrl}/evaluation?token=${encodeURIComponent(token)}`;
  const params = { fullid: row.t.fullid, subject: row.t.subject, link, days: EVALUATION_LINK_TTL_MS / 86_400_000 };
  const invite = renderEvaluationInvite(row.u.lang, {
    ticket: { fullid: row.t.fullid, subject: row.t.subject },
    link,
    validDays: params.days,
  });
  await sendRendered(ctx.messenger, row.u.email, invite, { userId: row.u.id });
  return link;
}

/** A client closes their ticket as resolved (the tickets module's change, with its history, event and notices). */
export async function closeTicket(a: ActionContext, id: number, version?: number): Promise<{ ticket: TicketRow; changed: boolean }> {
  const t = await findTicket(a.ctx.db, a.actor, id);
  if (t.status === 'resolved') return { ticket: t, changed: false };
  const { ticket } = await updateTicket(a, id, { version: version ?? t.version, status: 'resolved' });
  return { ticket, changed: true };
}
