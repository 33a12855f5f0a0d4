/**
 * The real-time event of a ticket's e-mail deliveries (`App\Events\TicketDeliveriesUpdated`): the outbox announces the
 * ticket messages whose e-mails were sent or failed (platform/outbound/delivery-events.ts), and each of their tickets
 * is told once to the staff who see its company, on their own channels — deliveries name recipients and mail servers'
 * answers, so never the company channel, where the company's clients listen. The page then reads the deliveries again.
 */
import { eq, inArray } from 'drizzle-orm';
import { BROADCAST_EVENTS } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { staffChannelsOfCompany } from '../../platform/broadcasting/staff-channels';
import { ticketMessages, tickets } from '../../platform/db/schema';
import type { TicketDeliveriesChanged } from '../../platform/outbound/delivery-events';

export interface TicketDeliveriesEventPayload {
  ticketId: number;
  companyId: number;
}

/** One event per ticket of the messages, to the staff of its company; returns what was published. */
export async function publishTicketDeliveries(
  ctx: Pick<AppContext, 'db' | 'broadcaster'>,
  event: Pick<TicketDeliveriesChanged, 'ticketMessageIds'>,
): Promise<TicketDeliveriesEventPayload[]> {
  if (!event.ticketMessageIds.length) return [];
  const rows = await ctx.db
    .selectDistinct({ ticketId: tickets.id, companyId: tickets.companyId })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(inArray(ticketMessages.id, [...event.ticketMessageIds]))
    .orderBy(tickets.id);
  const channelsOf = new Map<number, string[]>();
  for (const row of rows) {
    let channels = channelsOf.get(row.companyId);
    if (!channels) channelsOf.set(row.companyId, (channels = await staffChannelsOfCompany(ctx.db, row.companyId)));
    if (channels.length) await ctx.broadcaster.publish(channels, BROADCAST_EVENTS.ticketDeliveriesUpdated, row);
  }
  return rows;
}
