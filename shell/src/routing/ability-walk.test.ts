/**
 * The ability walk (spec §6): every route of the shell and of every remote, and every menu item, declares an
 * ability of the shared table; the ones spec §6 names carry its rule; a menu link and the route serving its path
 * agree. A route added anywhere without its ability fails here.
 */
import type { RouteObject } from 'react-router-dom';
import { ABILITIES, abilityOfHandle, isStaffAbility, REMOTE_NAMES, type Ability, type RemoteName } from '@helpdesk/shared';
import type { MenuItem } from '../layout/menu.ts';
import { CLIENT_MENU, STAFF_MENU } from '../testing/remote-declarations.ts';
import { remoteMounts, mountOf } from './remote-mounts.ts';
import { shellRoutes } from './router.tsx';

interface RoutesModule {
  remote: RemoteName;
  routes: RouteObject[];
}

// By a computed path: the test reads the route tables, not the screens (which are each remote's to typecheck).
const remoteRoutesFile = (remote: RemoteName) => `../../../remotes/${remote}/src/routes.tsx`;
const remotes: Record<string, RoutesModule> = {};

beforeAll(async () => {
  for (const remote of REMOTE_NAMES) remotes[remote] = (await import(remoteRoutesFile(remote))) as RoutesModule;
});

/** Every route below `routes`, with its full path. */
function walk(routes: readonly RouteObject[], base: string): { path: string; route: RouteObject }[] {
  return routes.flatMap((route) => {
    const path = route.index ? base : route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
    return [{ path, route }, ...walk(route.children ?? [], path)];
  });
}

/** Whether a route pattern (`ticket/show/:id?`, `*`) serves a concrete path. */
function serves(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? (part.endsWith('?') ? '[^/]*' : '[^/]+') : part))
    .join('/')
    .replace(/\/\[\^\/\]\*$/, '(?:/[^/]*)?');
  return new RegExp(`^${source}$`).test(path);
}

function menuLinks(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...menuLinks(item.children ?? [])]).filter((item) => !item.isTitle);
}

/** The ability the remote route serving `to` declares. */
function routeAbility(to: string): Ability | undefined {
  const pathname = to.split('?')[0]!;
  for (const mount of remoteMounts()) {
    const relative = mount.base ? pathname.slice(mount.base.length + 1) : pathname.slice(1);
    if (mount.base && !pathname.startsWith(`${mount.base}/`)) continue;
    if (!mount.segments.includes(relative.split('/')[0]!)) continue;
    const match = remotes[mount.remote]!.routes.find((route) => serves(route.path!, relative));
    if (match) return abilityOfHandle(match.handle);
  }
  const shell = walk(shellRoutes, '/').find(({ path, route }) => path === pathname && route.path !== '*' && abilityOfHandle(route.handle));
  return shell && abilityOfHandle(shell.route.handle);
}

describe('every route declares an ability of the table', () => {
  it.each(REMOTE_NAMES)('the %s remote: every route, staff abilities on staff mounts, client ones on the client mount', (remote) => {
    const module = remotes[remote]!;
    expect(module.remote).toBe(remote);
    const staff = mountOf(remote).parentRouteId === 'staff';
    const routes = walk(module.routes, '');
    expect(routes.length).toBeGreaterThan(0);
    for (const { path, route } of routes) {
      const ability = abilityOfHandle(route.handle);
      expect({ path, ability: ability ?? null }).toEqual({ path, ability: expect.any(String) });
      expect({ path, staff: isStaffAbility(ability!) }).toEqual({ path, staff });
    }
  });

  it('the shell: every route of the staff and client areas (their catch-all pages excepted), none of the public ones', () => {
    const root = shellRoutes[0]!;
    for (const area of root.children!) {
      const areaRoutes = walk([area], '/');
      const guarded = area.id === 'staff' || area.id === 'client-area';
      for (const { path, route } of areaRoutes) {
        if (route.path === '*') continue;
        const ability = abilityOfHandle(route.handle);
        if (guarded) expect({ path, ability: ability ?? null }).toEqual({ path, ability: expect.any(String) });
        else expect({ path, ability: ability ?? null }).toEqual({ path, ability: null });
      }
    }
    const area = (id: string) => abilityOfHandle(root.children!.find((route) => route.id === id)!.handle);
    expect(area('staff')).toBe('tickets.work');
    expect(area('client-area')).toBe('client.tickets');
  });
});

