/**
 * What this remote serves and adds to the staff menu (README "Deploying a remote": a remote's declaration). The
 * build writes it into mf-manifest.json; the shell mounts the remote and builds its menus from it. Plain data.
 */
import type { RemoteDeclaration } from '@helpdesk/shared/remote-declaration';
import { ADMIN_TICKET_FILTERS, MENU_BADGE_FILTERS } from '@helpdesk/shared/enums';
import { paths } from '@helpdesk/shared/paths';
import { VOCABULARY } from '@helpdesk/shared/vocabulary';

const work = 'tickets.work';
const badges = new Set<string>(MENU_BADGE_FILTERS);

export const declaration: RemoteDeclaration = {
  area: 'staff',
  segments: ['ticket', 'monitoring-log', 'unassigned-email', 'reminder', 'project'].map((segment) => ({ segment, ability: work })),
  menu: [
    // Every live ticket of the companies in the agent's scope, narrowed by the sidebar's company filter.
    {
      id: 4,
      group: 'menu',
      order: 30,
      key: 'companyTickets',
      label: { pl: 'Zgłoszenia firmy', en: 'Company tickets' },
      ability: work,
      path: paths.staff.companyTicketList(),
    },
    {
      id: 10,
      group: 'menu',
      order: 40,
      key: 'tickets',
      label: { pl: 'Zgłoszenia', en: 'Tickets' },
      ability: work,
      children: [
        // The agent's own open tickets, first in the submenu.
        {
          id: 9,
          key: 'myTickets',
          label: { pl: 'Moje zgłoszenia', en: 'My tickets' },
          ability: work,
          path: paths.staff.myTicketList(),
          counter: { kind: 'ticket-filter', filter: 'assigned-to-me' },
        },
        ...ADMIN_TICKET_FILTERS.map((filter, index) => ({
          id: 11 + index,
          key: `ticketFilters.${filter}`,
          label: { pl: VOCABULARY.pl.ticketFilter[filter], en: VOCABULARY.en.ticketFilter[filter] },
          ability: work,
          path: paths.staff.ticketList(filter),
          counter: { kind: 'ticket-filter' as const, filter },
          highlight: badges.has(filter),
        })),
      ],
    },
    {
      id: 30,
      group: 'menu',
      order: 50,
      key: 'projects',
      label: { pl: 'Projekty', en: 'Projects' },
      ability: work,
      path: paths.staff.project.list(),
    },
    {
      id: 31,
      group: 'menu',
      order: 60,
      key: 'reminders',
      label: { pl: 'Przypomnienia', en: 'Reminders' },
      ability: work,
      path: paths.staff.reminder.list(),
    },
    {
      id: 32,
      group: 'menu',
      order: 70,
      key: 'monitoringLogs',
      label: { pl: 'Logi monitoringu', en: 'Monitoring logs' },
      ability: work,
      path: paths.staff.monitoringLog(),
      counter: { kind: 'unread', name: 'monitoring-log' },
    },
    {
      id: 33,
      group: 'menu',
      order: 80,
      key: 'unassignedEmails',
      label: { pl: 'Nieprzypisane e-maile', en: 'Unassigned e-mails' },
      ability: work,
      path: paths.staff.unassignedEmail(),
      counter: { kind: 'unread', name: 'unassigned-email' },
    },
  ],
};
