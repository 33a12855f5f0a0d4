import type { CurrentUser } from '../schemas/index.ts';

type UserData = CurrentUser['data'];

export interface StaffUserOptions {
  id?: number;
  firstname?: string;
  lastname?: string;
  /** Role names as `/api/user` lists them (default: `agent` plus the role itself). */
  roles?: string[];
  /** Assigned company ids. */
  companies?: number[];
  /** Any other field of the user's data (agent type, language, two-factor state, temporary password…). */
  data?: Partial<UserData>;
}

/** A signed-in staff member as `/api/user` answers it (two-factor passed, no temporary password). */
export function staffUser(role: 'admin' | 'manager' | 'agent', options: StaffUserOptions = {}): CurrentUser {
  const roles = options.roles ?? ['agent', ...(role === 'agent' ? [] : [role])];
  return {
    data: {
      id: options.id ?? 1,
      firstname: options.firstname ?? 'Test',
      lastname: options.lastname ?? role,
      email: `${role}@demo.test`,
      lang: 'pl',
      kind: 'agent',
      role,
      agent_type: 'support',
      time_scope: 480,
      company_id: null,
      company: null,
      is_two_factor_authenticated: true,
      temporary_password: false,
      ...options.data,
    },
    roles: roles.map((name) => ({ name })),
    permissions: [],
    companies: options.companies ?? [],
    scope: 'admin',
  };
}

export interface ClientUserOptions extends Omit<StaffUserOptions, 'companies'> {
  /** Permission names (`monitoring-log`, `company-report`); a VIP has both unless told otherwise. */
  permissions?: string[];
}

/**
 * A signed-in client person of company 1 (Acme, reports and monitoring logs shown) as `/api/user` answers it:
 * `client`, `client-vip` (roles client + client-vip + its permissions) or the `monitoring` machine account.
 */
export function clientUser(role: 'client' | 'client-vip' | 'monitoring', options: ClientUserOptions = {}): CurrentUser {
  const permissions = options.permissions ?? (role === 'client-vip' ? ['monitoring-log', 'company-report'] : []);
  const roles = options.roles ?? (role === 'client' ? ['client'] : ['client', role, ...permissions]);
  return {
    data: {
      id: options.id ?? 17,
      firstname: options.firstname ?? 'Test',
      lastname: options.lastname ?? role,
      email: `${role === 'client-vip' ? 'vip' : role}@demo.test`,
      lang: 'pl',
      kind: 'client',
      role,
      agent_type: null,
      time_scope: 0,
      company_id: 1,
      company: { id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME', show_reports: 1, show_monitoring_logs: 1 },
      is_two_factor_authenticated: false,
      temporary_password: false,
      ...options.data,
    },
    roles: roles.map((name) => ({ name })),
    permissions: permissions.map((name) => ({ name })),
    companies: [1],
    scope: 'client',
  };
}
