import { paths } from '@helpdesk/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { useRefusedAbility } from '@helpdesk/shared';
import { decideAccess, middlewareOfHandle } from './access.ts';
import { useCurrentUser } from './session.ts';

/**
 * Renders the route only when spec §6 allows it; otherwise redirects (login, /code or /error). The path's named
 * middleware run first, then those the matched routes name (an unknown name is a 500). Past the area
 * rules, every matched route's declared ability (`handle: { ability }`, the shell's and the remotes' routes
 * alike) must be one the user holds in the shared ability table, else /error.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useCurrentUser();
  const refused = useRefusedAbility(user);
  const routeMiddleware = useMatches().flatMap((match) => middlewareOfHandle(match.handle));
  const decision = decideAccess(location.pathname, location.search, user, routeMiddleware);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // Keyed by the location: a second refused address in a row redirects again.
  if (refused) return <Navigate key={location.key} to={paths.error()} replace />;
  return children;
}
