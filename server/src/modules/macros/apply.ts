/**
 * Applying a macro: to one ticket from its page (an error is the request's answer: 404, 409, 422), or to many from the
 * list's bulk bar — each ticket its own unit of work, so a ticket that moved on is reported and the others still change.
 */
import type { FastifyRequest } from 'fastify';
import type { MacroTicketResult } from '@helpdesk/shared/resources';
import type { MacroBulkApplyInput } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { FieldError, HttpError } from '../../platform/errors';
import { say } from '../../platform/messages';
import type { Actor } from '../../platform/policy';
import { applyTicketActions } from '../ticket-actions';
import { findTicket, type TicketRow } from '../tickets';
import type { MacroRow } from './service';

export interface Caller {
  actor: Actor;
  socketId?: string | undefined;
}

export function applyMacro(ctx: AppContext, macro: MacroRow, ticketId: number, caller: Caller, version?: number): Promise<TicketRow> {
  return applyTicketActions(ctx, ticketId, macro.actions, {
    actor: caller.actor,
    expectedVersion: version,
    label: macro.name,
    socketId: caller.socketId,
  });
}

/** The fullid of a ticket the caller may see; null when it may not (nothing is told of another company's ticket). */
async function fullidOf(ctx: AppContext, actor: Actor, id: number): Promise<string | null> {
  return findTicket(ctx.db, actor, id).then(
    (t) => t.fullid,
    () => null,
  );
}

/** One result per ticket, in the order asked, in the caller's language. */
export async function applyMacroToMany(
  ctx: AppContext,
  request: FastifyRequest,
  macro: MacroRow,
  input: MacroBulkApplyInput,
  caller: Caller,
): Promise<MacroTicketResult[]> {
  const results: MacroTicketResult[] = [];
  for (const { id, version } of input.tickets) {
    try {
      const t = await applyMacro(ctx, macro, id, caller, version);
      results.push({ id, fullid: t.fullid, result: 'applied', version: t.version, message: null });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) {
        const current = error.extra.version;
        results.push({
          id,
          fullid: await fullidOf(ctx, caller.actor, id),
          result: 'conflict',
          version: typeof current === 'number' ? current : null,
          message: say(request, 'ticket_conflict'),
        });
      } else if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 403)) {
        results.push({ id, fullid: null, result: 'not_found', version: null, message: say(request, 'not_found') });
      } else if (error instanceof FieldError) {
        results.push({
          id,
          fullid: await fullidOf(ctx, caller.actor, id),
          result: 'invalid',
          version: null,
          message: say(request, error.key, error.params),
        });
      } else throw error;
    }
  }
  return results;
}
