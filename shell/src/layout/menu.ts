/**
 * The staff and client menus as data (spec §2 "Menus", §6). `permissions` lists alternatives: an item shows when
 * the user has one of them (admin sees everything). Role filtering is applied by menu-filter.ts.
 */
import { FINANCE_MENU_ITEM_IDS, FINANCE_MENU_TITLE_ID, type RoleName, type Permission } from '@helpdesk/shared';
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
  { id: 2, label: 'dashboard', to: '/admin' },
  { id: 3, label: 'controlCenter', to: '/admin/control-center', permissions: ['admin'] },
  {
    id: 10,
    label: 'tickets',
    children: ADMIN_TICKET_FILTERS.map((filter, index) => ({
      id: 11 + index,
      label: `ticketFilters.${filter}`,
      to: `/admin/ticket?filter=${filter}`,
      counter: { kind: 'ticket-filter', filter },
      highlight: HIGHLIGHTED_FILTERS.has(filter),
    })),
  },
  { id: 30, label: 'projects', to: '/admin/project' },
  { id: 31, label: 'reminders', to: '/admin/reminder' },
  { id: 32, label: 'monitoringLogs', to: '/admin/monitoring-log', counter: { kind: 'unread', name: 'monitoring-log' } },
  { id: 33, label: 'unassignedEmails', to: '/admin/unassigned-email', counter: { kind: 'unread', name: 'unassigned-email' } },
  { id: 34, label: 'internalTimes', to: '/admin/internal-time' },
  { id: 100, label: 'groups.management', isTitle: true },
  { id: 101, label: 'cmdb', to: '/admin/asset' },
  { id: 102, label: 'companies', to: '/admin/company', permissions: ['admin', 'manager', 'assigned-agent'] },
  { id: 103, label: 'clients', to: '/admin/client' },
  { id: 104, label: 'agents', to: '/admin/agent', permissions: ['admin', 'manager'] },
  { id: 105, label: 'agentStats', to: '/admin/agent-stats' },
  { id: 106, label: 'leaves', to: '/admin/leave' },
  { id: 107, label: 'holidays', to: '/admin/holiday', permissions: ['admin'] },
  { id: 108, label: 'evaluations', to: '/admin/evaluation', permissions: ['admin'] },
  { id: 140, label: 'groups.reports', isTitle: true },
  { id: 141, label: 'dailyReport', to: '/admin/daily-report' },
  { id: 142, label: 'companyReport', to: '/admin/company-report', permissions: ['admin', 'manager', 'assigned-agent'] },
  { id: 143, label: 'generalReport', to: '/admin/general-report', permissions: ['admin'] },
  { id: 144, label: 'agentReport', to: '/admin/agent-report', permissions: ['admin', 'manager', 'agent'] },
  { id: 145, label: 'timeAccept', to: '/admin/time-accept', permissions: ['admin'], counter: { kind: 'unread', name: 'time' } },
  { id: 150, label: 'competencies', to: '/admin/competencies', permissions: ['admin', 'manager', 'agent'] },
  { id: 151, label: 'accessData', to: '/admin/access-data', permissions: ['admin', 'manager', 'agent'] },
  { id: FINANCE_MENU_TITLE_ID, label: 'groups.finances', isTitle: true, permissions: ['admin'] },
  { id: costs, label: 'agentCosts', to: '/admin/agent-costs', permissions: ['admin'] },
  { id: pricing, label: 'companyPricing', to: '/admin/company-pricing', permissions: ['admin'] },
  { id: profitability, label: 'profitability', to: '/admin/profitability', permissions: ['admin'] },
  { id: agentProfitability, label: 'agentProfitability', to: '/admin/agent-profitability', permissions: ['admin'] },
  { id: invoicing, label: 'invoicing', to: '/admin/invoicing', permissions: ['admin'] },
];

export const CLIENT_MENU: readonly MenuItem[] = [
  { id: 1, label: 'tickets', to: '/ticket?filter=not-resolved' },
  { id: 2, label: 'companyTickets', to: '/ticket/companyindex?filter=not-resolved', permissions: ['client-vip'] },
  { id: 3, label: 'projects', to: '/project' },
  {
    id: 4,
    label: 'monitoringLogs',
    to: '/monitoring-log',
    permissions: ['monitoring-log'],
    counter: { kind: 'unread', name: 'client-monitoring-log' },
  },
  { id: 5, label: 'employees', to: '/client', permissions: ['client-vip'] },
  { id: 6, label: 'companyReport', to: '/company-report', permissions: ['company-report'] },
];
