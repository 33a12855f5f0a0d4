import { agentsEn } from '../features/agents/i18n/en.ts';
import { companiesEn } from '../features/companies/i18n/en.ts';
import { evaluationsEn } from '../features/evaluations/i18n/en.ts';
import { clientsEn } from '../features/clients/i18n/en.ts';
import { employeeImportEn } from '../features/companies/i18n/employee-import-en.ts';
import { holidaysEn } from '../features/holidays/i18n/en.ts';
import { leavesEn } from '../features/leaves/i18n/en.ts';
import { textModulesEn } from '../features/text-modules/i18n/en.ts';
import { macrosEn } from '../features/macros/i18n/en.ts';
import { automationsEn } from '../features/automations/i18n/en.ts';
import type { pl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of the management remote; the type keeps its keys equal to the Polish file's. */
export const en: Texts<typeof pl> = {
  name: 'Management',
  screens: {
    assetList: 'CMDB — devices',
    assetCreate: 'New device',
    assetEdit: 'Edit device',
    companyList: 'Companies',
    companyCreate: 'New company',
    companyEdit: 'Edit company',
    companyEvaluations: 'Company evaluations',
    clientList: 'Clients',
    clientCreate: 'New client',
    clientImport: 'Employee import',
    clientEdit: 'Edit client',
    agentList: 'Agents',
    agentCreate: 'New agent',
    agentEdit: 'Edit agent',
    leaves: 'Leaves',
    holidayList: 'Holidays',
    holidayCreate: 'New holiday',
    holidayEdit: 'Edit holiday',
    evaluations: 'Client evaluations',
    competencies: 'Competency matrix',
    accessData: 'Access to system',
    auditLog: 'Audit trail',
    textModuleList: 'Text modules',
    textModuleCreate: 'New text module',
    textModuleEdit: 'Edit text module',
    macroList: 'Macros',
    macroCreate: 'New macro',
    macroEdit: 'Edit macro',
    automationList: 'Automation rules',
    automationCreate: 'New automation rule',
    automationEdit: 'Edit automation rule',
  },
  agents: agentsEn,
  evaluations: evaluationsEn,
  clients: clientsEn,
  employeeImport: employeeImportEn,
  holidays: holidaysEn,
  textModules: textModulesEn,
  macros: macrosEn,
  automations: automationsEn,
  leaves: leavesEn,
  companies: companiesEn,
};
