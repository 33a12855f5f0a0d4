/**
 * Which remote serves which paths (spec §2 route table), derived from the route references' owner table
 * (`ROUTE_OWNERS` of @helpdesk/shared). The shell decides from this table alone which remote to load for a
 * URL; the remote's own route list (paths relative to `base`) decides the screen.
 * The first path segment after `base` identifies the remote.
 */
import { REMOTE_NAMES, type RemoteName } from '@helpdesk/shared/remote-names';
import { ROUTE_OWNERS } from '@helpdesk/shared/paths';

export interface RemoteMount {
  remote: RemoteName;
  /** Id of the shell layout route the remote's routes are attached under. */
  parentRouteId: 'staff' | 'client-area';
  base: '/admin' | '';
  segments: readonly string[];
}

const segmentsOf = (owners: Record<string, RemoteName>, remote: RemoteName) =>
  Object.keys(owners).filter((segment) => owners[segment] === remote);

export const REMOTE_MOUNTS: readonly RemoteMount[] = REMOTE_NAMES.map((remote): RemoteMount => {
  const client = segmentsOf(ROUTE_OWNERS.client, remote);
  return client.length
    ? { remote, parentRouteId: 'client-area', base: '', segments: client }
    : { remote, parentRouteId: 'staff', base: '/admin', segments: segmentsOf(ROUTE_OWNERS.staff, remote) };
});

/** The mount serving a pathname, or null when the shell itself (or nobody) serves it. */
export function mountForPath(pathname: string): RemoteMount | null {
  const parts = pathname.split('/').filter(Boolean);
  const staff = parts[0] === 'admin';
  const segment = staff ? parts[1] : parts[0];
  if (!segment) return null;
  return REMOTE_MOUNTS.find((mount) => (mount.base === '/admin') === staff && mount.segments.includes(segment)) ?? null;
}

export function mountOf(remote: RemoteName): RemoteMount {
  const mount = REMOTE_MOUNTS.find((m) => m.remote === remote);
  if (!mount) throw new Error(`No mount for remote ${remote}`);
  return mount;
}
