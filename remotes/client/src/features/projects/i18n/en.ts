/** English texts of the project screens; the Polish ones are in pl.ts. */
import type { projectsPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const projectsEn: Texts<typeof projectsPl> = {
  empty: 'No projects.',
  missing: 'The project was not found or you have no access.',
  tickets: 'Project tickets',
  noTickets: 'The project has no tickets.',
  noBudget: 'No budget',
  fields: {
    name: 'Name',
    state: 'State',
    manager: 'Manager',
    deadline: 'Deadline',
    hours: 'Hours',
    reported: 'Time (charged / budget)',
    time: 'Time',
    created: 'Created',
    finished: 'Finished',
  },
};
