/**
 * The staff and client menus as data (spec §2 "Menus", §6), built from the shell's own entries and the entries the
 * remotes declare (issue 38 item 7: `remotes/<r>/src/declaration.ts`, carried in their manifests): a remote's new
 * screen brings its menu entry without a shell release. The groups and their order stay the shell's (MENU_GROUPS);
 * within a group, entries sort by their declared `order`. Every link declares the ability it needs, from the shared
 * ability table (@helpdesk/shared permissions) — the same one the route guard and the server read; the filtering is
 * menu-filter.ts. Group titles declare none: a title shows when an item of its group shows.
 */
import { paths, type Ability } from '@helpdesk/shared';
import {
  MENU_GROUP_TITLE_IDS,
  MENU_GROUPS,
  SHELL_STAFF_MENU_IDS,
  type DeclaredMenuCounter,
  type DeclaredMenuEntry,
  type DeclaredMenuItem,
  type DeclaredText,
  type MenuGroup,
  type RemoteDeclarations,
} from '@helpdesk/shared/remote-declaration';

export interface MenuItem {
  id: number;
  /** The item's name: its icon, and its translation key under common:menu when it brings no `text`. */
  label: string;
  /** The label a remote declared (pl and en), shown instead of `menu.<label>`. */
  text?: DeclaredText;
  to?: string;
  /** The ability the item needs (every item but a group title). */
  ability?: Ability;
  children?: readonly MenuItem[];
  /** Group titles are not links. */
  isTitle?: boolean;
  /** The number shown beside the item: a ticket filter's count or an unread counter. */
  counter?: MenuCounter;
  /** Ticket menu badges (spec §2: new, accident, not-assigned) are highlighted. */
  highlight?: boolean;
}

export type MenuCounter = DeclaredMenuCounter;

/** The shell's own staff entries: its pages, not a remote's. */
const SHELL_STAFF_ENTRIES: (MenuItem & { group: MenuGroup; order: number })[] = [
  {
    id: SHELL_STAFF_MENU_IDS.dashboard,
    group: 'menu',
    order: 10,
    label: 'dashboard',
    ability: 'tickets.work',
    to: paths.staff.dashboard(),
  },
  {
    id: SHELL_STAFF_MENU_IDS.controlCenter,
    group: 'menu',
    order: 20,
    label: 'controlCenter',
    ability: 'control-center.view',
    to: paths.staff.controlCenter(),
  },
];

/** A declared entry as a menu item (the ability was checked against the table when the build was published). */
function declaredItem(entry: DeclaredMenuItem): MenuItem {
  return {
    id: entry.id,
    label: entry.key,
    text: entry.label,
    ability: entry.ability as Ability,
    ...(entry.path !== undefined ? { to: entry.path } : {}),
    ...(entry.counter ? { counter: entry.counter } : {}),
    ...(entry.highlight !== undefined ? { highlight: entry.highlight } : {}),
    ...(entry.children ? { children: entry.children.map(declaredItem) } : {}),
  };
}

function declaredEntries(declarations: RemoteDeclarations, area: 'staff' | 'client'): DeclaredMenuEntry[] {
  return Object.values(declarations).flatMap((declaration) => (declaration?.area === area ? declaration.menu : []));
}

/** The staff menu: each group's title, then its entries (the shell's and the remotes') by their order. */
export function staffMenu(declarations: RemoteDeclarations): MenuItem[] {
  const entries = [
    ...SHELL_STAFF_ENTRIES.map(({ group, order, ...item }) => ({ group, order, item })),
    ...declaredEntries(declarations, 'staff').map((entry) => ({ group: entry.group, order: entry.order, item: declaredItem(entry) })),
  ];
  return MENU_GROUPS.flatMap((group) => [
    { id: MENU_GROUP_TITLE_IDS[group], label: `groups.${group}`, isTitle: true },
    ...entries
      .filter((entry) => entry.group === group)
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.item),
  ]);
}

/** The client menu (one group, no titles): the client remotes' entries by their order. */
export function clientMenu(declarations: RemoteDeclarations): MenuItem[] {
  return declaredEntries(declarations, 'client')
    .sort((a, b) => a.order - b.order)
    .map(declaredItem);
}

/** An item's label in `language` (a declared text), else its translation under common:menu. */
export function menuLabel(item: MenuItem, t: (key: string) => string, language: string | undefined): string {
  if (!item.text) return t(`menu.${item.label}`);
  return language === 'pl' ? item.text.pl : item.text.en;
}
