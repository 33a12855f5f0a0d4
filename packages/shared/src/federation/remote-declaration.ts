/**
 * What a remote declares about itself (issue 38 item 7, Backstage's dynamic features): the area it serves, the first
 * path segments it owns there with the ability each needs, and its menu entries. Each remote keeps one declaration
 * (`remotes/<r>/src/declaration.ts`), its build writes it into its mf-manifest.json (`metaData.helpdeskDeclaration`),
 * the server refuses to publish a build whose declaration is malformed or claims another remote's (or the shell's)
 * path, and the shell builds its mount table and menus from the declarations of the versions it runs — a new screen
 * in a remote needs no shell release. The menu groups and their order stay the shell's (spec §2 "Menus"): an entry
 * names its group and its position in it (`order`). Labels travel with the entry (pl and en): the remote's own texts
 * are not loaded when the menu renders.
 * Plain data and functions (importing only plain constants), so the build, the server and the shell's first script load it.
 */
import { FINANCE_MENU_TITLE_ID } from '../constants.ts';
import type { RemoteName } from './remote-names.ts';

/** The manifest's metaData key the build writes the declaration under. */
export const DECLARATION_METADATA_KEY = 'helpdeskDeclaration';

export type RouteArea = 'staff' | 'client';

/** The staff menu's groups in their order (spec §2); the client menu has only `menu`. */
export const MENU_GROUPS = ['menu', 'management', 'reports', 'finances'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** The first path segments the shell itself serves in each area (its own pages): no remote may claim them. */
export const SHELL_SEGMENTS: Record<RouteArea, readonly string[]> = {
  staff: ['control-center', 'guide', 'search', 'profile'],
  client: [
    'admin',
    'login',
    'forgot',
    'reset',
    'code',
    'email',
    'error',
    'help',
    'evaluation',
    'utility',
    'guide',
    'profile',
    'remotes',
    'remote-versions',
    'api',
  ],
};

export interface DeclaredText {
  pl: string;
  en: string;
}

export type DeclaredMenuCounter =
  | { kind: 'ticket-filter'; filter: string }
  | { kind: 'unread'; name: 'unassigned-email' | 'monitoring-log' | 'time' | 'client-monitoring-log' };

export interface DeclaredMenuItem {
  /** Unique within the area's menu (the shell's own entries included). */
  id: number;
  /** The item's name: its icon and its test handle (`menu.<key>` is no text any more). */
  key: string;
  label: DeclaredText;
  /** The link (absolute); an item with children may have none. */
  path?: string;
  /** A name of the one ability table (@helpdesk/shared permissions). */
  ability: string;
  counter?: DeclaredMenuCounter;
  highlight?: boolean;
  children?: readonly DeclaredMenuItem[];
}

export interface DeclaredMenuEntry extends DeclaredMenuItem {
  group: MenuGroup;
  /** Position within the group: entries (the shell's own included) are sorted by it. */
  order: number;
}

export interface DeclaredSegment {
  segment: string;
  ability: string;
}

export interface RemoteDeclaration {
  area: RouteArea;
  segments: readonly DeclaredSegment[];
  menu: readonly DeclaredMenuEntry[];
}

export type RemoteDeclarations = Partial<Record<RemoteName, RemoteDeclaration>>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is DeclaredText =>
  isObject(value) && typeof value.pl === 'string' && value.pl !== '' && typeof value.en === 'string' && value.en !== '';
const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;

function itemProblem(item: unknown, at: string, abilities: ReadonlySet<string>, top: boolean): string | null {
  if (!isObject(item)) return `${at} is not an object`;
  if (!Number.isInteger(item.id)) return `${at}.id is not an integer`;
  if (typeof item.key !== 'string' || !item.key) return `${at}.key is missing`;
  if (!isText(item.label)) return `${at}.label needs pl and en`;
  if (typeof item.ability !== 'string' || !abilities.has(item.ability)) return `${at}.ability "${String(item.ability)}" is no ability`;
  if (item.path !== undefined && (typeof item.path !== 'string' || !item.path.startsWith('/'))) return `${at}.path is not absolute`;
  if (top) {
    if (!MENU_GROUPS.includes(item.group as MenuGroup)) return `${at}.group "${String(item.group)}" is no menu group`;
    if (typeof item.order !== 'number' || !Number.isFinite(item.order)) return `${at}.order is not a number`;
  }
  if (item.children !== undefined) {
    if (!Array.isArray(item.children)) return `${at}.children is not a list`;
    for (const [index, child] of item.children.entries()) {
      const problem = itemProblem(child, `${at}.children[${index}]`, abilities, false);
      if (problem) return problem;
    }
  } else if (item.path === undefined) return `${at} has neither a path nor children`;
  return null;
}

/** What is wrong with a declaration's shape (abilities checked against `abilities`); null when it is well formed. */
export function declarationProblem(raw: unknown, abilities: ReadonlySet<string>): string | null {
  if (!isObject(raw)) return 'the declaration is not an object';
  if (raw.area !== 'staff' && raw.area !== 'client') return `area "${String(raw.area)}" is neither staff nor client`;
  if (!Array.isArray(raw.segments) || raw.segments.length === 0) return 'segments is empty';
  for (const [index, entry] of raw.segments.entries()) {
    if (!isObject(entry) || typeof entry.segment !== 'string' || !SEGMENT.test(entry.segment))
      return `segments[${index}] is no path segment`;
    if (typeof entry.ability !== 'string' || !abilities.has(entry.ability))
      return `segments[${index}].ability "${String(entry?.ability)}" is no ability`;
    if (SHELL_SEGMENTS[raw.area].includes(entry.segment)) return `segment "${entry.segment}" is the shell's own`;
  }
  if (!Array.isArray(raw.menu)) return 'menu is not a list';
  for (const [index, item] of raw.menu.entries()) {
    const problem = itemProblem(item, `menu[${index}]`, abilities, true);
    if (problem) return problem;
  }
  return null;
}

/** The first segment another remote's declaration already serves in the same area, with that remote; null when none. */
export function segmentClash(
  remote: RemoteName,
  declaration: RemoteDeclaration,
  others: RemoteDeclarations,
): { segment: string; owner: RemoteName } | null {
  for (const [owner, other] of Object.entries(others) as [RemoteName, RemoteDeclaration][]) {
    if (owner === remote || !other || other.area !== declaration.area) continue;
    const taken = new Set(other.segments.map((entry) => entry.segment));
    const clash = declaration.segments.find((entry) => taken.has(entry.segment));
    if (clash) return { segment: clash.segment, owner };
  }
  return null;
}

/** The ids of the staff menu's group titles (spec §2), which the shell draws (menu.ts). */
export const MENU_GROUP_TITLE_IDS: Record<MenuGroup, number> = { menu: 1, management: 100, reports: 140, finances: FINANCE_MENU_TITLE_ID };

/** The ids of the shell's own staff menu entries (its pages, menu.ts). */
export const SHELL_STAFF_MENU_IDS = { dashboard: 2, controlCenter: 3 } as const;

/** The menu ids the shell's own staff entries and group titles hold: no remote's entry may take one. */
export const SHELL_MENU_IDS: Record<RouteArea, readonly number[]> = {
  staff: [...Object.values(MENU_GROUP_TITLE_IDS), ...Object.values(SHELL_STAFF_MENU_IDS)],
  client: [],
};

/** Every menu id of a declaration, children included. */
function menuIds(items: readonly DeclaredMenuItem[]): number[] {
  return items.flatMap((item) => [item.id, ...menuIds(item.children ?? [])]);
}

/** A menu id the declaration repeats, or takes from the shell or from another remote's declaration in its area; null when none. */
export function menuIdClash(
  remote: RemoteName,
  declaration: RemoteDeclaration,
  others: RemoteDeclarations,
): { id: number; owner: RemoteName | 'shell' } | null {
  const own = menuIds(declaration.menu);
  const seen = new Set<number>();
  for (const id of own) {
    if (seen.has(id)) return { id, owner: remote };
    seen.add(id);
  }
  const shell = own.find((id) => SHELL_MENU_IDS[declaration.area].includes(id));
  if (shell !== undefined) return { id: shell, owner: 'shell' };
  for (const [owner, other] of Object.entries(others) as [RemoteName, RemoteDeclaration][]) {
    if (owner === remote || !other || other.area !== declaration.area) continue;
    const taken = new Set(menuIds(other.menu));
    const clash = own.find((id) => taken.has(id));
    if (clash !== undefined) return { id: clash, owner };
  }
  return null;
}

/** The area and first segment of a pathname: after `/admin` for staff, else the client area's. */
export function segmentOfPath(pathname: string): { area: RouteArea; segment: string } | null {
  const parts = pathname.split('/').filter(Boolean);
  const staff = parts[0] === 'admin';
  const segment = staff ? parts[1] : parts[0];
  return segment ? { area: staff ? 'staff' : 'client', segment } : null;
}

/** The remote whose declaration serves a pathname, or null when the shell itself (or nobody) does. */
export function ownerOfPath(declarations: RemoteDeclarations, pathname: string): RemoteName | null {
  const at = segmentOfPath(pathname);
  if (!at) return null;
  for (const [remote, declaration] of Object.entries(declarations) as [RemoteName, RemoteDeclaration][]) {
    if (declaration?.area === at.area && declaration.segments.some((entry) => entry.segment === at.segment)) return remote;
  }
  return null;
}

/** The declaration a manifest carries (`metaData.helpdeskDeclaration`), unchecked; undefined when it carries none. */
export function declarationOfManifest(manifest: unknown): unknown {
  return isObject(manifest) && isObject(manifest.metaData) ? manifest.metaData[DECLARATION_METADATA_KEY] : undefined;
}
