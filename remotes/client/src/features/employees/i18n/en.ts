/** English texts of the employee screens; the Polish ones are in pl.ts. */
import type { employeesPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const employeesEn: Texts<typeof employeesPl> = {
  add: 'Add employee',
  create: 'Add employee',
  search: 'Search employees',
  empty: 'No employees.',
  emptySearch: 'Nothing found for "{{search}}".',
  actions: 'Actions',
  editOne: 'Edit {{name}}',
  editTitle: 'Edit: {{name}}',
  invited: 'Invitation sent to {{email}}',
  updated: 'Employee updated',
  failed: 'Could not save. Please try again.',
  missing: 'The employee was not found or you have no access.',
  back: 'Back to employees',
  passwordInfo:
    'We send an invitation to the address: the new employee receives a temporary password by e-mail and sets their own after the first login.',
  emailHint: 'A new address takes effect once the employee opens the link we send to it.',
  emailPending: 'The new address {{email}} awaits confirmation: we sent a link to it. Until then the current address stays.',
  confirmationSent: 'Saved. A confirmation link was sent to {{email}}; the address changes once it is opened.',
  fields: {
    name: 'Name',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail',
    additional_email: 'Additional e-mail',
    job_position: 'Job position',
    phone: 'Phone',
    role: 'Role',
    city: 'City',
    lang: 'Language',
  },
};
