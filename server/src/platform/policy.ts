/**
 * The one policy module: who may do what (spec §6). Every endpoint declares an ability; the rules are
 * data (ABILITIES), read by `can`, by the route hook `authorize`, and by broadcasting auth.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ASSIGNED_AGENT, type Permission, type RoleName } from '@helpdesk/shared/permissions';
import type { Db } from './db/client';
import { companies, companyAgents, users } from './db/schema';
import { HttpError } from './errors';
import type { Session } from './session';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export interface Actor {
  user: UserRow;
  company: CompanyRow | null;
  session: Session;
  /** Role names plus derived roles (assigned-agent) and permissions (monitoring-log, company-report). */
  roles: Set<RoleName | Permission>;
  /** Agents: assigned companies. Clients: their own company. */
  companyIds: number[];
  isAgent: boolean;
  twoFactorPassed: boolean;
}

/** Ability → the role or permission names that grant it (alternatives). Admin agents pass every staff ability. */
export const ABILITIES = {
  staff: ['agent'],
  'staff.admin': ['admin'],
  'staff.manage-agents': ['admin', 'manager'],
  'staff.manage-companies': ['admin', 'manager', ASSIGNED_AGENT],
  'staff.reports': ['admin', 'manager', 'agent'],
  'staff.time-accept': ['admin'],
  client: ['client'],
  'client.company-tickets': ['client-vip'],
  'client.employees': ['client-vip'],
  'client.monitoring-log': ['monitoring-log'],
  'client.company-report': ['company-report'],
  /** Any logged-in user (profile, notifications, language). */
  user: ['agent', 'client'],
} as const satisfies Record<string, readonly (RoleName | Permission)[]>;

export type Ability = keyof typeof ABILITIES;

const STAFF_ABILITIES = new Set<Ability>(['staff', 'staff.admin', 'staff.manage-agents', 'staff.manage-companies', 'staff.reports', 'staff.time-accept']);

export function rolesOf(user: UserRow, company: CompanyRow | null, assignedCount: number): Set<RoleName | Permission> {
  const roles = new Set<RoleName | Permission>();
  if (user.kind === 'agent') {
    roles.add('agent');
    roles.add(user.role as RoleName);
    if (assignedCount > 0) roles.add(ASSIGNED_AGENT);
    return roles;
  }
  roles.add('client');
  roles.add(user.role as RoleName);
  // Company flags give the client-side permissions to VIPs (and monitoring accounts for the logs), spec §5.
  const vip = user.role === 'client-vip';
  if (company?.showMonitoringLogs === 1 && (vip || user.role === 'monitoring')) roles.add('monitoring-log');
  if (company?.showReports === 1 && vip) roles.add('company-report');
  return roles;
}

export function can(actor: Actor, ability: Ability): boolean {
  if (actor.isAgent && actor.user.role === 'admin' && STAFF_ABILITIES.has(ability)) return true;
  return ABILITIES[ability].some((name) => actor.roles.has(name));
}

/**
 * The companies whose tickets an actor works with: admins and managers every company (null), other agents
 * the companies they are assigned to, clients their own (same rule as the staff form's company choices).
 */
export function ticketCompanyIds(actor: Actor): number[] | null {
  if (actor.isAgent) return can(actor, 'staff.manage-agents') ? null : actor.companyIds;
  return actor.user.companyId ? [actor.user.companyId] : [];
}

/** Whether the actor works with this company's tickets (company channels, ticket lists): ticketCompanyIds. */
export function canSeeCompany(actor: Actor, companyId: number): boolean {
  const ids = ticketCompanyIds(actor);
  return ids === null || ids.includes(companyId);
}

export async function loadActor(db: Db, request: FastifyRequest): Promise<Actor | null> {
  const session = await request.existingSession();
  if (!session?.userId) return null;
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, session.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { user, company } = row;
  const companyIds =
    user.kind === 'agent'
      ? (await db.select({ id: companyAgents.companyId }).from(companyAgents).where(eq(companyAgents.agentId, user.id))).map((r) => r.id)
      : user.companyId
        ? [user.companyId]
        : [];
  const isAgent = user.kind === 'agent';
  return {
    user,
    company,
    session,
    roles: rolesOf(user, company, isAgent ? companyIds.length : 0),
    companyIds,
    isAgent,
    // Clients have no second factor: they pass the gate.
    twoFactorPassed: !isAgent || session.get<boolean>('twoFactorPassed') === true,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export interface AuthorizeOptions {
  /** Reachable by an agent before the SMS code (the user object, the code endpoints, logout). */
  beforeTwoFactor?: boolean;
}

/**
 * Route hook: 401 without a session, 403 `{message, two_factor: true}` for an agent who has not entered
 * the SMS code yet, 403 `{message}` without the ability. Sets `request.actor`.
 */
export function authorize(db: Db, ability: Ability, options: AuthorizeOptions = {}) {
  return async function authorizeHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const actor = request.actor ?? (await loadActor(db, request));
    if (!actor) throw new HttpError(401, 'unauthenticated');
    request.actor = actor;
    request.userLang = actor.user.lang;
    await touchActivity(db, actor);
    if (!actor.twoFactorPassed && !options.beforeTwoFactor) throw new HttpError(403, 'two_factor_required', { two_factor: true });
    if (!can(actor, ability)) throw new HttpError(403, 'forbidden');
  };
}

/** Activity per request feeds "currently active agents"; written at most every 30 s per user. */
async function touchActivity(db: Db, actor: Actor): Promise<void> {
  const now = new Date();
  if (actor.user.lastSeenAt && now.getTime() - actor.user.lastSeenAt.getTime() < 30_000) return;
  actor.user.lastSeenAt = now;
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, actor.user.id));
}

/** The actor of a route guarded by `authorize` (never null there). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new HttpError(401, 'unauthenticated');
  return request.actor;
}
