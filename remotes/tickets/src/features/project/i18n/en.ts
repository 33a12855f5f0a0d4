/** English texts of the project screens; the Polish ones are in pl.ts. */
import { VOCABULARY } from '@helpdesk/shared/vocabulary';
import type { projectPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const projectEn: Texts<typeof projectPl> = {
  add: 'Add project',
  filters: { active: 'Active', trashed: 'Deleted', all: 'All' },
  anyState: 'Any state',
  states: VOCABULARY.en.projectState,
  columns: {
    name: 'Name',
    company: 'Company',
    manager: 'Manager',
    deadline: 'Deadline',
    hours: 'Hours',
    used: 'Used',
    state: 'State',
    tickets: 'Tickets',
  },
  fields: {
    name: 'Name',
    company_id: 'Company',
    manager_id: 'Project manager',
    deadline: 'Deadline',
    hours: 'Hours budget',
    description: 'Description',
    state: 'State',
  },
  show: 'Details',
  edit: 'Edit',
  restore: 'Restore',
  deleteTitle: 'Delete the project “{{name}}”?',
  deleteBody: 'The project can be restored later.',
  empty: 'No projects.',
  back: 'Back to the list',
  budget: 'Budget',
  used: 'Reported {{charged}} of {{budget}} ({{percent}}%)',
  usedNoBudget: 'Reported {{charged}} (no budget)',
  remaining: 'Remaining: {{remaining}}',
  over: 'Over by {{over}}',
  tickets: 'Project tickets',
  noTickets: 'The project has no tickets.',
  created: 'Created',
  updated: 'Updated',
  finished: 'Finished',
  deleted: 'Deleted',
  minutes: 'Time',
};
