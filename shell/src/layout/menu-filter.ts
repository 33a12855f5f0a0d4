/**
 * Which menu items a user sees (spec §6): admin sees everything; anyone else sees an item when its permission
 * list names one of their roles (alternatives), or when it lists none. `assigned-agent` counts only when the agent
 * really has an assigned company (a failed load counts as none). A group title shows only when an item of its
 * group is visible — for Finances (179) that means one of 180–184.
 */
import { ASSIGNED_AGENT } from '@helpdesk/shared';
import type { MenuItem } from './menu.ts';

export interface MenuViewer {
  roles: readonly string[];
  /** Result of GET /admin/agent/assigned-companies; false when it failed or is empty. */
  hasAssignedCompanies: boolean;
}

function allowed(item: MenuItem, viewer: MenuViewer): boolean {
  if (viewer.roles.includes('admin') || !item.permissions?.length) return true;
  return item.permissions.some((permission) =>
    permission === ASSIGNED_AGENT ? viewer.hasAssignedCompanies : viewer.roles.includes(permission),
  );
}

export function visibleMenu(items: readonly MenuItem[], viewer: MenuViewer): MenuItem[] {
  const visible: MenuItem[] = [];
  let title: MenuItem | null = null;
  for (const item of items) {
    if (item.isTitle) {
      title = item;
      continue;
    }
    if (!allowed(item, viewer)) continue;
    if (title) visible.push(title);
    title = null;
    visible.push(item.children ? { ...item, children: visibleMenu(item.children, viewer) } : item);
  }
  return visible;
}
