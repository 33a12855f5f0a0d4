/**
 * Route references (spec §2 route table): every link, menu item, redirect and the shell's mount table build their
 * URLs here, never by hand. Which remote serves which path is each remote's declaration
 * (`remotes/<r>/src/declaration.ts`, @helpdesk/shared/remote-declaration); `ROUTE_OWNERS` is only the legacy table
 * for builds that declare nothing. Plain functions and constants; remotes take them from the `@helpdesk/shared`
 * singleton (the shell's copy, the one it mounts them by), so no lazy screen carries a copy.
 */
import type { AdminTicketFilter, ClientTicketFilter } from '../schemas/enums.ts';
import type { RemoteName } from '../federation/remote-names.ts';
import { REPORT_COMPANY_PARAM } from '../constants.ts';

type Id = number | string;

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const pairs = Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return pairs.length ? `${path}?${new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, String(v)])).toString()}` : path;
};

/** Pages of the shell itself, public or shared by both areas. */
export const generalPaths = {
  home: () => '/',
  /** Also logout (`?logout`) and the return after a login (`redirect`). */
  login: (redirect?: string) => withQuery('/login', { redirect }),
  forgot: () => '/forgot',
  reset: () => '/reset',
  /** The SMS code page; `redirect` is where the code leads on. */
  code: (redirect?: string) => withQuery('/code', { redirect }),
  error: () => '/error',
  help: (doc?: string) => withQuery('/help', { doc }),
  guide: (doc?: string) => withQuery('/guide', { doc }),
  evaluation: () => '/evaluation',
  profile: () => '/profile',
  /** The link mailed to a new e-mail address (`?token=`). */
  emailConfirm: () => '/email/confirm',
};

/** The client area. */
export const clientPaths = {
  ticketList: (filter: ClientTicketFilter = 'not-resolved') => withQuery('/ticket', { filter }),
  companyTicketList: (filter: ClientTicketFilter = 'not-resolved') => withQuery('/ticket/companyindex', { filter }),
  ticketCreate: () => '/ticket/create',
  ticketShow: (id: Id) => `/ticket/show/${id}`,
  projectList: () => '/project',
  projectShow: (id: Id) => `/project/show/${id}`,
  monitoringLog: () => '/monitoring-log',
  companyReport: () => '/company-report',
  contractBalance: () => '/contract',
  employeeList: () => '/client',
  employeeCreate: () => '/client/create',
  employeeEdit: (id: Id) => `/client/edit/${id}`,
};

const crud = (base: string) => ({
  list: () => base,
  create: () => `${base}/create`,
  edit: (id: Id) => `${base}/edit/${id}`,
});

