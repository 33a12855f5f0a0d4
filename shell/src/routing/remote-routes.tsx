/**
 * Turns a remote's route list into the subtree the shell patches under a layout route: the remote's routes
 * behind one error boundary with a retry button. An unavailable remote gets a fallback subtree instead, covering
 * only its own path segments, so the rest of the product keeps working.
 */
import type { RouteObject } from 'react-router-dom';
import { needs, type Ability, type RemoteRoutesModule } from '@helpdesk/shared';
import type { RemoteMount } from './remote-mounts.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { RemoteUnavailable } from './remote-unavailable.tsx';

/** The remote's routes under its own root component (when it exports one) and one error boundary. */
export function remoteRouteTree(module: RemoteRoutesModule): RouteObject {
  return {
    id: `remote:${module.remote}`,
    ...(module.Root ? { Component: module.Root } : {}),
    errorElement: <RemoteErrorBoundary remote={module.remote} />,
    children: module.routes,
  };
}

export function fallbackRouteTree(mount: RemoteMount): RouteObject {
  return {
    id: `remote:${mount.remote}:fallback`,
    children: mount.segments.map((segment) => ({
      path: `${segment}/*`,
      // The ability the remote declares for the segment: its fallback page is no more visible than its screens.
      handle: needs(mount.abilities[segment] as Ability),
      element: <RemoteUnavailable remote={mount.remote} />,
    })),
  };
}
