/**
 * The staff and client menus as data (spec §2 "Menus", §6). Every link declares the ability it needs, from the
 * shared ability table (@helpdesk/shared permissions) — the same one the route guard and the server read; the
 * filtering is menu-filter.ts. Group titles declare none: a title shows when an item of its group shows.
 */
import { FINANCE_MENU_ITEM_IDS, FINANCE_MENU_TITLE_ID, type Ability } from '@helpdesk/shared';
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

const [costs, pricing, profitability, agentProfitability, invoicing] = FINANCE_MENU_ITEM_IDS;

export const STAFF_MENU: readonly MenuItem[] = [
  { id: 1, label: 'groups.menu', isTitle: true },
  { id: 2, label: 'dashboard', ability: 'tickets.work', to: '/admin' },
  { id: 3, label: 'controlCenter', ability: 'control-center.view', to: '/admin/control-center' },
  {
    id: 10,
    label: 'tickets',
    ability: 'tickets.work',
    children: ADMIN_TICKET_FILTERS.map((filter, index) => ({
      id: 11 + index,
      label: `ticketFilters.${filter}`,
      ability: 'tickets.work',
      to: `/admin/ticket?filter=${filter}`,
      counter: { kind: 'ticket-filter', filter },
      highlight: HIGHLIGHTED_FILTERS.has(filter),
    })),
  },
  { id: 30, label: 'projects', ability: 'tickets.work', to: '/admin/project' },
  { id: 31, label: 'reminders', ability: 'tickets.work', to: '/admin/reminder' },
  { id: 32, label: 'monitoringLogs', ability: 'tickets.work', to: '/admin/monitoring-log', counter: { kind: 'unread', name: 'monitoring-log' } },
  { id: 33, label: 'unassignedEmails', ability: 'tickets.work', to: '/admin/unassigned-email', counter: { kind: 'unread', name: 'unassigned-email' } },
  { id: 34, label: 'internalTimes', ability: 'tickets.work', to: '/admin/internal-time' },
  { id: 100, label: 'groups.management', isTitle: true },
  { id: 101, label: 'cmdb', ability: 'assets.view', to: '/admin/asset' },
  { id: 102, label: 'companies', ability: 'companies.manage', to: '/admin/company' },
  { id: 103, label: 'clients', ability: 'clients.view', to: '/admin/client' },
  { id: 104, label: 'agents', ability: 'agents.manage', to: '/admin/agent' },
  { id: 105, label: 'agentStats', ability: 'agent-stats.view', to: '/admin/agent-stats' },
  { id: 106, label: 'leaves', ability: 'leaves.view', to: '/admin/leave' },
  { id: 107, label: 'holidays', ability: 'holidays.manage', to: '/admin/holiday' },
  { id: 108, label: 'evaluations', ability: 'evaluations.view-all', to: '/admin/evaluation' },
  { id: 140, label: 'groups.reports', isTitle: true },
  { id: 141, label: 'dailyReport', ability: 'reports.daily', to: '/admin/daily-report' },
  { id: 142, label: 'companyReport', ability: 'reports.company', to: '/admin/company-report' },
  { id: 143, label: 'generalReport', ability: 'reports.general', to: '/admin/general-report' },
  { id: 144, label: 'agentReport', ability: 'reports.agent', to: '/admin/agent-report' },
  { id: 145, label: 'timeAccept', ability: 'time-reports.accept', to: '/admin/time-accept', counter: { kind: 'unread', name: 'time' } },
  { id: 150, label: 'competencies', ability: 'competencies.view', to: '/admin/competencies' },
  { id: 151, label: 'accessData', ability: 'access-data.view', to: '/admin/access-data' },
  { id: FINANCE_MENU_TITLE_ID, label: 'groups.finances', isTitle: true },
  { id: costs, label: 'agentCosts', ability: 'finance.view', to: '/admin/agent-costs' },
  { id: pricing, label: 'companyPricing', ability: 'finance.view', to: '/admin/company-pricing' },
  { id: profitability, label: 'profitability', ability: 'finance.view', to: '/admin/profitability' },
  { id: agentProfitability, label: 'agentProfitability', ability: 'finance.view', to: '/admin/agent-profitability' },
  { id: invoicing, label: 'invoicing', ability: 'finance.view', to: '/admin/invoicing' },
];

export const CLIENT_MENU: readonly MenuItem[] = [
  { id: 1, label: 'tickets', ability: 'client.tickets', to: '/ticket?filter=not-resolved' },
  { id: 2, label: 'companyTickets', ability: 'client.company-tickets', to: '/ticket/companyindex?filter=not-resolved' },
  { id: 3, label: 'projects', ability: 'client.tickets', to: '/project' },
  {
    id: 4,
    label: 'monitoringLogs',
    ability: 'client.monitoring-log',
    to: '/monitoring-log',
    counter: { kind: 'unread', name: 'client-monitoring-log' },
  },
  { id: 5, label: 'employees', ability: 'client.employees', to: '/client' },
  { id: 6, label: 'companyReport', ability: 'client.company-report', to: '/company-report' },
];
