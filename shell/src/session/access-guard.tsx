import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideAccess } from './access.ts';
import { useCurrentUser } from './session.ts';

/** Renders the route only when spec §6 allows it; otherwise redirects (login, /code or /error). */
export function AccessGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useCurrentUser();
  const decision = decideAccess(location.pathname, location.search, user);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
