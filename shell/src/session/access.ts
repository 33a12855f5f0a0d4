/**
 * Who may open which path (spec §6), as one pure function the guard component and its tests share.
 *  - public pages need nothing;
 *  - everything else needs a login, else /login?redirect={path};
 *  - a path containing 'admin' needs the agent role (else /error) and a confirmed SMS code (else /code);
 *  - the client area needs a client role (else /error);
 *  - the shell's general pages (home, /code, /error, utility pages) need only the login.
 */
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { CLIENT_ROLES, abilityOfHandle, can, paths } from '@helpdesk/shared';

export const PUBLIC_PATHS = [paths.login(), paths.forgot(), paths.evaluation(), paths.reset(), paths.help(), paths.emailConfirm()];
const LOGIN_ONLY_PATHS = [paths.home(), paths.code(), paths.error()];

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: AccessDecision = { kind: 'allow' };

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => under(pathname, path));
}

export function hasRole(user: CurrentUser, ...names: string[]): boolean {
  return user.roles.some((role) => names.includes(role.name));
}

export const isAgent = (user: CurrentUser) => hasRole(user, 'agent');
export const isClient = (user: CurrentUser) => hasRole(user, ...CLIENT_ROLES);

/** Where a user lands after login (spec: agents on /admin, clients on their not-resolved tickets). */
export function homeFor(user: CurrentUser): string {
  if (isAgent(user)) return user.data.is_two_factor_authenticated ? paths.staff.dashboard() : paths.code();
  return paths.client.ticketList();
}

/** What a guard decides from: where the user goes and who they are. */
export interface GuardContext {
  pathname: string;
  search: string;
  user: CurrentUser | null;
}

type Middleware = (context: GuardContext) => AccessDecision;

const toLogin = ({ pathname, search }: GuardContext): AccessDecision => ({
  kind: 'redirect',
  to: paths.login(pathname + search),
});

/**
 * The route middleware by name (spec §6): `auth` needs a login; `admin` the agent role (else /error) and a
 * confirmed SMS code (else /code); `client` a client role (else /error). Paths get theirs from `middlewareOf`; a
 * route adds more in its handle (`handle: { middleware: ['admin'] }`). An unknown name is a 500 (spec §8).
 */
export const ROUTE_MIDDLEWARE: Readonly<Record<string, Middleware>> = {
  auth: (context) => (context.user ? allow : toLogin(context)),
  admin: (context) => {
    if (!context.user) return toLogin(context);
    if (!isAgent(context.user)) return { kind: 'redirect', to: paths.error() };
    if (!context.user.data.is_two_factor_authenticated) {
      return { kind: 'redirect', to: paths.code(context.pathname + context.search) };
    }
    return allow;
  },
  client: (context) => {
    if (!context.user) return toLogin(context);
    return isClient(context.user) ? allow : { kind: 'redirect', to: paths.error() };
  },
};

/** A route naming middleware the table does not have: the error page shows 500 and this message (spec §8). */
export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(readonly middleware: string) {
    super(`Unknown middleware ${middleware}`);
    this.name = 'UnknownMiddlewareError';
  }
}

/** The middleware a path needs by the rules of spec §6. */
export function middlewareOf(pathname: string): string[] {
  if (isPublicPath(pathname)) return [];
  if (pathname.includes('admin')) return ['auth', 'admin'];
  if (LOGIN_ONLY_PATHS.includes(pathname) || under(pathname, '/utility')) return ['auth'];
  return ['auth', 'client'];
}

/** Runs the named middleware in order: the first redirect wins; an unknown name throws. */
export function runMiddleware(names: readonly string[], context: GuardContext): AccessDecision {
  for (const name of names) {
    const middleware = Object.prototype.hasOwnProperty.call(ROUTE_MIDDLEWARE, name) ? ROUTE_MIDDLEWARE[name] : undefined;
    if (!middleware) throw new UnknownMiddlewareError(name);
    const decision = middleware(context);
    if (decision.kind === 'redirect') return decision;
  }
  return allow;
}

/** The path's own middleware, then what the matched routes add (`routeMiddleware`). */
export function decideAccess(
  pathname: string,
  search: string,
  user: CurrentUser | null,
  routeMiddleware: readonly string[] = [],
): AccessDecision {
  return runMiddleware([...middlewareOf(pathname), ...routeMiddleware], { pathname, search, user });
}

/**
 * Where the route guards send the user instead of rendering the matched routes, or null to render them: the
 * middleware (the path's and those the routes' handles name), then every declared ability, a refused one going to
 * /error. The browser's AccessGuard and the server's render decide by it alike, so a page the guard would leave is
 * answered by the server with a redirect instead of an empty render.
 */
export function guardRedirect(pathname: string, search: string, user: CurrentUser | null, handles: readonly unknown[]): string | null {
  const decision = decideAccess(pathname, search, user, handles.flatMap(middlewareOfHandle));
  if (decision.kind === 'redirect') return decision.to;
  const refused = handles.some((handle) => {
    const ability = abilityOfHandle(handle);
    return ability !== undefined && !can(user, ability);
  });
  return refused ? paths.error() : null;
}

/** The middleware names a route's `handle` declares (`{ middleware: ['auth', …] }`). */
export function middlewareOfHandle(handle: unknown): readonly string[] {
  const names = (handle as { middleware?: unknown } | null | undefined)?.middleware;
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
}

/** A redirect target from the query string, only ever a path on this origin. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
