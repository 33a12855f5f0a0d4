/** English texts of the unassigned e-mails screen; the Polish ones are in pl.ts. */
import type { unassignedEmailPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const unassignedEmailEn: Texts<typeof unassignedEmailPl> = {
  priority: 'Priority',
  type: 'Type',
  filters: { all: 'All', unread: 'Unread' },
  columns: { id: 'ID', title: 'Title', sender: 'Sender', address: 'Address', reader: 'Reader', received: 'Received', actions: 'Actions' },
  open: 'Open',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  unread: 'Unread',
  marks: { automatic: 'Automatic e-mail', rate_limited: 'Rate limited' },
  markHints: {
    automatic: 'An automatic reply, a bounce, a read receipt or list mail: no ticket was created and nobody was notified.',
    rate_limited: 'Too many e-mails from this sender or to this ticket in a short time: kept aside without an answer.',
  },
  attachments: 'Attachments',
  toTicket: 'Create ticket',
  toTicketTitle: 'Ticket from “{{title}}”',
  attach: 'Attach to ticket',
  attachTitle: 'Attach the e-mail to a ticket',
  ticketId: 'Ticket number (ID)',
  attached: 'The e-mail was attached to {{fullid}}',
  deleteTitle: 'Delete the e-mail “{{title}}”?',
  deleteBody: 'The e-mail and its attachments will be deleted.',
  deleted: 'E-mail deleted',
  close: 'Close',
  empty: 'No unassigned e-mails.',
};
