/** Polish texts of the internal-time screen (namespace 'reports'). */
import { VOCABULARY } from '@helpdesk/shared/vocabulary';

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
