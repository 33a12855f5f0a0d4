/**
 * The look-up paths under the API base (`/api`); `:id` is the company. Apart from the look-ups' schemas
 * (lookups.ts): the stateful root's queries read these, and the root must not pull zod into every app's first load.
 */
export const LOOKUP_PATHS = {
  companies: '/admin/lookups/companies',
  agents: '/admin/lookups/agents',
  companyPeople: '/admin/lookups/companies/:id/people',
  companyDevices: '/admin/lookups/companies/:id/devices',
  companyProjects: '/admin/lookups/companies/:id/projects',
} as const;
