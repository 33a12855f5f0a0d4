/**
 * For unit tests only: the signed-in client (roles and permissions as GET /api/user gives them), the shared
 * providers the shell gives every screen, and the toasts a screen asks the shell to show.
 */
import { currentUserAtom, store } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { renderRoute, setUpScreenTests } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

type Who = 'client' | 'vip';

export function clientUser(who: Who): CurrentUser {
  const vip = who === 'vip';
  return {
    data: {
      id: vip ? 18 : 17,
      firstname: vip ? 'Wiktor' : 'Celina',
      lastname: vip ? 'Prezes' : 'Klient',
      email: vip ? 'vip@demo.test' : 'client@demo.test',
      lang: 'pl',
      kind: 'client',
      role: vip ? 'client-vip' : 'client',
      agent_type: null,
      time_scope: 0,
      company_id: 1,
      company: { id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME', show_reports: 1, show_monitoring_logs: 1 },
      is_two_factor_authenticated: false,
      temporary_password: false,
    },
    roles: vip ? [{ name: 'client' }, { name: 'client-vip' }, { name: 'monitoring-log' }, { name: 'company-report' }] : [{ name: 'client' }],
    permissions: vip ? [{ name: 'monitoring-log' }, { name: 'company-report' }] : [],
    companies: [1],
    scope: 'client',
  };
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
