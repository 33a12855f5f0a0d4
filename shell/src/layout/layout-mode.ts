/**
 * The layout mode (spec §2, §9): the sidebar at its full width, collapsed to icons or small, and the page fluid or
 * boxed. Kept on the account (`data.layout` of /api/user, saved by POST /profile/set-layout) like the language;
 * a user the back end gives none has the defaults (vertical, fluid). The choice shows at once and is saved after.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient, LAYOUT } from '@helpdesk/shared';
import type { CurrentUser, LayoutSettings } from '@helpdesk/shared/schemas';
import type { SidebarMode } from '@helpdesk/shared/enums';
import { currentUserQuery, setCurrentUser, useCurrentUser } from '../session/session.ts';

export const DEFAULT_LAYOUT: LayoutSettings = { sidebar: 'default', width: 'fluid' };

const SIDEBAR_WIDTH_PX: Record<SidebarMode, number> = {
  default: LAYOUT.sidebarWidthPx,
  collapsed: LAYOUT.sidebarCollapsedWidthPx,
  small: LAYOUT.sidebarSmallWidthPx,
};

export const sidebarWidthPx = (mode: SidebarMode): number => SIDEBAR_WIDTH_PX[mode];

export function layoutOf(user: CurrentUser | null): LayoutSettings {
  return user?.data.layout ?? DEFAULT_LAYOUT;
}

export function useLayoutMode(): LayoutSettings {
  return layoutOf(useCurrentUser());
}

export async function saveLayout(settings: LayoutSettings): Promise<void> {
  await apiClient.post('/profile/set-layout', settings, { silent: true });
}

/** Applies a layout change to the cached user at once and saves it; a failed save puts the previous one back. */
export function useChangeLayout(): (change: Partial<LayoutSettings>) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (change) => {
      const withLayout = (layout: LayoutSettings) => {
        const user = queryClient.getQueryData(currentUserQuery.queryKey);
        if (user) setCurrentUser(queryClient, { ...user, data: { ...user.data, layout } });
      };
      const user = queryClient.getQueryData(currentUserQuery.queryKey);
      if (!user) return;
      const previous = layoutOf(user);
      const next = { ...previous, ...change };
      withLayout(next);
      try {
        await saveLayout(next);
      } catch (error) {
        withLayout(previous);
        throw error;
      }
    },
    [queryClient],
  );
}
