/**
 * The route guard of the ability table (spec §6): every matched route may declare `handle: { ability }`; a user
 * who lacks one of the declared abilities goes where role failures go, /error. The shell wraps every route in it
 * and the remotes' route tests render through it, so a route is guarded by declaring its ability, not by code.
 */
import type { ReactNode } from 'react';
import { Navigate, useMatches } from 'react-router-dom';
import { abilityOfHandle, can, type Ability, type AbilityHolder } from '../permissions.ts';

/** The first declared ability among the matched routes that the holder lacks, or null. */
export function useRefusedAbility(holder: AbilityHolder | null | undefined): Ability | null {
  const matches = useMatches();
  for (const match of matches) {
    const ability = abilityOfHandle(match.handle);
    if (ability && !can(holder, ability)) return ability;
  }
  return null;
}

export function AbilityGuard({ user, children }: { user: AbilityHolder | null | undefined; children: ReactNode }) {
  const refused = useRefusedAbility(user);
  if (refused) return <Navigate to="/error" replace />;
  return <>{children}</>;
}
