/** Polish texts of the client remote (namespace 'client'). */
export const pl = {
  name: 'Strefa klienta',
  screens: {
    ticketList: 'Moje zgłoszenia',
    companyTickets: 'Zgłoszenia firmy',
    ticketCreate: 'Nowe zgłoszenie',
    ticketShow: 'Szczegóły zgłoszenia',
    projectList: 'Projekty',
    projectShow: 'Szczegóły projektu',
    employeeList: 'Pracownicy',
    employeeCreate: 'Nowy pracownik',
    employeeEdit: 'Edycja pracownika',
    companyReport: 'Raport firmy',
    monitoringLog: 'Logi monitoringu',
  },
};
