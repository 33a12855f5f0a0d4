/**
 * Query-key roots every app uses, so a real-time event invalidated by the shell refreshes the remote screens
 * that show the same data. A feature's keys start with one of these.
 */
export const queryRoots = {
  tickets: 'tickets',
  ticketCounters: 'ticket-counters',
  menuBadges: 'menu-badges',
  drafts: 'ticket-drafts',
  notifications: 'notifications',
  counters: 'counters',
  plannedWorks: 'planned-works',
  agentSummary: 'agent-summary',
  /** The management screens' agent lists and forms. */
  agents: 'agents',
  /** Choices of staff forms (companies, people, agents…). */
  lookups: 'lookups',
  clients: 'clients',
  /** The management remote's company list and forms. */
  companies: 'companies',
  /** The leaves calendar (its changes also move the agents' "on leave" and expected hours). */
  leaves: 'leaves',
  holidays: 'holidays',
  /** Text modules: the admin screens and the composer's `::` suggestions. */
  textModules: 'text-modules',
  /** Macros: the admin screens, the ticket page's menu and the list's bulk bar. */
  macros: 'macros',
  automations: 'automations',
  /** A company's live contract balance (staff ticket page, client portal): refreshed on ticket events (time reports). */
  contractBalance: 'contract-balance',
  /** The global search's answers (top bar and results page). */
  search: 'search',
  /** The agent's running timer (top bar chip, ticket page button): refreshed by its own real-time event. */
  timer: 'timer',
} as const;

/** The staff forms' people choice of one company (`companyPeopleQuery`; a change to a client refreshes it). */
export const companyPeopleKey = (companyId: number) => ['lookups', 'company', companyId, 'people'] as const;
