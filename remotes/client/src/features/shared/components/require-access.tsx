/**
 * Screens that need a role or permission (spec §6: company tickets and employees for client-vip, the company report
 * and monitoring logs for their permissions). Typing the URL without it goes where role failures go: /error
 * ('Brak uprawnień'). The server refuses the data anyway (403); this only spares the empty screen.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAccess, type AccessName } from '../hooks/use-access.ts';

export function RequireAccess({ name, children }: { name: AccessName; children: ReactNode }) {
  const access = useAccess();
  // The shell renders the client area only once the user is known; without one, let the shell's guard decide.
  if (access.loaded && !access.has(name)) return <Navigate to="/error" replace />;
  return <>{children}</>;
}

/** A route component wrapped in its access rule. */
export function guarded<P extends object>(name: AccessName, Screen: (props: P) => ReactNode) {
  return function GuardedScreen(props: P) {
    return (
      <RequireAccess name={name}>
        <Screen {...props} />
      </RequireAccess>
    );
  };
}
