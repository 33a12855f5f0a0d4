/**
 * A remote deployed (or rolled back) while the shell runs: the server broadcasts `{ remote, deployment }` and this
 * browser asks /remotes.json which manifest it now gets (a canary differs per user). Outside that remote the switch
 * happens at once, so the next navigation into it loads the new build; inside it, the page keeps running and the
 * user is told a newer version is available (reloading the page loads it), or it switches when they leave — unless
 * the remote failed to load there: then it switches at once and that page loads the new build in place.
 */
import { atom } from 'jotai';
import { store, type RemoteName } from '@helpdesk/shared';
import { mountForPath } from '../routing/remote-mounts.ts';
import { forgetRemoteRoutes, type AppRouter } from '../routing/router.tsx';
import { isOverridden, remoteEntry, remoteState, replaceRemote } from './remote-registry.ts';
import { fetchRemoteManifests } from './runtime-config.ts';
import { followDeclaration } from './remote-declarations.ts';

export interface RemoteDeployedPayload {
  remote: RemoteName;
  deployment: number;
}

/** Remotes with a newer build waiting while the user is inside them, and that build's manifest. */
export const pendingUpgradesAtom = atom<Partial<Record<RemoteName, string>>>({});

let router: AppRouter | null = null;

const insideRemote = (remote: RemoteName) => mountForPath(window.location.pathname)?.remote === remote;

async function switchTo(remote: RemoteName, entry: string): Promise<void> {
  store.set(pendingUpgradesAtom, ({ [remote]: _done, ...rest }) => rest);
  // The new version's paths and menu entries come with it.
  await followDeclaration(remote, entry);
  replaceRemote(remote, entry);
  if (router) await forgetRemoteRoutes(router, remote);
}

/** On the remote's own page that could not load it: the new build loads in place, as the page's retry would. */
async function healFailedPage(remote: RemoteName, entry: string): Promise<void> {
  store.set(pendingUpgradesAtom, ({ [remote]: _done, ...rest }) => rest);
  await followDeclaration(remote, entry);
  replaceRemote(remote, entry);
  const { pathname, search, hash } = window.location;
  if (router) await router.navigate(`${pathname}${search}${hash}`, { replace: true });
}

/** Called once with the app's router: pending upgrades apply when the user navigates out of their remote. */
export function followRemoteDeployments(appRouter: AppRouter): () => void {
  router = appRouter;
  return appRouter.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const pending = store.get(pendingUpgradesAtom);
    for (const [remote, entry] of Object.entries(pending) as [RemoteName, string][]) {
      if (!insideRemote(remote)) void switchTo(remote, entry);
    }
  });
}

export async function remoteDeployed({ remote, deployment }: RemoteDeployedPayload): Promise<void> {
  if (isOverridden(remote)) return;
  const manifests = await fetchRemoteManifests(deployment).catch(() => null);
  const entry = manifests?.[remote];
  if (!entry || entry === remoteEntry(remote)) {
    // Not for this user (a canary elsewhere), or back to what already runs here.
    store.set(pendingUpgradesAtom, ({ [remote]: _dropped, ...rest }) => rest);
    return;
  }
  if (!insideRemote(remote)) await switchTo(remote, entry);
  // A page that could not load the remote has nothing to keep running: it gets the new build at once.
  else if (remoteState(remote).status === 'failed') await healFailedPage(remote, entry);
  else store.set(pendingUpgradesAtom, (pending) => ({ ...pending, [remote]: entry }));
}
