/**
 * The layers of the server (ARCHITECTURE §9), as data: every module's layer, in one place. A file imports only its
 * own layer or the ones below it, and nothing imports in a circle (module-layers.test.ts checks both with
 * dependency-cruiser). An effect that travels up (a resolved ticket invites an evaluation) is a hook the upper
 * module registers (platform/hooks.ts), never an import. A new module gets its line here.
 */
export const LAYERS = ['platform', 'foundations', 'features', 'reports', 'app'] as const;

export type Layer = (typeof LAYERS)[number];

/**
 * Files outside `modules/` by layer (paths from `server/src/`): the platform (db, policy, errors, messages,
 * broadcasting, storage, hooks and the pure rules) and the app context every module receives; the app (app.ts,
 * the entry points, the test harness) on top.
 */
export const OUTSIDE_MODULES: Record<'platform' | 'app', readonly string[]> = {
  platform: ['platform/', 'app-context.ts', 'config.ts'],
  app: ['app.ts', 'main.ts', 'realtime-main.ts', 'static-main.ts', 'seed-main.ts', 'create-admin.ts', 'deploy-remote.ts', 'test/'],
};

/** Each directory of `modules/` and its layer. */
export const MODULE_LAYERS: Record<string, Exclude<Layer, 'platform'>> = {
  // Foundations: companies and people, sign-in, calendars and working time, period locks, look-ups.
  agents: 'foundations',
  'audit-log': 'foundations',
  auth: 'foundations',
  clients: 'foundations',
  companies: 'foundations',
  counters: 'foundations',
  'email-changes': 'foundations',
  'employee-import': 'foundations',
  employees: 'foundations',
  frontend: 'foundations',
  health: 'foundations',
  holidays: 'foundations',
  lookups: 'foundations',
  notifications: 'foundations',
  'period-locks': 'foundations',
  profile: 'foundations',
  'remote-deployments': 'foundations',
  setup: 'foundations',
  'working-time': 'foundations',
  // Features: tickets and what hangs off them, intake, CMDB, leaves…
  'access-data': 'features',
  assignees: 'features', // round-robin assignment: reads working time, companies' agents and competencies
  broadcasting: 'features', // its /broadcasting/auth admits a socket to a ticket's channel
  deliveries: 'features', // a ticket message's deliveries: seen and retried under the ticket's scope
  competencies: 'features',
  devices: 'features',
  evaluations: 'features',
  'internal-time': 'features',
  leaves: 'features',
  'mail-intake': 'features',
  monitoring: 'features',
  'planned-works': 'features',
  projects: 'features',
  reminders: 'features',
  'text-modules': 'features', // renders a module for a ticket (tickets' scope)
  'ticket-actions': 'features', // several ticket changes as one versioned change (macros, automation rules)
  macros: 'features', // applies its actions through ticket-actions
  automations: 'features', // rules on ticket changes and on a schedule: ticket-actions, assignees, notifications
  'ticket-drafts': 'features',
  tickets: 'features',
  'time-reports': 'features',
  timer: 'features', // starts on a ticket in the agent's scope (tickets)
  'unassigned-emails': 'features',
  // Reports: read the layers below.
  'company-mails': 'reports',
  'company-report': 'reports',
  dashboard: 'reports',
  exports: 'reports',
  finance: 'reports',
  invoicing: 'reports',
  ksef: 'reports', // reads the invoicing module's documents; invoicing never imports it
  'report-months': 'reports',
  reports: 'reports',
  search: 'reports', // reads tickets, companies, devices, people and projects
  'reports-overview': 'reports',
  // The demo data writes through every layer.
  seed: 'app',
};
