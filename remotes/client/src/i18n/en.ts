import type { pl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of the client remote; the type keeps its keys equal to the Polish file's. */
export const en: Texts<typeof pl> = {
  name: 'Client area',
  screens: {
    ticketList: 'My tickets',
    companyTickets: 'Company tickets',
    ticketCreate: 'New ticket',
    ticketShow: 'Ticket details',
    projectList: 'Projects',
    projectShow: 'Project details',
    employeeList: 'Employees',
    employeeCreate: 'New employee',
    employeeEdit: 'Edit employee',
    companyReport: 'Company report',
    monitoringLog: 'Monitoring logs',
  },
};
