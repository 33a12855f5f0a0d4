/**
 * Which remote serves which paths (spec §2 route table), built from what the remotes declare (issue 38 item 7): each
 * remote's declaration (`remotes/<r>/src/declaration.ts`, carried in its mf-manifest.json and in the page's boot
 * data) names its area and the first path segments it serves. The shell decides from this table alone which remote
 * to load for a URL; the remote's own route list (paths relative to `base`) decides the screen. The table changes
 * when a remote's new version declares more (remote-declarations.ts), without a shell release.
 * Imports no shared singleton: the page's first script (early-remote.ts) reads it too.
 */
import { REMOTE_NAMES, type RemoteName } from '@helpdesk/shared/remote-names';
import { segmentOfPath, type DeclaredSegment, type RemoteDeclaration, type RemoteDeclarations } from '@helpdesk/shared/remote-declaration';

export interface RemoteMount {
  remote: RemoteName;
  /** Id of the shell layout route the remote's routes are attached under. */
  parentRouteId: 'staff' | 'client-area';
  base: '/admin' | '';
  segments: readonly string[];
  /** The ability each segment needs (the route guard of the remote's fallback pages). */
  abilities: Readonly<Record<string, string>>;
}

/** The mount table of a set of declarations, in the remotes' order. */
export function mountsOf(declarations: RemoteDeclarations): RemoteMount[] {
  return REMOTE_NAMES.flatMap((remote): RemoteMount[] => {
    const declaration = declarations[remote];
    if (!declaration) return [];
    const staff = declaration.area === 'staff';
    return [
      {
        remote,
        parentRouteId: staff ? 'staff' : 'client-area',
        base: staff ? '/admin' : '',
        segments: declaration.segments.map((entry: DeclaredSegment) => entry.segment),
        abilities: Object.fromEntries(declaration.segments.map((entry) => [entry.segment, entry.ability])),
      },
    ];
  });
}

let declared: RemoteDeclarations = {};
let mounts: RemoteMount[] = [];
const listeners = new Set<() => void>();

/** Replaces (or, with `remote`, updates one of) the declarations the shell runs by; the menus re-render. */
export function setRemoteDeclarations(declarations: RemoteDeclarations): void {
  declared = declarations;
  mounts = mountsOf(declared);
  for (const listener of listeners) listener();
}

export function setRemoteDeclaration(remote: RemoteName, declaration: RemoteDeclaration): void {
  setRemoteDeclarations({ ...declared, [remote]: declaration });
}

export function remoteDeclarations(): RemoteDeclarations {
  return declared;
}

/** For useSyncExternalStore: called whenever the declarations change. */
export function subscribeRemoteDeclarations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function remoteMounts(): readonly RemoteMount[] {
  return mounts;
}

/** The mount serving a pathname, or null when the shell itself (or nobody) serves it. */
export function mountForPath(pathname: string): RemoteMount | null {
  const at = segmentOfPath(pathname);
  if (!at) return null;
  const staff = at.area === 'staff';
  return mounts.find((mount) => (mount.base === '/admin') === staff && mount.segments.includes(at.segment)) ?? null;
}

export function mountOf(remote: RemoteName): RemoteMount {
  const mount = mounts.find((m) => m.remote === remote);
  if (!mount) throw new Error(`No mount for remote ${remote}`);
  return mount;
}
