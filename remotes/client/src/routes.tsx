/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen. Screens that need a role or permission (spec §6) are wrapped in their access rule.
 */
import type { RouteObject } from 'react-router-dom';
import { addTranslations, type RemoteName } from '@helpdesk/shared';
import { createRemoteRoot, lazyScreen } from '@helpdesk/shared/remote';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';
import { guarded } from './features/shared/components/require-access.tsx';

addTranslations('client', { pl, en });

export const remote: RemoteName = 'client';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

export const routes: RouteObject[] = [
  { path: 'ticket', lazy: lazyScreen(() => import('./features/client-tickets/components/ticket-list-screen.tsx'), 'OwnTicketsScreen') },
  {
    path: 'ticket/companyindex',
    lazy: lazyScreen(() => import('./features/client-tickets/components/ticket-list-screen.tsx'), 'CompanyTicketsScreen', (screen) => guarded('client-vip', screen)),
  },
  { path: 'ticket/create', lazy: lazyScreen(() => import('./features/client-tickets/components/ticket-create-screen.tsx'), 'TicketCreateScreen') },
  { path: 'ticket/show/:id?', lazy: lazyScreen(() => import('./features/client-tickets/components/ticket-show-screen.tsx'), 'TicketShowScreen') },
  { path: 'project', lazy: lazyScreen(() => import('./features/projects/components/project-list-screen.tsx'), 'ProjectListScreen') },
  { path: 'project/show/:id?', lazy: lazyScreen(() => import('./features/projects/components/project-show-screen.tsx'), 'ProjectShowScreen') },
  { path: 'client', lazy: lazyScreen(() => import('./features/employees/components/employee-list-screen.tsx'), 'EmployeeListScreen', (screen) => guarded('client-vip', screen)) },
  {
    path: 'client/create',
    lazy: lazyScreen(() => import('./features/employees/components/employee-form-screen.tsx'), 'EmployeeCreateScreen', (screen) => guarded('client-vip', screen)),
  },
  {
    path: 'client/edit/:id?',
    lazy: lazyScreen(() => import('./features/employees/components/employee-form-screen.tsx'), 'EmployeeEditScreen', (screen) => guarded('client-vip', screen)),
  },
  {
    path: 'company-report',
    lazy: lazyScreen(() => import('./features/company-report/components/company-report-screen.tsx'), 'CompanyReportScreen', (screen) => guarded('company-report', screen)),
  },
  {
    path: 'monitoring-log',
    lazy: lazyScreen(() => import('./features/monitoring-log/components/monitoring-log-screen.tsx'), 'MonitoringLogScreen', (screen) => guarded('monitoring-log', screen)),
  },
];

export const Root = createRemoteRoot(remote, version);
