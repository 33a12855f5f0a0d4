/** The ticket list filters (spec §2) as SQL conditions, one place for lists, counters and badges. */
import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_TICKET_FILTERS,
  CLIENT_TICKET_FILTERS,
  WAITING_STATUSES,
  type AdminTicketFilter,
  type ClientTicketFilter,
} from '@helpdesk/shared/schemas';
import { ticketCc, type ticketCounts, tickets } from '../../platform/db/schema';

/** The columns a filter reads: the tickets table, or the ticket_counts summary that mirrors them. */
type FilterTable =
  | Pick<typeof tickets, 'deletedAt' | 'status' | 'type' | 'assigneeId'>
  | Pick<typeof ticketCounts, 'deletedAt' | 'status' | 'type' | 'assigneeId'>;

const live = isNull(tickets.deletedAt);
const open = and(live, ne(tickets.status, 'resolved'))!;

export function adminFilter(filter: AdminTicketFilter, agentId: number, t: FilterTable = tickets): SQL {
  const live = isNull(t.deletedAt);
  const open = and(live, ne(t.status, 'resolved'))!;
  switch (filter) {
    case 'not-resolved':
      return open;
    case 'new':
      return and(live, eq(t.status, 'new'))!;
    case 'in-progress':
      return and(live, eq(t.status, 'in-progress'))!;
    case 'accident':
      return and(open, eq(t.type, 'accident'))!;
    case 'waiting':
      return and(live, inArray(t.status, [...WAITING_STATUSES]))!;
    case 'monitoring':
      return and(open, eq(t.type, 'monitoring'))!;
    case 'all':
      return live;
    case 'not-assigned':
      return and(open, isNull(t.assigneeId))!;
    case 'assigned-to-me':
      return and(open, eq(t.assigneeId, agentId))!;
    case 'assigned-to-others':
      return and(open, isNotNull(t.assigneeId), ne(t.assigneeId, agentId))!;
    case 'resolved':
      return and(live, eq(t.status, 'resolved'))!;
    case 'trashed':
      return isNotNull(t.deletedAt);
  }
}

export function clientFilter(filter: ClientTicketFilter): SQL {
  switch (filter) {
    case 'not-resolved':
      return open;
    case 'new':
      return and(live, eq(tickets.status, 'new'))!;
    case 'in-progress':
      return and(live, eq(tickets.status, 'in-progress'))!;
    case 'all':
      return live;
    case 'resolved':
      return and(live, eq(tickets.status, 'resolved'))!;
    case 'trashed':
      return isNotNull(tickets.deletedAt);
  }
}

/** Tickets a client may see: the company's for VIPs asking for company scope, else their own (requester or CC). */
export function clientVisibility(userId: number, companyId: number, companyWide: boolean): SQL {
  if (companyWide) return eq(tickets.companyId, companyId);
  return and(
    eq(tickets.companyId, companyId),
    or(
      eq(tickets.requesterId, userId),
      eq(tickets.createdById, userId),
      sql`exists (select 1 from ${ticketCc} where ${ticketCc.ticketId} = ${tickets.id} and ${ticketCc.userId} = ${userId})`,
    ),
  )!;
}

export { ADMIN_TICKET_FILTERS, CLIENT_TICKET_FILTERS };

/** SLA clocks stop while the ticket waits for the client or a third party. */
const slaRunning = and(open, notInArray(tickets.status, [...WAITING_STATUSES]))!;

/** Open tickets past a deadline: no first response by its due time, or unresolved past the resolution due time. */
export function slaBreached(now: Date): SQL {
  return and(slaRunning, or(lt(tickets.resolveDueAt, now), and(isNull(tickets.firstResponseAt), lt(tickets.firstResponseDueAt, now))))!;
}

/** Open tickets with a deadline still ahead but before `until` (e.g. the end of today). */
export function slaDueBetween(now: Date, until: Date): SQL {
  const within = (column: typeof tickets.resolveDueAt | typeof tickets.firstResponseDueAt) => and(gte(column, now), lt(column, until));
  return and(slaRunning, or(within(tickets.resolveDueAt), and(isNull(tickets.firstResponseAt), within(tickets.firstResponseDueAt))))!;
}

/** Tickets of the given companies (null: every company). */
export function inCompanies(companyIds: number[] | null): SQL | undefined {
  if (companyIds === null) return undefined;
  return companyIds.length ? inArray(tickets.companyId, companyIds) : sql`false`;
}
