/** The other tickets a ticket's page names: merged into / from, split from / into (tickets/merge.ts makes them). */
import { eq, inArray, or } from 'drizzle-orm';
import type { TicketLink } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { tickets } from '../../platform/db/schema';
import type { TicketRow } from './actor';

/** The tickets a ticket's page names: merged into / from, split from / into. */
export async function linksOf(db: Db, t: Pick<TicketRow, 'id' | 'mergedIntoId' | 'splitFromId'>) {
  const related = await db
    .select({ id: tickets.id, fullid: tickets.fullid, mergedIntoId: tickets.mergedIntoId, splitFromId: tickets.splitFromId })
    .from(tickets)
    // Trashed ones too: the pointer stays true, and staff can still open a trashed ticket.
    .where(
      or(inArray(tickets.id, [t.mergedIntoId ?? 0, t.splitFromId ?? 0]), eq(tickets.mergedIntoId, t.id), eq(tickets.splitFromId, t.id)),
    )
    .orderBy(tickets.id);
  const link = (r: (typeof related)[number]): TicketLink => ({ id: r.id, fullid: r.fullid });
  const one = (refId: number | null) => related.filter((r) => r.id === refId).map(link)[0] ?? null;
  return {
    merged_into: one(t.mergedIntoId),
    merged_from: related.filter((r) => r.mergedIntoId === t.id).map(link),
    split_from: one(t.splitFromId),
    split_into: related.filter((r) => r.splitFromId === t.id).map(link),
  };
}
