/**
 * What this remote serves and adds to the menu (README "Deploying a remote": a remote's declaration). The build
 * writes it into mf-manifest.json; the shell mounts the remote and builds its menus from it. Plain data.
 */
import type { RemoteDeclaration } from '@helpdesk/shared/remote-declaration';
import { paths } from '@helpdesk/shared/paths';

export const declaration: RemoteDeclaration = {
  area: 'client',
  segments: [
    { segment: 'ticket', ability: 'client.tickets' },
    { segment: 'project', ability: 'client.tickets' },
    { segment: 'client', ability: 'client.employees' },
    { segment: 'company-report', ability: 'client.company-report' },
    { segment: 'monitoring-log', ability: 'client.monitoring-log' },
    { segment: 'contract', ability: 'client.contract-balance' },
  ],
  menu: [
    {
      id: 1,
      group: 'menu',
      order: 10,
      key: 'tickets',
      label: { pl: 'Zgłoszenia', en: 'Tickets' },
      ability: 'client.tickets',
      path: paths.client.ticketList(),
    },
    {
      id: 2,
      group: 'menu',
      order: 20,
      key: 'companyTickets',
      label: { pl: 'Zgłoszenia firmy', en: 'Company tickets' },
      ability: 'client.company-tickets',
      path: paths.client.companyTicketList(),
    },
    {
      id: 3,
      group: 'menu',
      order: 30,
      key: 'projects',
      label: { pl: 'Projekty', en: 'Projects' },
      ability: 'client.tickets',
      path: paths.client.projectList(),
    },
    {
      id: 4,
      group: 'menu',
      order: 40,
      key: 'monitoringLogs',
      label: { pl: 'Logi monitoringu', en: 'Monitoring logs' },
      ability: 'client.monitoring-log',
      path: paths.client.monitoringLog(),
      counter: { kind: 'unread', name: 'client-monitoring-log' },
    },
    {
      id: 5,
      group: 'menu',
      order: 50,
      key: 'employees',
      label: { pl: 'Pracownicy', en: 'Employees' },
      ability: 'client.employees',
      path: paths.client.employeeList(),
    },
    {
      id: 6,
      group: 'menu',
      order: 60,
      key: 'companyReport',
      label: { pl: 'Raport firmy', en: 'Company report' },
      ability: 'client.company-report',
      path: paths.client.companyReport(),
    },
    {
      id: 7,
      group: 'menu',
      order: 70,
      key: 'contractBalance',
      label: { pl: 'Umowa', en: 'Contract' },
      ability: 'client.contract-balance',
      path: paths.client.contractBalance(),
    },
  ],
};
