/** Polish texts of the management remote (namespace 'management'). */
import { agentsPl } from '../features/agents/i18n/pl.ts';
import { companiesPl } from '../features/companies/i18n/pl.ts';
import { evaluationsPl } from '../features/evaluations/i18n/pl.ts';
import { clientsPl } from '../features/clients/i18n/pl.ts';
import { employeeImportPl } from '../features/companies/i18n/employee-import-pl.ts';
import { holidaysPl } from '../features/holidays/i18n/pl.ts';
import { leavesPl } from '../features/leaves/i18n/pl.ts';
import { textModulesPl } from '../features/text-modules/i18n/pl.ts';
import { macrosPl } from '../features/macros/i18n/pl.ts';
import { automationsPl } from '../features/automations/i18n/pl.ts';

export const pl = {
  name: 'Zarządzanie',
  screens: {
    assetList: 'CMDB — urządzenia',
    assetCreate: 'Nowe urządzenie',
    assetEdit: 'Edycja urządzenia',
    companyList: 'Firmy',
    companyCreate: 'Nowa firma',
    companyEdit: 'Edycja firmy',
    companyEvaluations: 'Oceny firmy',
    clientList: 'Klienci',
    clientCreate: 'Nowy klient',
    clientImport: 'Import pracowników',
    clientEdit: 'Edycja klienta',
    agentList: 'Agenci',
    agentCreate: 'Nowy agent',
    agentEdit: 'Edycja agenta',
    leaves: 'Urlopy',
    holidayList: 'Dni wolne',
    holidayCreate: 'Nowy dzień wolny',
    holidayEdit: 'Edycja dnia wolnego',
    evaluations: 'Oceny klientów',
    competencies: 'Macierz kompetencji',
    accessData: 'Dostęp do systemu',
    auditLog: 'Dziennik zmian',
    textModuleList: 'Moduły tekstowe',
    textModuleCreate: 'Nowy moduł tekstowy',
    textModuleEdit: 'Edycja modułu tekstowego',
    macroList: 'Makra',
    macroCreate: 'Nowe makro',
    macroEdit: 'Edycja makra',
    automationList: 'Reguły automatyzacji',
    automationCreate: 'Nowa reguła automatyzacji',
    automationEdit: 'Edycja reguły automatyzacji',
  },
  agents: agentsPl,
  evaluations: evaluationsPl,
  clients: clientsPl,
  employeeImport: employeeImportPl,
  holidays: holidaysPl,
  textModules: textModulesPl,
  macros: macrosPl,
  automations: automationsPl,
  leaves: leavesPl,
  companies: companiesPl,
};