describe('every menu item declares an ability of the table, the one of the route it links to', () => {
  it.each([
    ['staff', STAFF_MENU, true],
    ['client', CLIENT_MENU, false],
  ] as const)('the %s menu', (_name, menu, staff) => {
    for (const item of menuLinks(menu)) {
      expect({ item: item.label, ability: item.ability ?? null }).toEqual({ item: item.label, ability: expect.any(String) });
      expect({ item: item.label, staff: isStaffAbility(item.ability!) }).toEqual({ item: item.label, staff });
      if (item.to) expect({ item: item.label, route: routeAbility(item.to) ?? null }).toEqual({ item: item.label, route: item.ability });
    }
  });
});

describe('spec §6 rules, as the table and the routes carry them', () => {
  const grants = (ability: Ability) => [...ABILITIES[ability]].sort();
  const staffPaths = (paths: string[], expected: string[]) => {
    for (const path of paths) {
      const ability = routeAbility(path);
      expect({ path, ability: ability ?? null }).toEqual({ path, ability: expect.any(String) });
      expect({ path, grants: grants(ability!) }).toEqual({ path, grants: [...expected].sort() });
    }
  };

  it('admin only: control center, holidays, time acceptance, evaluations, general report, every finance screen, the audit trail, the automation rules', () => {
    staffPaths(
      [
        '/admin/control-center',
        '/admin/audit-log',
        '/admin/holiday',
        '/admin/holiday/create',
        '/admin/holiday/edit/1',
        '/admin/time-accept',
        '/admin/evaluation',
        '/admin/general-report',
        '/admin/agent-costs',
        '/admin/agent-costs/create',
        '/admin/agent-costs/edit/1',
        '/admin/company-pricing',
        '/admin/company-pricing/create',
        '/admin/company-pricing/edit/1',
        '/admin/profitability',
        '/admin/agent-profitability',
        '/admin/invoicing',
        '/admin/invoice-settings',
        '/admin/automations',
        '/admin/automations/create',
        '/admin/automations/edit/1',
      ],
      ['admin'],
    );
  });

  it('managers and admins: the agents, the text modules and the macros; admin, manager, assigned-agent: companies and the company report', () => {
    staffPaths(['/admin/agent', '/admin/agent/create', '/admin/agent/edit/1'], ['admin', 'manager']);
    staffPaths(['/admin/text-modules', '/admin/text-modules/create', '/admin/text-modules/edit/1'], ['admin', 'manager']);
    staffPaths(['/admin/macros', '/admin/macros/create', '/admin/macros/edit/1'], ['admin', 'manager']);
    staffPaths(
      ['/admin/company', '/admin/company/create', '/admin/company/edit/1', '/admin/company-report'],
      ['admin', 'manager', 'assigned-agent'],
    );
  });

  it('admin, manager, agent: agent report, competencies, access data', () => {
    staffPaths(['/admin/agent-report', '/admin/competencies', '/admin/access-data'], ['admin', 'manager', 'agent']);
  });

  it('clients: company tickets and employees for client-vip; monitoring logs and the company report by their permissions', () => {
    const client = (path: string) => grants(routeAbility(path)!);
    expect(client('/ticket/companyindex')).toEqual(['client-vip']);
    expect(client('/client')).toEqual(['client-vip']);
    expect(client('/client/create')).toEqual(['client-vip']);
    expect(client('/monitoring-log')).toEqual(['monitoring-log']);
    expect(client('/company-report')).toEqual(['company-report']);
    expect(client('/ticket')).toEqual(['client']);
  });

  it('the Finances title has no rule of its own: it shows with one of the finance items (menu-filter)', () => {
    const title = STAFF_MENU.find((item) => item.label === 'groups.finances')!;
    expect(title.isTitle).toBe(true);
    expect(title.ability).toBeUndefined();
  });
});
