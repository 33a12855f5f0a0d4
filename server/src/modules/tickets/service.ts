import { and, sql, type SQL } from 'drizzle-orm';
import { BROADCAST_EVENTS, companyChannel, type TicketEventPayload } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { tickets } from '../../platform/db/schema';

/** Counts per filter in one scan: `count(*) filter (where …)` for each. */
export async function countByFilters<F extends string>(db: Db, filters: readonly F[], conditionOf: (filter: F) => SQL, scope?: SQL): Promise<Record<F, number>> {
  const columns = Object.fromEntries(filters.map((f) => [f, sql<number>`count(*) filter (where ${conditionOf(f)})`.mapWith(Number)]));
  const [row] = await db
    .select(columns as Record<string, SQL<number>>)
    .from(tickets)
    .where(scope ? and(scope) : undefined);
  return row as unknown as Record<F, number>;
}

/** Tells everyone watching the ticket's company (ticket created / updated). */
export async function publishTicketEvent(ctx: Pick<AppContext, 'broadcaster'>, kind: 'created' | 'updated', ticket: TicketEventPayload, exceptSocketId?: string) {
  const event = kind === 'created' ? BROADCAST_EVENTS.ticketCreated : BROADCAST_EVENTS.ticketUpdated;
  await ctx.broadcaster.publish([companyChannel(ticket.companyId)], event, ticket, exceptSocketId);
}
