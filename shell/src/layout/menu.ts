/**
 * The staff and client menus as data (spec §2 "Menus", §6). Every link declares the ability it needs, from the
 * shared ability table (@helpdesk/shared permissions) — the same one the route guard and the server read; the
 * filtering is menu-filter.ts. Group titles declare none: a title shows when an item of its group shows.
 */
import { FINANCE_MENU_ITEM_IDS, FINANCE_MENU_TITLE_ID, paths, type Ability } from '@helpdesk/shared';
// Plain constants (no zod): the menu is on the first screen.
import { ADMIN_TICKET_FILTERS, MENU_BADGE_FILTERS } from '@helpdesk/shared/enums';

export interface MenuItem {
  id: number;
  /** Translation key under common:menu. */
  label: string;
  to?: string;
  /** The ability the item needs (every item but a group title). */
  ability?: Ability;
  children?: readonly MenuItem[];
  /** Group titles are not links. */
  isTitle?: boolean;
  /** The number shown beside the item: a ticket filter's count or an unread counter. */
  counter?: MenuCounter;
  /** Ticket menu badges (spec §2: new, accident, not-assigned) are highlighted. */
  highlight?: boolean;
}

export type MenuCounter =
  | { kind: 'ticket-filter'; filter: string }
  | { kind: 'unread'; name: 'unassigned-email' | 'monitoring-log' | 'time' | 'client-monitoring-log' };

const HIGHLIGHTED_FILTERS = new Set<string>(MENU_BADGE_FILTERS);

const [costs, pricing, profitability, agentProfitability, invoicing, invoiceSettings] = FINANCE_MENU_ITEM_IDS;

export const STAFF_MENU: readonly MenuItem[] = [
  { id: 1, label: 'groups.menu', isTitle: true },
  { id: 2, label: 'dashboard', ability: 'tickets.work', to: paths.staff.dashboard() },
  { id: 3, label: 'controlCenter', ability: 'control-center.view', to: paths.staff.controlCenter() },
  // Every live ticket of the companies in the agent's scope, narrowed by the sidebar's company filter.
  { id: 4, label: 'companyTickets', ability: 'tickets.work', to: paths.staff.companyTicketList() },
  {
    id: 10,
    label: 'tickets',
    ability: 'tickets.work',
    children: [
      // The agent's own open tickets, first in the submenu.
      {
        id: 9,
        label: 'myTickets',
        ability: 'tickets.work',
        to: paths.staff.myTicketList(),
        counter: { kind: 'ticket-filter', filter: 'assigned-to-me' },
      },
      ...ADMIN_TICKET_FILTERS.map((filter, index): MenuItem => ({
        id: 11 + index,
        label: `ticketFilters.${filter}`,
        ability: 'tickets.work',
        to: paths.staff.ticketList(filter),
        counter: { kind: 'ticket-filter', filter },
        highlight: HIGHLIGHTED_FILTERS.has(filter),
      })),
    ],
  },
  { id: 30, label: 'projects', ability: 'tickets.work', to: paths.staff.project.list() },
  { id: 31, label: 'reminders', ability: 'tickets.work', to: paths.staff.reminder.list() },
  {
    id: 32,
    label: 'monitoringLogs',
    ability: 'tickets.work',
    to: paths.staff.monitoringLog(),
    counter: { kind: 'unread', name: 'monitoring-log' },
  },
  {
    id: 33,
    label: 'unassignedEmails',
    ability: 'tickets.work',
    to: paths.staff.unassignedEmail(),
    counter: { kind: 'unread', name: 'unassigned-email' },
  },
  { id: 34, label: 'internalTimes', ability: 'tickets.work', to: paths.staff.internalTime() },
  { id: 100, label: 'groups.management', isTitle: true },
  { id: 101, label: 'cmdb', ability: 'assets.view', to: paths.staff.asset.list() },
  { id: 102, label: 'companies', ability: 'companies.manage', to: paths.staff.company.list() },
  { id: 103, label: 'clients', ability: 'clients.view', to: paths.staff.client.list() },
  { id: 109, label: 'employees', ability: 'clients.view', to: paths.staff.employeeList() },
  { id: 104, label: 'agents', ability: 'agents.manage', to: paths.staff.agent.list() },
  { id: 105, label: 'agentStats', ability: 'agent-stats.view', to: paths.staff.agentStats() },
  { id: 106, label: 'leaves', ability: 'leaves.view', to: paths.staff.leave() },
  { id: 107, label: 'holidays', ability: 'holidays.manage', to: paths.staff.holiday.list() },
  { id: 110, label: 'textModules', ability: 'text-modules.manage', to: paths.staff.textModule.list() },
  { id: 111, label: 'macros', ability: 'macros.manage', to: paths.staff.macro.list() },
  { id: 112, label: 'automations', ability: 'automations.manage', to: paths.staff.automation.list() },
  { id: 108, label: 'evaluations', ability: 'evaluations.view-all', to: paths.staff.evaluation() },
  { id: 140, label: 'groups.reports', isTitle: true },
  { id: 141, label: 'dailyReport', ability: 'reports.daily', to: paths.staff.dailyReport() },
  { id: 142, label: 'companyReport', ability: 'reports.company', to: paths.staff.companyReport() },
  { id: 143, label: 'generalReport', ability: 'reports.general', to: paths.staff.generalReport() },
  { id: 144, label: 'agentReport', ability: 'reports.agent', to: paths.staff.agentReport() },
  { id: 145, label: 'timeAccept', ability: 'time-reports.accept', to: paths.staff.timeAccept(), counter: { kind: 'unread', name: 'time' } },
  { id: 150, label: 'competencies', ability: 'competencies.view', to: paths.staff.competencies() },
  { id: 151, label: 'accessData', ability: 'access-data.view', to: paths.staff.accessData() },
  { id: 152, label: 'auditLog', ability: 'audit-log.view', to: paths.staff.auditLog() },
  { id: FINANCE_MENU_TITLE_ID, label: 'groups.finances', isTitle: true },
  { id: costs, label: 'agentCosts', ability: 'finance.view', to: paths.staff.agentCosts.list() },
  { id: pricing, label: 'companyPricing', ability: 'finance.view', to: paths.staff.companyPricing.list() },
  { id: profitability, label: 'profitability', ability: 'finance.view', to: paths.staff.profitability() },
  { id: agentProfitability, label: 'agentProfitability', ability: 'finance.view', to: paths.staff.agentProfitability() },
  { id: invoicing, label: 'invoicing', ability: 'finance.view', to: paths.staff.invoicing() },
  { id: invoiceSettings, label: 'invoiceSettings', ability: 'finance.view', to: paths.staff.invoiceSettings() },
];

export const CLIENT_MENU: readonly MenuItem[] = [
  { id: 1, label: 'tickets', ability: 'client.tickets', to: paths.client.ticketList() },
  { id: 2, label: 'companyTickets', ability: 'client.company-tickets', to: paths.client.companyTicketList() },
  { id: 3, label: 'projects', ability: 'client.tickets', to: paths.client.projectList() },
  {
    id: 4,
    label: 'monitoringLogs',
    ability: 'client.monitoring-log',
    to: paths.client.monitoringLog(),
    counter: { kind: 'unread', name: 'client-monitoring-log' },
  },
  { id: 5, label: 'employees', ability: 'client.employees', to: paths.client.employeeList() },
  { id: 6, label: 'companyReport', ability: 'client.company-report', to: paths.client.companyReport() },
  { id: 7, label: 'contractBalance', ability: 'client.contract-balance', to: paths.client.contractBalance() },
];
