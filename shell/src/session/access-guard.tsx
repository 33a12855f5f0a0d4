import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useRefusedAbility } from '@helpdesk/shared';
import { decideAccess } from './access.ts';
import { useCurrentUser } from './session.ts';

/**
 * Renders the route only when spec §6 allows it; otherwise redirects (login, /code or /error). Past the area
 * rules, every matched route's declared ability (`handle: { ability }`, the shell's and the remotes' routes
 * alike) must be one the user holds in the shared ability table, else /error.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useCurrentUser();
  const refused = useRefusedAbility(user);
  const decision = decideAccess(location.pathname, location.search, user);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // Keyed by the location: a second refused address in a row redirects again.
  if (refused) return <Navigate key={location.key} to="/error" replace />;
  return children;
}