/** The staff area (under /admin). */
export const staffPaths = {
  dashboard: () => '/admin',
  controlCenter: () => '/admin/control-center',
  /** The global search's results page (issue 36): every group, or one (`type`) paged. */
  search: (q: string, type?: string) => withQuery('/admin/search', { q, type }),
  ticketList: (filter?: AdminTicketFilter) => withQuery('/admin/ticket', { filter }),
  /** Menu "company tickets": every live ticket of the companies in scope (the company filter narrows it). */
  companyTicketList: () => withQuery('/admin/ticket', { filter: 'all' satisfies AdminTicketFilter }),
  /** Menu "my tickets": the agent's own open tickets. */
  myTicketList: () => withQuery('/admin/ticket', { filter: 'assigned-to-me' satisfies AdminTicketFilter }),
  /** Menu "employees": the client companies' ordinary users (the client list without VIPs and machine accounts). */
  employeeList: () => withQuery('/admin/client', { role: 'client' }),
  /** `draft` resumes a saved ticket draft. */
  ticketCreate: (draft?: Id) => withQuery('/admin/ticket/create', { draft }),
  ticketShow: (id: Id) => `/admin/ticket/show/${id}`,
  /** A record's page a notification names by its entity (spec §2: /admin/{type}/show/{id}). */
  entityShow: (entity: string, id: Id) => `/admin/${entity}/show/${id}`,
  monitoringLog: () => '/admin/monitoring-log',
  unassignedEmail: () => '/admin/unassigned-email',
  reminder: crud('/admin/reminder'),
  project: { ...crud('/admin/project'), show: (id: Id) => `/admin/project/show/${id}` },
  asset: { ...crud('/admin/asset'), import: () => '/admin/asset/import' },
  company: { ...crud('/admin/company'), evaluations: (id: Id) => `/admin/company/evaluations/${id}` },
  client: {
    ...crud('/admin/client'),
    import: (companyId?: Id | null) => withQuery('/admin/client/import', { company: companyId ?? undefined }),
  },
  agent: crud('/admin/agent'),
  agentStats: () => '/admin/agent-stats',
  agentStatsShow: (id: Id) => `/admin/agent-stats/show/${id}`,
  leave: () => '/admin/leave',
  holiday: crud('/admin/holiday'),
  textModule: crud('/admin/text-modules'),
  macro: crud('/admin/macros'),
  automation: crud('/admin/automations'),
  timeAccept: () => '/admin/time-accept',
  internalTime: () => '/admin/internal-time',
  evaluation: () => '/admin/evaluation',
  dailyReport: () => '/admin/daily-report',
  /** `company` and the months `from`–`to` (YYYY-MM) preselect what the report shows (not the sidebar's filter). */
  companyReport: (query: { company?: Id; from?: string; to?: string } = {}) =>
    withQuery('/admin/company-report', { [REPORT_COMPANY_PARAM]: query.company, from: query.from, to: query.to }),
  generalReport: () => '/admin/general-report',
  agentReport: () => '/admin/agent-report',
  competencies: () => '/admin/competencies',
  accessData: () => '/admin/access-data',
  auditLog: () => '/admin/audit-log',
  agentCosts: crud('/admin/agent-costs'),
  companyPricing: crud('/admin/company-pricing'),
  profitability: () => '/admin/profitability',
  agentProfitability: () => '/admin/agent-profitability',
  invoicing: () => '/admin/invoicing',
  invoiceSettings: () => '/admin/invoice-settings',
  guide: (doc?: string) => withQuery('/admin/guide', { doc }),
  profile: (id?: Id) => (id === undefined ? '/admin/profile' : `/admin/profile/${id}`),
};

export const paths = { ...generalPaths, client: clientPaths, staff: staffPaths };

/**
 * Legacy: which remote served each first path segment (under `/admin` for staff, at the root for the client area)
 * before the remotes declared their own paths (issue 38 item 7). The server places a build that declares nothing by
 * it; nothing else reads it. Kept in the root's exports so the contract loses nothing (a removal is a major bump).
 */
export const ROUTE_OWNERS = {
  staff: {
    ticket: 'tickets',
    'monitoring-log': 'tickets',
    'unassigned-email': 'tickets',
    reminder: 'tickets',
    project: 'tickets',
    asset: 'management',
    company: 'management',
    client: 'management',
    agent: 'management',
    leave: 'management',
    holiday: 'management',
    'text-modules': 'management',
    macros: 'management',
    automations: 'management',
    evaluation: 'management',
    competencies: 'management',
    'access-data': 'management',
    'audit-log': 'management',
    'daily-report': 'reports',
    'company-report': 'reports',
    'general-report': 'reports',
    'agent-report': 'reports',
    'agent-report-backup': 'reports',
    'agent-report-backup-2': 'reports',
    'time-accept': 'reports',
    'internal-time': 'reports',
    'agent-stats': 'reports',
    'agent-costs': 'finance',
    'company-pricing': 'finance',
    profitability: 'finance',
    'agent-profitability': 'finance',
    invoicing: 'finance',
    'invoice-settings': 'finance',
  },
  client: {
    ticket: 'client',
    project: 'client',
    client: 'client',
    'company-report': 'client',
    'monitoring-log': 'client',
    contract: 'client',
  },
} as const satisfies Record<'staff' | 'client', Record<string, RemoteName>>;
