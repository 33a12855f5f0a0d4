import type { CurrentUser } from '../schemas/index.ts';

export interface StaffUserOptions {
  id?: number;
  firstname?: string;
  lastname?: string;
  /** Role names as `/api/user` lists them (default: `agent` plus the role itself). */
  roles?: string[];
  /** Assigned company ids. */
  companies?: number[];
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
    },
    roles: roles.map((name) => ({ name })),
    permissions: [],
    companies: options.companies ?? [],
    scope: 'admin',
  };
}
