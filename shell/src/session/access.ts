/**
 * Who may open which path (spec §6), as one pure function the guard component and its tests share.
 *  - public pages need nothing;
 *  - everything else needs a login, else /login?redirect={path};
 *  - a path containing 'admin' needs the agent role (else /error) and a confirmed SMS code (else /code);
 *  - the client area needs a client role (else /error);
 *  - the shell's general pages (home, /code, /error, utility pages) need only the login.
 */
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { CLIENT_ROLES, paths } from '@helpdesk/shared';

export const PUBLIC_PATHS = ['/login', '/forgot', '/evaluation', '/reset', '/help', '/email/confirm'] as const;
const LOGIN_ONLY_PATHS = ['/', '/code', '/error'];

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

export function decideAccess(pathname: string, search: string, user: CurrentUser | null): AccessDecision {
  if (isPublicPath(pathname)) return allow;
  if (!user) return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(pathname + search)}` };
  if (pathname.includes('admin')) {
    if (!isAgent(user)) return { kind: 'redirect', to: '/error' };
    if (!user.data.is_two_factor_authenticated) {
      return { kind: 'redirect', to: `/code?redirect=${encodeURIComponent(pathname + search)}` };
    }
    return allow;
  }
  if (LOGIN_ONLY_PATHS.includes(pathname) || under(pathname, '/utility')) return allow;
  return isClient(user) ? allow : { kind: 'redirect', to: '/error' };
}

/** A redirect target from the query string, only ever a path on this origin. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
