/**
 * Which menu items a user sees (spec §6), read from the shared ability table: admin sees everything; anyone else
 * an item whose ability one of their role names grants (alternatives). `assigned-agent` counts only when the
 * agent really has an assigned company (a failed load counts as none). A group title shows only when an item of
 * its group is visible — for Finances (179) that means one of 180–184.
 */
import { ASSIGNED_AGENT, can } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import type { MenuItem } from './menu.ts';

export interface MenuViewer {
  roles: readonly string[];
  /** Result of GET /admin/agent/assigned-companies; false when it failed or is empty. */
  hasAssignedCompanies: boolean;
}

/** The names the menu decides by: the user's roles, with assigned-agent taken from the loaded companies. */
export function menuNames(viewer: MenuViewer): Set<string> {
  const names = new Set(viewer.roles.filter((name) => name !== ASSIGNED_AGENT));
  if (viewer.hasAssignedCompanies) names.add(ASSIGNED_AGENT);
  return names;
}

function allowed(item: MenuItem, names: ReadonlySet<string>): boolean {
  return !item.ability || can(names, item.ability);
}

export function visibleMenu(items: readonly MenuItem[], viewer: MenuViewer): MenuItem[] {
  return visibleOf(items, menuNames(viewer));
}

function visibleOf(items: readonly MenuItem[], names: ReadonlySet<string>): MenuItem[] {
  const visible: MenuItem[] = [];
  let title: MenuItem | null = null;
  for (const item of items) {
    if (item.isTitle) {
      title = item;
      continue;
    }
    if (!allowed(item, names)) continue;
    if (title) visible.push(title);
    title = null;
    visible.push(item.children ? { ...item, children: visibleOf(item.children, names) } : item);
  }
  return visible;
}

/**
 * The client menu's viewer (spec §5): the monitoring-log and company-report permissions count only for a
 * client-vip whose company shows them (`show_monitoring_logs` / `show_reports` = 1), whatever else the back end
 * sends — a monitoring account is a machine user and sees neither.
 */
export function clientMenuViewer(user: CurrentUser | null): MenuViewer {
  const roles = user?.roles.map((role) => role.name) ?? [];
  const vip = roles.includes('client-vip');
  const company = user?.data.company;
  const shows = { 'monitoring-log': company?.show_monitoring_logs === 1, 'company-report': company?.show_reports === 1 };
  return {
    roles: roles.filter((name) => !(name in shows) || (vip && shows[name as keyof typeof shows])),
    hasAssignedCompanies: false,
  };
}
