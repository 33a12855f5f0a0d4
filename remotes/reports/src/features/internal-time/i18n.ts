/** Texts of the internal-time screen (namespace 'reports'). */
import { VOCABULARY } from '@helpdesk/shared/vocabulary';
import { addTranslations } from '@helpdesk/shared';

export const internalTimePl = {
  internalTime: {
    add: 'Dodaj czas wewnętrzny',
    addTitle: 'Nowy czas wewnętrzny',
    editTitle: 'Edycja czasu wewnętrznego',
    edit: 'Edytuj wpis z dnia {{day}}',
    delete: 'Usuń wpis z dnia {{day}}',
    deleteTitle: 'Usunąć czas wewnętrzny z dnia {{day}} ({{duration}})?',
    save: 'Zapisz',
    cancel: 'Anuluj',
    month: 'Miesiąc',
    anyAgent: 'Wszyscy agenci',
    anyCategory: 'Każda kategoria',
    empty: 'Brak czasu wewnętrznego w tym miesiącu',
    error: 'Nie udało się wczytać czasu wewnętrznego.',
    total: 'Razem: {{hhmm}}',
    categories: VOCABULARY.pl.internalTimeCategory,
    columns: {
      day: 'Dzień',
      from_hour: 'Od godziny',
      minutes: 'Czas',
      category: 'Kategoria',
      description: 'Opis',
      agent: 'Agent',
      actions: 'Akcje',
    },
    fields: {
      day: 'Dzień',
      from_hour: 'Od godziny',
      minutes: 'Czas (minuty)',
      category: 'Kategoria',
      description: 'Opis',
      agent_id: 'Agent',
    },
    minutesHint: 'To {{hhmm}} (gg:mm)',
    me: 'Mój czas',
  },
};

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

/** Registered by the screens themselves: the texts load with the screens' chunk, not with the remote's first route. */
addTranslations('reports', { pl: internalTimePl, en: internalTimeEn });
