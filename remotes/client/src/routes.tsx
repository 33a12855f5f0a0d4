/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen. Each declares the ability it needs (`handle`, the shared ability table, spec §6); the shell's guard
 * sends a user without it to /error.
 */
import type { RouteObject } from 'react-router-dom';
import { addLazyTranslations, needs, type RemoteName } from '@helpdesk/shared';
import { createRemoteRoot, lazyScreen, withTexts } from '@helpdesk/shared/remote';

// Only the language shown comes with the first screen; the other loads when the user switches to it.
const textsReady = addLazyTranslations('client', {
  pl: () => import('./i18n/pl.ts').then((texts) => texts.pl),
  en: () => import('./i18n/en.ts').then((texts) => texts.en),
});

export const remote: RemoteName = 'client';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

const screens: RouteObject[] = [
  {
    path: 'ticket',
    handle: needs('client.tickets'),
    lazy: lazyScreen(() => import('./features/client-tickets/components/ticket-list-screen.tsx'), 'OwnTicketsScreen'),
  },
  {
    path: 'ticket/companyindex',
    handle: needs('client.company-tickets'),
    lazy: lazyScreen(() => import('./features/client-tickets/components/ticket-list-screen.tsx'), 'CompanyTicketsScreen'),
  },
  {
    path: 'ticket/create',
    handle: needs('client.tickets'),
    lazy: lazyScreen(() => import('./features/client-tickets/components/ticket-create-screen.tsx'), 'TicketCreateScreen'),
  },
  {
    path: 'ticket/show/:id?',
    handle: needs('client.tickets'),
    lazy: lazyScreen(() => import('./features/client-tickets/components/ticket-show-screen.tsx'), 'TicketShowScreen'),
  },
  {
    path: 'project',
    handle: needs('client.tickets'),
    lazy: lazyScreen(() => import('./features/projects/components/project-list-screen.tsx'), 'ProjectListScreen'),
  },
  {
    path: 'project/show/:id?',
    handle: needs('client.tickets'),
    lazy: lazyScreen(() => import('./features/projects/components/project-show-screen.tsx'), 'ProjectShowScreen'),
  },
  {
    path: 'client',
    handle: needs('client.employees'),
    lazy: lazyScreen(() => import('./features/employees/components/employee-list-screen.tsx'), 'EmployeeListScreen'),
  },
  {
    path: 'client/create',
    handle: needs('client.employees'),
    lazy: lazyScreen(() => import('./features/employees/components/employee-form-screen.tsx'), 'EmployeeCreateScreen'),
  },
  {
    path: 'client/edit/:id?',
    handle: needs('client.employees'),
    lazy: lazyScreen(() => import('./features/employees/components/employee-form-screen.tsx'), 'EmployeeEditScreen'),
  },
  {
    path: 'company-report',
    handle: needs('client.company-report'),
    lazy: lazyScreen(() => import('./features/company-report/components/company-report-screen.tsx'), 'CompanyReportScreen'),
  },
  {
    path: 'contract',
    handle: needs('client.contract-balance'),
    lazy: lazyScreen(() => import('./features/contract-balance/components/contract-balance-screen.tsx'), 'ContractBalanceScreen'),
  },
  {
    path: 'monitoring-log',
    handle: needs('client.monitoring-log'),
    lazy: lazyScreen(() => import('./features/monitoring-log/components/monitoring-log-screen.tsx'), 'MonitoringLogScreen'),
  },
];

export const routes: RouteObject[] = withTexts(screens, textsReady);

export const Root = createRemoteRoot(remote, version);
