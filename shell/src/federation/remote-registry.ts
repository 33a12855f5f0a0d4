/**
 * Registers the remotes found in /remotes.json with the federation runtime and loads their route modules.
 * Three layers keep a dead remote from taking the shell down (ARCHITECTURE §2): retry-plugin.ts retries
 * manifest and entry fetches, the shell plugin's errorLoadRemote answers with a fallback module, and the
 * router wraps every remote's routes in an error boundary (remote-routes.tsx).
 */
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { atom } from 'jotai';
import { eventBus, routesModuleId, store, type RemoteName, type RemoteRoutesModule } from '@helpdesk/shared';
import type { AppliedOverride } from './local-override.ts';
import { isFallbackModule } from './shell-plugin.ts';
import { registerFederation, takeEarlyRoutes } from './early-remote.ts';

export type RemoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; version: string; entry: string }
  | { status: 'failed'; error: string; entry: string; needsContract?: string };

export const remoteStatesAtom = atom<Partial<Record<RemoteName, RemoteState>>>({});

const entries = new Map<RemoteName, string>();
/** Remotes a developer's local override replaced: deployments never move them. */
const overridden = new Set<RemoteName>();
const loading = new Map<RemoteName, Promise<RemoteRoutesModule | null>>();

function setState(remote: RemoteName, state: RemoteState): void {
  store.set(remoteStatesAtom, (states) => ({ ...states, [remote]: state }));
}

export function remoteState(remote: RemoteName): RemoteState {
  return store.get(remoteStatesAtom)[remote] ?? { status: 'idle' };
}

/** Registers every remote; overrides (already validated) replace their manifest URL. */
export function startFederation(manifests: Partial<Record<RemoteName, string>>, overrides: AppliedOverride[]): void {
  for (const override of overrides) overridden.add(override.remote);
  // The runtime may have rewritten entries (overrides); remember what was actually registered.
  for (const [remote, entry] of registerFederation(manifests, overrides)) entries.set(remote, entry);
}

export function remoteEntry(remote: RemoteName): string | undefined {
  return entries.get(remote);
}

/** Loads a remote's routes module once; null when the remote is unavailable (the fallback took over). */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule | null> {
  const pending = loading.get(remote);
  if (pending) return pending;
  const entry = entries.get(remote) ?? '';
  if (!entry) {
    setState(remote, { status: 'failed', error: 'not configured in remotes.json', entry });
    return Promise.resolve(null);
  }
  setState(remote, { status: 'loading' });
  // The first screen's remote may already be loading since the page's first script (early-remote.ts).
  const load =
    (takeEarlyRoutes(remote) as Promise<RemoteRoutesModule | null> | undefined) ?? loadRemote<RemoteRoutesModule>(routesModuleId(remote));
  const promise = load
    .then((module) => {
      if (!module || isFallbackModule(module)) {
        // A remote that needs a newer shell contract was refused from its manifest, before its entry ran.
        const needsContract = module && isFallbackModule(module) ? module.needsContract : undefined;
        setState(remote, { status: 'failed', error: module?.error ?? 'unavailable', entry, ...(needsContract ? { needsContract } : {}) });
        eventBus.emit('remote:status', { remote, status: 'failed' });
        return null;
      }
      setState(remote, { status: 'loaded', version: module.version, entry });
      eventBus.emit('remote:status', { remote, status: 'loaded' });
      return module;
    })
    .catch((error: unknown) => {
      setState(remote, { status: 'failed', error: String(error), entry });
      eventBus.emit('remote:status', { remote, status: 'failed' });
      return null;
    });
  loading.set(remote, promise);
  return promise;
}

/** Forgets a failed remote (runtime caches included) so the next navigation loads it afresh. */
export function resetRemote(remote: RemoteName): void {
  const entry = entries.get(remote);
  loading.delete(remote);
  setState(remote, { status: 'idle' });
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

export function isOverridden(remote: RemoteName): boolean {
  return overridden.has(remote);
}

/** Points a remote at another manifest (a deployed version): the next load of its routes fetches that build. */
export function replaceRemote(remote: RemoteName, entry: string): void {
  entries.set(remote, entry);
  loading.delete(remote);
  setState(remote, { status: 'idle' });
  registerRemotes([{ name: remote, entry }], { force: true });
}
