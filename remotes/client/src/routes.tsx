/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen. Screens that need a role or permission (spec §6) are wrapped in their access rule.
 */
import type { RouteObject } from 'react-router-dom';
import { addTranslations, type RemoteName } from '@helpdesk/shared';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';
import { guarded } from './features/shared/components/require-access.tsx';

addTranslations('client', { pl, en });

export const remote: RemoteName = 'client';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

export const routes: RouteObject[] = [
  { path: 'ticket', lazy: () => import('./features/client-tickets/components/ticket-list-screen.tsx').then((m) => ({ Component: m.OwnTicketsScreen })) },
  {
    path: 'ticket/companyindex',
    lazy: () => import('./features/client-tickets/components/ticket-list-screen.tsx').then((m) => ({ Component: guarded('client-vip', m.CompanyTicketsScreen) })),
  },
  { path: 'ticket/create', lazy: () => import('./features/client-tickets/components/ticket-create-screen.tsx').then((m) => ({ Component: m.TicketCreateScreen })) },
  { path: 'ticket/show/:id?', lazy: () => import('./features/client-tickets/components/ticket-show-screen.tsx').then((m) => ({ Component: m.TicketShowScreen })) },
  { path: 'project', lazy: () => import('./features/projects/components/project-list-screen.tsx').then((m) => ({ Component: m.ProjectListScreen })) },
  { path: 'project/show/:id?', lazy: () => import('./features/projects/components/project-show-screen.tsx').then((m) => ({ Component: m.ProjectShowScreen })) },
  { path: 'client', lazy: () => import('./features/employees/components/employee-list-screen.tsx').then((m) => ({ Component: guarded('client-vip', m.EmployeeListScreen) })) },
  {
    path: 'client/create',
    lazy: () => import('./features/employees/components/employee-form-screen.tsx').then((m) => ({ Component: guarded('client-vip', m.EmployeeCreateScreen) })),
  },
  {
    path: 'client/edit/:id?',
    lazy: () => import('./features/employees/components/employee-form-screen.tsx').then((m) => ({ Component: guarded('client-vip', m.EmployeeEditScreen) })),
  },
  {
    path: 'company-report',
    lazy: () => import('./features/company-report/components/company-report-screen.tsx').then((m) => ({ Component: guarded('company-report', m.CompanyReportScreen) })),
  },
  {
    path: 'monitoring-log',
    lazy: () => import('./features/monitoring-log/components/monitoring-log-screen.tsx').then((m) => ({ Component: guarded('monitoring-log', m.MonitoringLogScreen) })),
  },
];

export { Root } from './remote-root.tsx';
