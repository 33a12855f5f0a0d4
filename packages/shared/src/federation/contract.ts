/**
 * The contract between the shell and each remote. A remote exposes './routes' whose module matches
 * RemoteRoutesModule; route paths are relative to the remote's mount point (ARCHITECTURE §2).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

import type { RemoteName } from './remote-names.ts';

export { REMOTE_NAMES, type RemoteName } from './remote-names.ts';

export interface RemoteRoutesModule {
  remote: RemoteName;
  /** The remote's package version, shown in the control centre. */
  version: string;
  routes: RouteObject[];
  /**
   * Rendered around every route of the remote (it must render an <Outlet/>): the remote's own providers and its
   * record of the shared instances it received.
   */
  Root?: ComponentType & {
    /** The shell contract (@helpdesk/shared's version) the remote was built against (remote/contract-version.ts). */
    contract?: string;
  };
}

/** The federation request id of a remote's routes module. */
export function routesModuleId(remote: RemoteName): `${RemoteName}/routes` {
  return `${remote}/routes`;
}

/** `/remotes.json`: remote name → URL of its mf-manifest.json. */
export type RemoteManifestMap = Partial<Record<RemoteName, string>>;
