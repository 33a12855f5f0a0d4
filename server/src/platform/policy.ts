/**
 * The one policy module: who may do what (spec §6) and which companies' records (`scopeOf`). Every endpoint
 * declares an ability of the shared table (ABILITIES in @helpdesk/shared/permissions), read by `can`, by the
 * route hook `authorize`, and by broadcasting auth.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ASSIGNED_AGENT, can as canHold, type Ability, type Permission, type RoleName } from '@helpdesk/shared/permissions';
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
  /** The SMS code was right but the sign-in policy wants a stronger factor set up first (modules/auth). */
  factorEnrolmentPending: boolean;
}

export { ABILITIES, type Ability } from '@helpdesk/shared/permissions';

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
  // Company flags give the client-side permissions to VIPs only (spec §5); a monitoring account is a machine user.
  const vip = user.role === 'client-vip';
  if (company?.showMonitoringLogs === 1 && vip) roles.add('monitoring-log');
  if (company?.showReports === 1 && vip) roles.add('company-report');
  return roles;
}

/** The shared ability table (packages/shared permissions) applied to the actor's role and permission names. */
export function can(actor: Actor, ability: Ability): boolean {
  return canHold(actor.roles, ability);
}

/**
 * Record scope, decided here once: the companies whose records (tickets, projects, reminders, monitoring logs,
 * planned works, reports…) an actor works with. `companies: null` = every company (admins and managers:
 * `companies.see-all`); other agents their assigned companies; clients their own company (none without one).
 * Every module asks this; a record outside the scope is a 404, a list is filtered, a write into another company
 * is refused.
 */
export interface RecordScope {
  companies: number[] | null;
}

export function scopeOf(actor: Actor): RecordScope {
  if (actor.isAgent) return { companies: can(actor, 'companies.see-all') ? null : actor.companyIds };
  return { companies: actor.user.companyId ? [actor.user.companyId] : [] };
}

/** Whether a company lies in the actor's scope. */
export function inScope(scope: RecordScope, companyId: number | null | undefined): boolean {
  if (scope.companies === null) return true;
  return companyId != null && scope.companies.includes(companyId);
}

/** A drizzle condition keeping rows whose company column lies in the scope (undefined: no condition). */
export function scopeWhere(scope: RecordScope, column: Column): SQL | undefined {
  if (scope.companies === null) return undefined;
  return scope.companies.length ? inArray(column, scope.companies) : sql`false`;
}

/** Whether the actor works with this company's records (company channels, tokens): `scopeOf`. */
export function canSeeCompany(actor: Actor, companyId: number): boolean {
  return inScope(scopeOf(actor), companyId);
}

export async function loadActor(db: Db, request: FastifyRequest): Promise<Actor | null> {
  const session = await request.existingSession();
  if (!session?.userId) return null;
  // The user, their company and (for an agent) the companies they serve: one statement, every request pays it.
  const [row] = await db
    .select({
      user: users,
      company: companies,
      served: sql<number[]>`array(select ${companyAgents.companyId} from ${companyAgents} where ${companyAgents.agentId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, session.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { user, company } = row;
  const companyIds = user.kind === 'agent' ? row.served.map(Number) : user.companyId ? [user.companyId] : [];
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
    factorEnrolmentPending: isAgent && session.get<boolean>('factorEnrolment') === true,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/**
 * A page's server render asks this process's API for its first screen with the page's own cookies: the page request
 * has just loaded its actor (the session, the user, the agent's companies: three queries), and lends it to those
 * requests for the render's length under a random token in LENT_ACTOR_HEADER, so they skip loading it again. A
 * header whose token is not lent now is ignored: the request loads its actor from its session as any other.
 */
export const LENT_ACTOR_HEADER = 'x-helpdesk-lent-actor';
const lentActors = new Map<string, Actor>();

export function lendActor(actor: Actor): { token: string; release: () => void } {
  const token = randomBytes(24).toString('base64url');
  lentActors.set(token, actor);
  return { token, release: () => lentActors.delete(token) };
}

/** onRequest: a request carrying a lent token starts with that actor. */
export async function takeLentActor(request: FastifyRequest): Promise<void> {
  const token = request.headers[LENT_ACTOR_HEADER];
  if (typeof token !== 'string') return;
  const actor = lentActors.get(token);
  if (actor) request.actor = actor;
}

export interface AuthorizeOptions {
  /** Reachable by an agent before the SMS code (the user object, the code endpoints, logout). */
  beforeTwoFactor?: boolean;
  /** Reachable by an agent whose sign-in waits for a stronger factor to be set up (the enrolment endpoints). */
  duringEnrolment?: boolean;
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
    const enrolling = options.duringEnrolment === true && actor.factorEnrolmentPending;
    if (!actor.twoFactorPassed && !options.beforeTwoFactor && !enrolling)
      throw new HttpError(403, 'two_factor_required', { two_factor: true });
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
