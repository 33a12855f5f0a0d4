import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BROADCAST_EVENTS, companyChannel, type AdminTicketFilter, type TicketEventPayload } from '@helpdesk/shared/schemas';
import { adminFilter } from './filters';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { ticketCounts, tickets } from '../../platform/db/schema';

/**
 * Counts per filter in one round trip: one scalar subquery per filter, so each count uses its own index
 * (index-only where it can) instead of one scan of the whole table.
 */
export async function countByFilters<F extends string>(
  db: Db,
  filters: readonly F[],
  conditionOf: (filter: F) => SQL,
  scope?: SQL,
): Promise<Record<F, number>> {
  const columns = filters.map((f) => sql`(select count(*) from ${tickets} where ${and(conditionOf(f), scope)}) as ${sql.identifier(f)}`);
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as { rows: Record<string, number | string>[] };
  const row = result.rows[0]!;
  return Object.fromEntries(filters.map((f) => [f, Number(row[f])])) as Record<F, number>;
}

/**
 * Exact counts of staff filters (optionally for one company) from the trigger-kept ticket_counts summary:
 * a sum over a few thousand rows, whatever the number of tickets. Same filter definitions as the lists.
 */
export async function countAdminFilters<F extends AdminTicketFilter>(
  db: Db,
  filters: readonly F[],
  agentId: number,
  companyId?: number,
  /** The actor's companies (null: every company). */
  companyIds: number[] | null = null,
): Promise<Record<F, number>> {
  const columns = Object.fromEntries(
    filters.map((f) => [
      f,
      sql<number>`coalesce(sum(${ticketCounts.n}) filter (where ${adminFilter(f, agentId, ticketCounts)}), 0)`.mapWith(Number),
    ]),
  );
  const [row] = await db
    .select(columns as Record<string, SQL<number>>)
    .from(ticketCounts)
    .where(
      and(
        companyId ? eq(ticketCounts.companyId, companyId) : undefined,
        companyIds ? (companyIds.length ? inArray(ticketCounts.companyId, companyIds) : sql`false`) : undefined,
      ),
    );
  return row as unknown as Record<F, number>;
}

/** Tells everyone watching the ticket's company (ticket created / updated). */
export async function publishTicketEvent(
  ctx: Pick<AppContext, 'broadcaster'>,
  kind: 'created' | 'updated',
  ticket: TicketEventPayload,
  exceptSocketId?: string,
) {
  const event = kind === 'created' ? BROADCAST_EVENTS.ticketCreated : BROADCAST_EVENTS.ticketUpdated;
  await ctx.broadcaster.publish([companyChannel(ticket.companyId)], event, ticket, exceptSocketId);
}
