/**
 * For unit tests only: the signed-in client (roles and permissions as GET /api/user gives them), the shared
 * providers the shell gives every screen, and the toasts a screen asks the shell to show.
 */
import { currentUserAtom, store } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { clientUser as sharedClientUser, renderRoute, setUpScreenTests } from '@helpdesk/shared/testing';
import { routes } from '../routes.tsx';

type Who = 'client' | 'vip';

export function clientUser(who: Who): CurrentUser {
  return who === 'vip'
    ? sharedClientUser('client-vip', { id: 18, firstname: 'Wiktor', lastname: 'Prezes' })
    : sharedClientUser('client', { id: 17, firstname: 'Celina', lastname: 'Klient' });
}

/** Hooks for a describe block (setUpScreenTests: Polish, the toasts collected, fake APIs restored), and the signed-in user reset per test. */
export function useClientArea() {
  const { toasts } = setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, clientUser('client')));
  return { toasts };
}

/** Where the shell sends role failures (spec §6); a stand-in so the router has somewhere to go. */
const errorPage = { path: 'error', element: <p>Brak uprawnień</p> };

/** Renders the client area at `path`, signed in as `who`. */
export async function openAs(who: Who, path: string) {
  store.set(currentUserAtom, clientUser(who));
  return renderRoute([...routes, errorPage], path);
}
