/** Polish texts of the reminder screens (key `reminder`). */
import { VOCABULARY } from '@helpdesk/shared/vocabulary';

export const reminderPl = {
  add: 'Dodaj przypomnienie',
  filters: { all: 'Wszystkie', active: 'Aktywne', inactive: 'Nieaktywne' },
  columns: {
    title: 'Tytuł',
    company: 'Firma',
    employee: 'Pracownik',
    day: 'Dzień',
    period: 'Okres',
    active: 'Aktywne',
    sentAt: 'Wysłano',
  },
  periods: VOCABULARY.pl.reminderPeriod,
  fields: {
    title: 'Tytuł',
    company_id: 'Firma',
    user_id: 'Pracownik (opcjonalnie)',
    description: 'Treść zgłoszenia',
    day: 'Dzień',
    period: 'Okres',
    active: 'Aktywne',
  },
  edit: 'Edytuj',
  deleteTitle: 'Usunąć przypomnienie „{{title}}”?',
  empty: 'Brak przypomnień.',
  back: 'Wróć do listy',
  never: 'jeszcze nie',
};
