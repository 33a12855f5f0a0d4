/** English texts of the monitoring log screen; the Polish ones are in pl.ts. */
import type { monitoringPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const monitoringEn: Texts<typeof monitoringPl> = {
  empty: 'No monitoring logs.',
  emptyUnread: 'Every log has been read.',
  unread: 'New',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  readAll: 'Mark all as read',
  readAllDone_one: '{{count}} log marked as read',
  readAllDone_few: '{{count}} logs marked as read',
  readAllDone_many: '{{count}} logs marked as read',
  readAllDone_other: '{{count}} logs marked as read',
  close: 'Close',
  filtersLabel: 'Log filter',
  filters: { all: 'All', unread: 'Unread' },
  statuses: { problem: 'Problem', ok: 'OK' },
  columns: {
    received: 'Received',
    title: 'Title',
    address: 'Address',
    status: 'Alert status',
    sender: 'Sender',
    ticket: 'Ticket',
    state: 'Read',
  },
};
