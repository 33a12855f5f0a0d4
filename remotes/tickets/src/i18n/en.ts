import type { pl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of the tickets remote; the type keeps its keys equal to the Polish file's. */
export const en: Texts<typeof pl> = {
  name: 'Tickets',
  screens: {
    ticketList: 'Tickets',
    ticketCreate: 'New ticket',
    ticketShow: 'Ticket details',
    monitoringLog: 'Monitoring logs',
    unassignedEmail: 'Unassigned e-mails',
    reminderList: 'Reminders',
    reminderCreate: 'New reminder',
    reminderEdit: 'Edit reminder',
    projectList: 'Projects',
    projectCreate: 'New project',
    projectEdit: 'Edit project',
    projectShow: 'Project details',
  },
};
