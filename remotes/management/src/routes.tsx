/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen.
 */
import type { RouteObject } from 'react-router-dom';
import { addLazyTranslations, needs, type RemoteName } from '@helpdesk/shared';
import { createRemoteRoot, lazyScreen, withTexts } from '@helpdesk/shared/remote';

// Only the language shown comes with the first screen; the other loads when the user switches to it.
const textsReady = addLazyTranslations('management', {
  pl: () => import('./i18n/pl.ts').then((texts) => texts.pl),
  en: () => import('./i18n/en.ts').then((texts) => texts.en),
});

export const remote: RemoteName = 'management';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

const companyForm = lazyScreen(() => import('./features/companies/components/company-form-screen.tsx'), 'CompanyFormScreen');
const deviceForm = lazyScreen(() => import('./features/devices/components/device-form-screen.tsx'), 'DeviceFormScreen');

const screens: RouteObject[] = [
  {
    path: 'asset',
    handle: needs('assets.view'),
    lazy: lazyScreen(() => import('./features/devices/components/device-list-screen.tsx'), 'DeviceListScreen'),
  },
  { path: 'asset/create', handle: needs('assets.view'), lazy: deviceForm },
  { path: 'asset/edit/:id?', handle: needs('assets.view'), lazy: deviceForm },
  {
    path: 'asset/import',
    handle: needs('assets.view'),
    lazy: lazyScreen(() => import('./features/devices/components/device-import-screen.tsx'), 'DeviceImportScreen'),
  },
  {
    path: 'company',
    handle: needs('companies.manage'),
    lazy: lazyScreen(() => import('./features/companies/components/company-list-screen.tsx'), 'CompanyListScreen'),
  },
  { path: 'company/create', handle: needs('companies.manage'), lazy: companyForm },
  { path: 'company/edit/:id?', handle: needs('companies.manage'), lazy: companyForm },
  {
    path: 'company/evaluations/:id?',
    handle: needs('companies.manage'),
    lazy: lazyScreen(() => import('./features/evaluations/components/evaluation-list-screen.tsx'), 'CompanyEvaluationListScreen'),
  },
  {
    path: 'client',
    handle: needs('clients.view'),
    lazy: lazyScreen(() => import('./features/clients/components/client-list-screen.tsx'), 'ClientListScreen'),
  },
  {
    path: 'client/create',
    handle: needs('clients.view'),
    lazy: lazyScreen(() => import('./features/clients/components/client-form-screen.tsx'), 'ClientCreateScreen'),
  },
  {
    path: 'client/edit/:id?',
    handle: needs('clients.view'),
    lazy: lazyScreen(() => import('./features/clients/components/client-form-screen.tsx'), 'ClientEditScreen'),
  },
  {
    path: 'client/import',
    handle: needs('clients.view'),
    lazy: lazyScreen(() => import('./features/companies/components/employee-import-screen.tsx'), 'EmployeeImportScreen'),
  },
  {
    path: 'agent',
    handle: needs('agents.manage'),
    lazy: lazyScreen(() => import('./features/agents/components/agent-list-screen.tsx'), 'AgentListScreen'),
  },
  {
    path: 'agent/create',
    handle: needs('agents.manage'),
    lazy: lazyScreen(() => import('./features/agents/components/agent-form-screen.tsx'), 'AgentFormScreen'),
  },
  {
    path: 'agent/edit/:id?',
    handle: needs('agents.manage'),
    lazy: lazyScreen(() => import('./features/agents/components/agent-form-screen.tsx'), 'AgentFormScreen'),
  },
  {
    path: 'leave',
    handle: needs('leaves.view'),
    lazy: lazyScreen(() => import('./features/leaves/components/leave-calendar-screen.tsx'), 'LeaveCalendarScreen'),
  },
  {
    path: 'holiday',
    handle: needs('holidays.manage'),
    lazy: lazyScreen(() => import('./features/holidays/components/holiday-list-screen.tsx'), 'HolidayListScreen'),
  },
  {
    path: 'holiday/create',
    handle: needs('holidays.manage'),
    lazy: lazyScreen(() => import('./features/holidays/components/holiday-form-screen.tsx'), 'HolidayCreateScreen'),
  },
  {
    path: 'holiday/edit/:id?',
    handle: needs('holidays.manage'),
    lazy: lazyScreen(() => import('./features/holidays/components/holiday-form-screen.tsx'), 'HolidayEditScreen'),
  },
  {
    path: 'text-modules',
    handle: needs('text-modules.manage'),
    lazy: lazyScreen(() => import('./features/text-modules/components/text-module-list-screen.tsx'), 'TextModuleListScreen'),
  },
  {
    path: 'text-modules/create',
    handle: needs('text-modules.manage'),
    lazy: lazyScreen(() => import('./features/text-modules/components/text-module-form-screen.tsx'), 'TextModuleCreateScreen'),
  },
  {
    path: 'text-modules/edit/:id?',
    handle: needs('text-modules.manage'),
    lazy: lazyScreen(() => import('./features/text-modules/components/text-module-form-screen.tsx'), 'TextModuleEditScreen'),
  },
  {
    path: 'macros',
    handle: needs('macros.manage'),
    lazy: lazyScreen(() => import('./features/macros/components/macro-list-screen.tsx'), 'MacroListScreen'),
  },
  {
    path: 'macros/create',
    handle: needs('macros.manage'),
    lazy: lazyScreen(() => import('./features/macros/components/macro-form-screen.tsx'), 'MacroCreateScreen'),
  },
  {
    path: 'macros/edit/:id?',
    handle: needs('macros.manage'),
    lazy: lazyScreen(() => import('./features/macros/components/macro-form-screen.tsx'), 'MacroEditScreen'),
  },
  {
    path: 'automations',
    handle: needs('automations.manage'),
    lazy: lazyScreen(() => import('./features/automations/components/automation-list-screen.tsx'), 'AutomationListScreen'),
  },
  {
    path: 'automations/create',
    handle: needs('automations.manage'),
    lazy: lazyScreen(() => import('./features/automations/components/automation-form-screen.tsx'), 'AutomationCreateScreen'),
  },
  {
    path: 'automations/edit/:id?',
    handle: needs('automations.manage'),
    lazy: lazyScreen(() => import('./features/automations/components/automation-form-screen.tsx'), 'AutomationEditScreen'),
  },
  {
    path: 'evaluation',
    handle: needs('evaluations.view-all'),
    lazy: lazyScreen(() => import('./features/evaluations/components/evaluation-list-screen.tsx'), 'EvaluationListScreen'),
  },
  {
    path: 'competencies',
    handle: needs('competencies.view'),
    lazy: lazyScreen(() => import('./features/competencies/components/competency-matrix-screen.tsx'), 'CompetencyMatrixScreen'),
  },
  {
    path: 'access-data',
    handle: needs('access-data.view'),
    lazy: lazyScreen(() => import('./features/access-data/components/access-data-screen.tsx'), 'AccessDataScreen'),
  },
  {
    path: 'audit-log',
    handle: needs('audit-log.view'),
    lazy: lazyScreen(() => import('./features/audit-log/components/audit-log-screen.tsx'), 'AuditLogScreen'),
  },
];

export const routes: RouteObject[] = withTexts(screens, textsReady);

export const Root = createRemoteRoot(remote, version);
