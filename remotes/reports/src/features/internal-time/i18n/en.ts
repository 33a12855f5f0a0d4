/** English texts of the internal-time screen; the Polish ones are in pl.ts. */
import { VOCABULARY } from '@helpdesk/shared/vocabulary';
import type { internalTimePl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const internalTimeEn: Texts<typeof internalTimePl> = {
  internalTime: {
    add: 'Add internal time',
    addTitle: 'New internal time',
    editTitle: 'Edit internal time',
    edit: 'Edit the entry of {{day}}',
    delete: 'Delete the entry of {{day}}',
    deleteTitle: 'Delete the internal time of {{day}} ({{duration}})?',
    save: 'Save',
    cancel: 'Cancel',
    month: 'Month',
    anyAgent: 'All agents',
    anyCategory: 'Any category',
    empty: 'No internal time this month',
    error: 'Could not load the internal time.',
    total: 'Total: {{hhmm}}',
    categories: VOCABULARY.en.internalTimeCategory,
    columns: {
      day: 'Day',
      from_hour: 'From',
      minutes: 'Time',
      category: 'Category',
      description: 'Description',
      agent: 'Agent',
      actions: 'Actions',
    },
    fields: {
      day: 'Day',
      from_hour: 'From',
      minutes: 'Time (minutes)',
      category: 'Category',
      description: 'Description',
      agent_id: 'Agent',
    },
    minutesHint: 'That is {{hhmm}} (hh:mm)',
    me: 'My own time',
  },
};
