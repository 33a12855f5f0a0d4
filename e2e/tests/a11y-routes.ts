/**
 * Every route of the product, read from the one route table (the shell's router and each remote's routes.tsx,
 * mounted where each remote's declaration says: remotes/<r>/src/declaration.ts), with the ability each declares. The accessibility sweep visits each pattern as every
 * role that may open it; a route added to a table is part of the sweep without anyone listing it here, and a
 * pattern the sweep cannot turn into a URL fails the coverage test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ABILITIES, can, type Ability } from '../../packages/shared/src/permissions.ts';
import { declaration as tickets } from '../../remotes/tickets/src/declaration.ts';
import { declaration as management } from '../../remotes/management/src/declaration.ts';
import { declaration as reports } from '../../remotes/reports/src/declaration.ts';
import { declaration as finance } from '../../remotes/finance/src/declaration.ts';
import { declaration as client } from '../../remotes/client/src/declaration.ts';
import { REMOTE_NAMES, type RemoteName } from '../../packages/shared/src/federation/remote-names.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The area each remote declares it serves (the same declarations its build writes into its manifest). */
const DECLARED_AREA: Record<RemoteName, 'staff' | 'client'> = {
  tickets: tickets.area,
  management: management.area,
  reports: reports.area,
  finance: finance.area,
  client: client.area,
};

export type Area = 'public' | 'staff' | 'client';

export interface RoutePattern {
  /** Full pattern, e.g. `/admin/ticket/show/:id?`. */
  pattern: string;
  area: Area;
  /** Undefined for public and login-only pages. */
  ability?: Ability;
  /** Who serves it. */
  owner: RemoteName | 'shell';
}

function isAbility(name: string): name is Ability {
  return Object.prototype.hasOwnProperty.call(ABILITIES, name);
}

/** `path: '…'` entries of a route list with the ability of their `handle` (`needs('x')` or a const holding one). */
function parseRoutes(source: string, file: string): { path: string; ability?: Ability; index: number }[] {
  const consts = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+) = needs\('([^']+)'\)/g)) consts.set(match[1]!, match[2]!);
  const routes: { path: string; ability?: Ability; index: number }[] = [];
  for (const match of source.matchAll(/\{\s*(?:path: '([^']*)'|index: true)([^]*?)(?:lazy|element|children):/g)) {
    const handle = /handle: (?:needs\('([^']+)'\)|(\w+))/.exec(match[2]!);
    const name = handle?.[1] ?? (handle?.[2] ? consts.get(handle[2]) : undefined);
    if (handle && (!name || !isAbility(name)))
      throw new Error(`${file}: route '${match[1] ?? 'index'}' has a handle the sweep cannot read`);
    routes.push({ path: match[1] ?? '', ability: name as Ability | undefined, index: match.index });
  }
  return routes;
}

/** The shell's own routes: public pages at the root, then the staff and client layouts' children. */
function shellPatterns(): RoutePattern[] {
  const file = 'shell/src/routing/router.tsx';
  const source = readFileSync(resolve(ROOT, file), 'utf8');
  const staffAt = source.indexOf("id: 'staff'");
  const clientAt = source.indexOf("id: 'client-area'");
  if (staffAt < 0 || clientAt < staffAt) throw new Error(`${file}: the staff and client layout routes moved`);
  return parseRoutes(source, file)
    .filter((route) => route.path !== '*' && route.path !== 'admin')
    .map((route): RoutePattern => {
      const area: Area = route.index < staffAt ? 'public' : route.index < clientAt ? 'staff' : 'client';
      const base = area === 'staff' ? '/admin' : '';
      const pattern = route.path ? `${base}/${route.path}` : base || '/';
      return { pattern, area, ability: route.ability, owner: 'shell' };
    });
}

function remotePatterns(remote: RemoteName): RoutePattern[] {
  const file = `remotes/${remote}/src/routes.tsx`;
  const client = DECLARED_AREA[remote] === 'client';
  return parseRoutes(readFileSync(resolve(ROOT, file), 'utf8'), file).map((route) => {
    if (!route.ability) throw new Error(`${file}: route '${route.path}' declares no ability`);
    return { pattern: `${client ? '' : '/admin'}/${route.path}`, area: client ? 'client' : 'staff', ability: route.ability, owner: remote };
  });
}

export function allRoutePatterns(): RoutePattern[] {
  return [...shellPatterns(), ...REMOTE_NAMES.flatMap(remotePatterns)];
}

/** A role of the sweep and the role/permission names its demo user holds (GET /api/user `roles`). */
export interface SweepRole {
  name: 'admin' | 'agent' | 'vip' | 'client';
  email: string;
  area: 'staff' | 'client';
}

