/** English texts of the holiday screens (namespace 'management', key `holidays`); the Polish ones are in pl.ts, each language its own chunk. */
import type { holidaysPl } from './pl.ts';

export const holidaysEn: typeof holidaysPl = {
  add: 'Add a holiday',
  create: 'Add',
  year: 'Year',
  empty: 'No holidays in {{year}}.',
  fields: { name: 'Name', date: 'Date', weekday: 'Weekday' },
  actions: 'Actions',
  edit: 'Edit',
  editOne: 'Edit: {{name}}',
  editTitle: 'Edit: {{name}}',
  delete: 'Delete',
  deleteOne: 'Delete: {{name}}',
  deleteTitle: 'Delete the holiday “{{name}}”?',
  deleteBody: 'SLA deadlines computed from now on and the agents’ expected hours will include this day again.',
  info: 'Holidays move SLA deadlines (computed after they are added) and do not count towards the agents’ expected hours.',
  created: 'Holiday added',
  updated: 'Holiday updated',
  deleted: 'Holiday deleted',
  failed: 'Could not save. Please try again.',
  missing: 'Holiday not found.',
  back: 'Back to the list',
  save: 'Save',
  cancel: 'Cancel',
  loading: 'Loading…',
};
