/** Which tickets an actor may reach: a ticket outside their scope is a 404. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { tickets } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { can, scopeOf } from '../../platform/policy';
import { clientVisibility, inCompanies } from './filters';
import { type TicketActor, type TicketRow, isSystem } from './actor';

/** The ticket if this actor may see it; 404 otherwise (a client learns nothing about other tickets). */
export async function findTicket(db: Db, actor: TicketActor, id: number, options: { withTrashed?: boolean } = {}): Promise<TicketRow> {
  const visible = isSystem(actor)
    ? eq(tickets.companyId, actor.company.id)
    : actor.isAgent
      ? inCompanies(scopeOf(actor).companies)
      : actor.user.companyId
        ? clientVisibility(actor.user.id, actor.user.companyId, can(actor, 'client.company-tickets'))
        : sql`false`;
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), options.withTrashed ? undefined : isNull(tickets.deletedAt), visible))
    .limit(1);
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/** A merged ticket takes no more writes (tickets/merge.ts): the 422 names the ticket to work on instead. */
export async function refuseMerged(db: Db, t: Pick<TicketRow, 'mergedIntoId'>): Promise<void> {
  if (!t.mergedIntoId) return;
  const [target] = await db.select({ fullid: tickets.fullid }).from(tickets).where(eq(tickets.id, t.mergedIntoId));
  throw new FieldError('ticket', 'ticket_is_merged', { fullid: target?.fullid ?? '' });
}
