/** Polish texts of the project screens (key `projects`). */
export const projectsPl = {
  empty: 'Brak projektów.',
  missing: 'Nie znaleziono projektu albo nie masz do niego dostępu.',
  tickets: 'Zgłoszenia projektu',
  noTickets: 'Projekt nie ma zgłoszeń.',
  noBudget: 'Bez budżetu',
  fields: {
    name: 'Nazwa',
    state: 'Stan',
    manager: 'Kierownik',
    deadline: 'Termin',
    hours: 'Godziny',
    reported: 'Czas (rozliczony / budżet)',
    time: 'Czas',
    created: 'Utworzony',
    finished: 'Zakończony',
  },
};
