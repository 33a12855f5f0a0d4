import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { guardRedirect } from './access.ts';
import { useCurrentUser } from './session.ts';

/**
 * Renders the route only when spec §6 allows it; otherwise redirects (login, /code or /error). The path's named
 * middleware run first, then those the matched routes name (an unknown name is a 500). Past the area
 * rules, every matched route's declared ability (`handle: { ability }`, the shell's and the remotes' routes
 * alike) must be one the user holds in the shared ability table, else /error. The server's render decides by the
 * same function and answers such a page with the redirect (server/render.tsx).
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useCurrentUser();
  const handles = useMatches().map((match) => match.handle);
  const to = guardRedirect(location.pathname, location.search, user, handles);
  // Keyed by the location: a second refused address in a row redirects again.
  if (to) return <Navigate key={location.key} to={to} replace />;
  return children;
}
