/** The remotes' declarations the shell runs by (remote-mounts.ts), re-rendering when a new version declares more. */
import { useSyncExternalStore } from 'react';
import type { RemoteDeclarations } from '@helpdesk/shared/remote-declaration';
import { remoteDeclarations, subscribeRemoteDeclarations } from './remote-mounts.ts';

export function useRemoteDeclarations(): RemoteDeclarations {
  // A server render sets the declarations it renders by; the hydrating browser has the same from the boot data.
  return useSyncExternalStore(subscribeRemoteDeclarations, remoteDeclarations, remoteDeclarations);
}