export const SWEEP_ROLES: Record<SweepRole['name'], SweepRole> = {
  admin: { name: 'admin', email: 'admin@demo.test', area: 'staff' },
  agent: { name: 'agent', email: 'agent@demo.test', area: 'staff' },
  vip: { name: 'vip', email: 'vip@demo.test', area: 'client' },
  client: { name: 'client', email: 'client@demo.test', area: 'client' },
};

/** The patterns a user with these role names may open in its area (public pages are swept signed out). */
export function patternsFor(area: 'staff' | 'client', roleNames: readonly string[]): RoutePattern[] {
  return allRoutePatterns().filter((route) => route.area === area && (!route.ability || can(roleNames, route.ability)));
}

/** What a URL builder may ask: the first row of a list endpoint, and the signed-in user's own id. */
export interface IdSource {
  first: (apiUrl: string) => Promise<number>;
  ownId: number;
  /** An agent other than the signed-in one. */
  otherAgentId: () => Promise<number>;
}

/**
 * The concrete URLs of each pattern with parameters, filled from the demo data the role can see. Every pattern
 * with a parameter needs an entry here (the coverage test says which one is missing).
 */
export const PARAM_URLS: Record<string, (ids: IdSource, role: SweepRole['name']) => Promise<string[]>> = {
  '/utility/:page': async () => ['404', '500', 'comingsoon', 'faqs', 'maintenance'].map((page) => `/utility/${page}`),
  '/admin/profile/:id?': async (ids, role) => [`/admin/profile/${role === 'admin' ? await ids.otherAgentId() : ids.ownId}`],
  '/admin/ticket/show/:id?': async (ids) => [`/admin/ticket/show/${await ids.first('/api/admin/ticket?per_page=1')}`],
  '/admin/reminder/edit/:id?': async (ids) => [`/admin/reminder/edit/${await ids.first('/api/admin/reminder?per_page=1')}`],
  '/admin/project/edit/:id?': async (ids) => [`/admin/project/edit/${await ids.first('/api/admin/project?per_page=1')}`],
  '/admin/project/show/:id?': async (ids) => [`/admin/project/show/${await ids.first('/api/admin/project?per_page=1')}`],
  '/admin/asset/edit/:id?': async (ids) => [`/admin/asset/edit/${await ids.first('/api/admin/asset?per_page=1')}`],
  '/admin/company/edit/:id?': async (ids) => [`/admin/company/edit/${await ids.first('/api/admin/company?per_page=1')}`],
  '/admin/company/evaluations/:id?': async (ids) => [`/admin/company/evaluations/${await ids.first('/api/admin/company?per_page=1')}`],
  '/admin/client/edit/:id?': async (ids) => [`/admin/client/edit/${await ids.first('/api/admin/client?per_page=1')}`],
  '/admin/agent/edit/:id?': async (ids) => [`/admin/agent/edit/${await ids.otherAgentId()}`],
  '/admin/holiday/edit/:id?': async (ids) => [`/admin/holiday/edit/${await ids.first('/api/admin/holiday?per_page=1')}`],
  '/admin/text-modules/edit/:id?': async (ids) => [`/admin/text-modules/edit/${await ids.first('/api/admin/text-modules?per_page=1')}`],
  '/admin/macros/edit/:id?': async (ids) => [`/admin/macros/edit/${await ids.first('/api/admin/macros?per_page=1')}`],
  '/admin/automations/edit/:id?': async (ids) => [`/admin/automations/edit/${await ids.first('/api/admin/automations')}`],
  '/admin/agent-stats/show/:id': async (ids) => [`/admin/agent-stats/show/${ids.ownId}`],
  '/admin/agent-costs/edit/:id': async (ids) => [`/admin/agent-costs/edit/${await ids.first('/api/admin/agent-costs')}`],
  '/admin/company-pricing/edit/:id': async (ids) => [`/admin/company-pricing/edit/${await ids.first('/api/admin/company-pricing')}`],
  '/ticket/show/:id?': async (ids) => [`/ticket/show/${await ids.first('/api/client/ticket?per_page=1')}`],
  '/project/show/:id?': async (ids) => [`/project/show/${await ids.first('/api/client/project?per_page=1')}`],
  '/client/edit/:id?': async (ids) => [`/client/edit/${await ids.first('/api/client/employees?per_page=1')}`],
};

/** The URLs to visit for a pattern. */
export async function urlsOf(route: RoutePattern, ids: IdSource, role: SweepRole['name']): Promise<string[]> {
  const build = PARAM_URLS[route.pattern];
  if (build) return build(ids, role);
  if (route.pattern.includes(':')) throw new Error(`no URL for ${route.pattern}: add it to PARAM_URLS`);
  return [route.pattern];
}
