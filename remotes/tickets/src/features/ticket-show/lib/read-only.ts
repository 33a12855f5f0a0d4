import type { TicketDetail } from '@helpdesk/shared/resources';

/**
 * Nothing on the page changes a ticket in the trash (restore it first) or one merged into another (a read-only
 * pointer: the work goes on on the target) — the server refuses both; the page offers no such action.
 */
export const isReadOnly = (ticket: Pick<TicketDetail, 'deleted_at' | 'merged_into'>): boolean =>
  !!ticket.deleted_at || !!ticket.merged_into;
