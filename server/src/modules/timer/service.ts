/**
 * The time-report timer (issue 36 item 6): one running timer per agent, kept on the server so it survives reloads
 * and follows the agent across tabs and devices. Stopping it answers the time-report form's draft; nothing is
 * reported until the agent saves that form.
 */
import { eq } from 'drizzle-orm';
import { BROADCAST_EVENTS, userChannel } from '@helpdesk/shared/schemas';
import type { RunningTimer, TimeReportDraft } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { agentTimers, tickets } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { timerFigures } from '../../platform/timer-draft';
import { findTicket, refuseMerged } from '../tickets';

/** The agent's running timer with its ticket, or null. */
export async function runningTimer(db: Db, agentId: number): Promise<RunningTimer | null> {
  const [row] = await db
    .select({ startedAt: agentTimers.startedAt, ticket: { id: tickets.id, fullid: tickets.fullid, subject: tickets.subject } })
    .from(agentTimers)
    .innerJoin(tickets, eq(tickets.id, agentTimers.ticketId))
    .where(eq(agentTimers.agentId, agentId))
    .limit(1);
  return row ? { ticket: row.ticket, started_at: row.startedAt.toISOString() } : null;
}

/** Every tab and device of the agent refetches its timer; the tab that acted already knows. */
async function announce(ctx: AppContext, agentId: number, running: boolean, socket: string | undefined): Promise<void> {
  await ctx.broadcaster.publish([userChannel(agentId)], BROADCAST_EVENTS.timerChanged, { running }, socket);
}

/**
 * Starts the agent's timer on a ticket it may work on (404 otherwise). A timer already running is not switched:
 * stopping one hands a draft to the agent's form, so a silent switch would drop that time or report it unseen —
 * 409 names the ticket it runs on instead.
 */
export async function startTimer(ctx: AppContext, actor: Actor, ticketId: number, socket?: string): Promise<RunningTimer> {
  const ticket = await findTicket(ctx.db, actor, ticketId);
  // A merged ticket takes no time report (the work goes on on the target), so no timer either.
  await refuseMerged(ctx.db, ticket);
  // The unique index decides between two tabs starting at once: the loser inserts nothing.
  const [row] = await ctx.db
    .insert(agentTimers)
    .values({ agentId: actor.user.id, ticketId: ticket.id })
    .onConflictDoNothing({ target: agentTimers.agentId })
    .returning();
  if (!row) {
    const running = await runningTimer(ctx.db, actor.user.id);
    throw new HttpError(409, 'timer_running', { data: running }, { ticket: running?.ticket.fullid ?? '' });
  }
  await announce(ctx, actor.user.id, true, socket);
  return { ticket: { id: ticket.id, fullid: ticket.fullid, subject: ticket.subject }, started_at: row.startedAt.toISOString() };
}

async function removeTimer(ctx: AppContext, agentId: number, socket: string | undefined) {
  const [row] = await ctx.db.delete(agentTimers).where(eq(agentTimers.agentId, agentId)).returning();
  if (!row) throw new HttpError(404, 'timer_not_running');
  await announce(ctx, agentId, false, socket);
  return row;
}

/** Stops the agent's timer and answers the time-report draft it measured (404 when none runs). */
export async function stopTimer(ctx: AppContext, actor: Actor, socket?: string, now = new Date()): Promise<TimeReportDraft> {
  const row = await removeTimer(ctx, actor.user.id, socket);
  return { ticket_id: row.ticketId, ...timerFigures(row.startedAt, now) };
}

/** Drops the agent's running timer without a draft (404 when none runs). */
export async function discardTimer(ctx: AppContext, actor: Actor, socket?: string): Promise<void> {
  await removeTimer(ctx, actor.user.id, socket);
}
