/** English texts of the reminder screens; the Polish ones are in pl.ts. */
import { VOCABULARY } from '@helpdesk/shared/vocabulary';
import type { reminderPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const reminderEn: Texts<typeof reminderPl> = {
  add: 'Add reminder',
  filters: { all: 'All', active: 'Active', inactive: 'Inactive' },
  columns: { title: 'Title', company: 'Company', employee: 'Employee', day: 'Day', period: 'Period', active: 'Active', sentAt: 'Sent' },
  periods: VOCABULARY.en.reminderPeriod,
  fields: {
    title: 'Title',
    company_id: 'Company',
    user_id: 'Employee (optional)',
    description: 'Ticket text',
    day: 'Day',
    period: 'Period',
    active: 'Active',
  },
  edit: 'Edit',
  deleteTitle: 'Delete the reminder “{{title}}”?',
  empty: 'No reminders.',
  back: 'Back to the list',
  never: 'not yet',
};
