/** What the logged-in client may see (spec §5, §6): role and permission names from GET /api/user. */
import { useAtomValue } from 'jotai';
import { currentUserAtom, type Permission, type RoleName } from '@helpdesk/shared';

export type AccessName = RoleName | Permission;

export function useAccess() {
  const user = useAtomValue(currentUserAtom);
  const names = new Set(user?.roles.map((role) => role.name) ?? []);
  return {
    user,
    loaded: user !== null,
    has: (name: AccessName) => names.has(name),
  };
}
