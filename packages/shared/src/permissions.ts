/** Role and permission names of the product (spec §1, §6). The server and the shell read them from here. */

export const AGENT_ROLES = ['admin', 'manager', 'agent'] as const;
export const CLIENT_ROLES = ['client', 'client-vip', 'monitoring'] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];
export type ClientRole = (typeof CLIENT_ROLES)[number];

/** A derived role: an agent with at least one assigned company. */
export const ASSIGNED_AGENT = 'assigned-agent';
export const PERMISSIONS = ['monitoring-log', 'company-report'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type RoleName = AgentRole | ClientRole | typeof ASSIGNED_AGENT;

export const AGENT_JOB_POSITIONS = ['admin', 'support', 'developer', 'specialist'] as const;
export type AgentJobPosition = (typeof AGENT_JOB_POSITIONS)[number];

/** A name an ability can be granted to: a role (derived ones included) or a permission. */
export type GrantName = RoleName | Permission;

/**
 * THE ability table (spec §6): each ability is named for what it grants and lists the role or permission names
 * that grant it (alternatives). An admin agent passes every staff ability. Read by the server (`authorize`, record
 * scope), the shell (menu, route guards) and the remotes (which buttons to offer) — nothing else lists roles.
 */
export const ABILITIES = {
  // ---- staff: every agent
  /** The staff area: dashboard, tickets, projects, reminders, monitoring logs, unassigned e-mails, internal times. */
  'tickets.work': ['agent'],
  'assets.view': ['agent'],
  'clients.view': ['agent'],
  'leaves.view': ['agent'],
  'agent-stats.view': ['agent'],
  'reports.daily': ['agent'],
  // ---- staff: admin, manager and agents (spec §6 lists them so)
  'reports.agent': ['admin', 'manager', 'agent'],
  'competencies.view': ['admin', 'manager', 'agent'],
  'access-data.view': ['admin', 'manager', 'agent'],
  // ---- staff: admins, managers and agents with an assigned company
  'companies.manage': ['admin', 'manager', ASSIGNED_AGENT],
  'reports.company': ['admin', 'manager', ASSIGNED_AGENT],
  // ---- staff: managers and admins
  'agents.manage': ['admin', 'manager'],
  /** Add a company (an agent edits only the companies it is assigned to, so it cannot add one). */
  'companies.create': ['admin', 'manager'],
  /** Change which agents a company is assigned to: an assigned agent must not widen or narrow its own access. */
  'companies.assign-agents': ['admin', 'manager'],
  /** Every company's records (tickets, projects, reminders, monitoring logs…); others their assigned companies. */
  'companies.see-all': ['admin', 'manager'],
  /** Another agent's profile page with its edit links. */
  'profiles.edit-others': ['admin', 'manager'],
  /** Another agent's time report, and an accepted one. */
  'time-reports.delete-others': ['admin', 'manager'],
  /** Edit or delete another agent's planned work; accept or reject planned works. */
  'planned-works.decide': ['admin', 'manager'],
  /** See, edit or delete another agent's internal time. */
  'internal-time.manage-others': ['admin', 'manager'],
  /** Accept a leave; add, edit or delete another agent's leave. */
  'leaves.accept': ['admin', 'manager'],
  /** Another agent's row of the competency matrix (an agent edits its own). */
  'competencies.edit-others': ['admin', 'manager'],
  /** Every staff member's login log and allowed IPs (an agent sees its own and those that apply to it). */
  'access-data.see-all': ['admin', 'manager'],
  /** Add, edit and delete text modules (every agent uses them in the composer: `tickets.work`). */
  'text-modules.manage': ['admin', 'manager'],
  /** Add, edit and delete macros (every agent lists and applies them: `tickets.work`). */
  'macros.manage': ['admin', 'manager'],
  // ---- staff: admin only
  'control-center.view': ['admin'],
  /** Automation rules: add, edit, reorder, switch and dry-run them (they act on every company's tickets). */
  'automations.manage': ['admin'],
  'holidays.manage': ['admin'],
  'time-reports.accept': ['admin'],
  'evaluations.view-all': ['admin'],
  'reports.general': ['admin'],
  'finance.view': ['admin'],
  /** The audit trail of administrative changes, its export and the History tabs. */
  'audit-log.view': ['admin'],
  /** Add and remove allowed IP addresses. */
  'access-data.manage': ['admin'],
  /** Reset a staff member's sign-in factors; require a factor stronger than SMS of admins and managers. */
  'sign-in-factors.manage': ['admin'],
  // ---- client area
  /** The client area: own tickets, the company's projects, evaluations, guide. */
  'client.tickets': ['client'],
  'client.company-tickets': ['client-vip'],
  'client.employees': ['client-vip'],
  'client.monitoring-log': ['monitoring-log'],
  'client.company-report': ['company-report'],
  /** The live contract balance of the own company. */
  'client.contract-balance': ['client-vip'],
  // ---- anyone logged in
  /** Own profile, notifications, language, password, real-time channels. */
  'account.own': ['agent', 'client'],
} as const satisfies Record<string, readonly GrantName[]>;

export type Ability = keyof typeof ABILITIES;

export const ABILITY_NAMES = Object.keys(ABILITIES) as Ability[];

const STAFF_GRANTS: ReadonlySet<string> = new Set<string>([...AGENT_ROLES, ASSIGNED_AGENT]);

export function isAbility(name: unknown): name is Ability {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(ABILITIES, name);
}

/** A staff ability is granted to agent roles only; those are the ones an admin passes without being listed. */
export function isStaffAbility(ability: Ability): boolean {
  return ABILITIES[ability].every((name) => STAFF_GRANTS.has(name));
}

/** Whoever holds abilities: a role-name set, a list of names, or the current user object (`roles: [{name}]`). */
export type AbilityHolder = ReadonlySet<string> | readonly string[] | { readonly roles: readonly { readonly name: string }[] };

function namesOf(holder: AbilityHolder): ReadonlySet<string> {
  if (holder instanceof Set) return holder;
  if (Array.isArray(holder)) return new Set(holder as readonly string[]);
  return new Set((holder as { roles: readonly { name: string }[] }).roles.map((role) => role.name));
}

/** Whether the holder has the ability (spec §6): admin has every staff ability; others by alternatives. */
export function can(holder: AbilityHolder | null | undefined, ability: Ability): boolean {
  if (!holder) return false;
  const names = namesOf(holder);
  if (names.has('admin') && names.has('agent') && isStaffAbility(ability)) return true;
  return ABILITIES[ability].some((name) => names.has(name));
}

/** What a route declares in its `handle` (react-router): the ability it needs; the shell refuses it otherwise. */
export interface AbilityHandle {
  ability: Ability;
}

/** The ability a route's `handle` declares, if any. */
export function abilityOfHandle(handle: unknown): Ability | undefined {
  const ability = (handle as Partial<AbilityHandle> | null | undefined)?.ability;
  return isAbility(ability) ? ability : undefined;
}

/** A route's `handle` declaring the ability it needs: `{ path: 'invoicing', handle: needs('finance.view'), … }`. */
export const needs = (ability: Ability): AbilityHandle => ({ ability });
