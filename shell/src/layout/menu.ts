/**
 * The staff and client menus as data (spec §2 "Menus", §6). `permissions` lists alternatives: an item shows when
 * the user has one of them (admin sees everything). Role filtering is applied by menu-filter.ts.
 */
import { FINANCE_MENU_ITEM_IDS, FINANCE_MENU_TITLE_ID, paths, type Permission, type RoleName } from '@helpdesk/shared';
// Plain constants (no zod): the menu is on the first screen.
import { ADMIN_TICKET_FILTERS, MENU_BADGE_FILTERS } from '@helpdesk/shared/enums';

export interface MenuItem {
  id: number;
  /** Translation key under common:menu. */
  label: string;
  to?: string;
  permissions?: readonly (RoleName | Permission)[];
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

const [costs, pricing, profitability, agentProfitability, invoicing] = FINANCE_MENU_ITEM_IDS;

export const STAFF_MENU: readonly MenuItem[] = [
  { id: 1, label: 'groups.menu', isTitle: true },
  { id: 2, label: 'dashboard', to: paths.staff.dashboard() },
  { id: 3, label: 'controlCenter', to: paths.staff.controlCenter(), permissions: ['admin'] },
  {
    id: 10,
    label: 'tickets',
    children: ADMIN_TICKET_FILTERS.map((filter, index) => ({
      id: 11 + index,
      label: `ticketFilters.${filter}`,
      to: paths.staff.ticketList(filter),
      counter: { kind: 'ticket-filter', filter },
      highlight: HIGHLIGHTED_FILTERS.has(filter),
    })),
  },
  { id: 30, label: 'projects', to: paths.staff.project.list() },
  { id: 31, label: 'reminders', to: paths.staff.reminder.list() },
  { id: 32, label: 'monitoringLogs', to: paths.staff.monitoringLog(), counter: { kind: 'unread', name: 'monitoring-log' } },
  { id: 33, label: 'unassignedEmails', to: paths.staff.unassignedEmail(), counter: { kind: 'unread', name: 'unassigned-email' } },
  { id: 34, label: 'internalTimes', to: paths.staff.internalTime() },
  { id: 100, label: 'groups.management', isTitle: true },
  { id: 101, label: 'cmdb', to: paths.staff.asset.list() },
  { id: 102, label: 'companies', to: paths.staff.company.list(), permissions: ['admin', 'manager', 'assigned-agent'] },
  { id: 103, label: 'clients', to: paths.staff.client.list() },
  { id: 104, label: 'agents', to: paths.staff.agent.list(), permissions: ['admin', 'manager'] },
  { id: 105, label: 'agentStats', to: paths.staff.agentStats() },
  { id: 106, label: 'leaves', to: paths.staff.leave() },
  { id: 107, label: 'holidays', to: paths.staff.holiday.list(), permissions: ['admin'] },
  { id: 108, label: 'evaluations', to: paths.staff.evaluation(), permissions: ['admin'] },
  { id: 140, label: 'groups.reports', isTitle: true },
  { id: 141, label: 'dailyReport', to: paths.staff.dailyReport() },
  { id: 142, label: 'companyReport', to: paths.staff.companyReport(), permissions: ['admin', 'manager', 'assigned-agent'] },
  { id: 143, label: 'generalReport', to: paths.staff.generalReport(), permissions: ['admin'] },
  { id: 144, label: 'agentReport', to: paths.staff.agentReport(), permissions: ['admin', 'manager', 'agent'] },
  { id: 145, label: 'timeAccept', to: paths.staff.timeAccept(), permissions: ['admin'], counter: { kind: 'unread', name: 'time' } },
  { id: 150, label: 'competencies', to: paths.staff.competencies(), permissions: ['admin', 'manager', 'agent'] },
  { id: 151, label: 'accessData', to: paths.staff.accessData(), permissions: ['admin', 'manager', 'agent'] },
  { id: FINANCE_MENU_TITLE_ID, label: 'groups.finances', isTitle: true, permissions: ['admin'] },
  { id: costs, label: 'agentCosts', to: paths.staff.agentCosts.list(), permissions: ['admin'] },
  { id: pricing, label: 'companyPricing', to: paths.staff.companyPricing.list(), permissions: ['admin'] },
  { id: profitability, label: 'profitability', to: paths.staff.profitability(), permissions: ['admin'] },
  { id: agentProfitability, label: 'agentProfitability', to: paths.staff.agentProfitability(), permissions: ['admin'] },
  { id: invoicing, label: 'invoicing', to: paths.staff.invoicing(), permissions: ['admin'] },
];

export const CLIENT_MENU: readonly MenuItem[] = [
  { id: 1, label: 'tickets', to: paths.client.ticketList() },
  { id: 2, label: 'companyTickets', to: paths.client.companyTicketList(), permissions: ['client-vip'] },
  { id: 3, label: 'projects', to: paths.client.projectList() },
  {
    id: 4,
    label: 'monitoringLogs',
    to: paths.client.monitoringLog(),
    permissions: ['monitoring-log'],
    counter: { kind: 'unread', name: 'client-monitoring-log' },
  },
  { id: 5, label: 'employees', to: paths.client.employeeList(), permissions: ['client-vip'] },
  { id: 6, label: 'companyReport', to: paths.client.companyReport(), permissions: ['company-report'] },
];
