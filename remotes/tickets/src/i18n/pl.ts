/** Polish texts of the tickets remote (namespace 'tickets'). */
export const pl = {
  name: 'Zgłoszenia',
  screens: {
    ticketList: 'Zgłoszenia',
    ticketCreate: 'Nowe zgłoszenie',
    ticketShow: 'Szczegóły zgłoszenia',
    monitoringLog: 'Logi monitoringu',
    unassignedEmail: 'Nieprzypisane e-maile',
    reminderList: 'Przypomnienia',
    reminderCreate: 'Nowe przypomnienie',
    reminderEdit: 'Edycja przypomnienia',
    projectList: 'Projekty',
    projectCreate: 'Nowy projekt',
    projectEdit: 'Edycja projektu',
    projectShow: 'Szczegóły projektu',
  },
};
