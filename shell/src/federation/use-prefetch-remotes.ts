/**
 * Once the first screen is up and the browser is idle, fetch the remotes the user's area uses, so the first
 * click into one does not wait for its entry. Skipped on 2G and with data saver on (spec §9).
 */
import { useEffect } from 'react';
import type { RemoteName } from '@helpdesk/shared';
import { useCurrentUser } from '../session/session.ts';
import { isAgent } from '../session/access.ts';
import { loadRemoteRoutes } from './remote-registry.ts';
import { remoteMounts } from '../routing/remote-mounts.ts';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

export function usePrefetchRemotes(): void {
  const user = useCurrentUser();
  const area = !user ? null : isAgent(user) ? 'staff' : 'client';
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    if (!area || !prefetchAllowed(connection)) return;
    // The remotes whose declarations serve the user's area.
    const remotes: RemoteName[] = remoteMounts()
      .filter((mount) => (mount.parentRouteId === 'staff') === (area === 'staff'))
      .map((mount) => mount.remote);
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const handle = idle(() => remotes.forEach((remote) => void loadRemoteRoutes(remote)));
    return () => {
      if (window.cancelIdleCallback && typeof handle === 'number') window.cancelIdleCallback(handle);
    };
  }, [area]);
}
