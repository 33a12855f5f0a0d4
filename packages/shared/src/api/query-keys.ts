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
  /** The management remote's company list and forms. */
  companies: 'companies',
  /** The staff forms' choices (`/api/admin/lookups/…`): companies, their people, agents. */
  lookups: 'lookups',
} as const;
