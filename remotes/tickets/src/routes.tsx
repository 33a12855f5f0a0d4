/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen.
 */
import type { RouteObject } from 'react-router-dom';
import { addTranslations, type RemoteName } from '@helpdesk/shared';
import { createRemoteRoot, lazyScreen } from '@helpdesk/shared/remote';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';

addTranslations('tickets', { pl, en });

export const remote: RemoteName = 'tickets';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

export const routes: RouteObject[] = [
  { path: 'ticket', lazy: lazyScreen(() => import('./features/ticket-list/components/ticket-list-screen.tsx'), 'TicketListScreen') },
  { path: 'ticket/create', lazy: lazyScreen(() => import('./features/ticket-create/components/ticket-create-screen.tsx'), 'TicketCreateScreen') },
  { path: 'ticket/show/:id?', lazy: lazyScreen(() => import('./features/ticket-show/components/ticket-show-screen.tsx'), 'TicketShowScreen') },
  { path: 'monitoring-log', lazy: lazyScreen(() => import('./features/monitoring-log/components/monitoring-log-screen.tsx'), 'MonitoringLogScreen') },
  { path: 'unassigned-email', lazy: lazyScreen(() => import('./features/unassigned-email/components/unassigned-email-screen.tsx'), 'UnassignedEmailScreen') },
  { path: 'reminder', lazy: lazyScreen(() => import('./features/reminder/components/reminder-list-screen.tsx'), 'ReminderListScreen') },
  { path: 'reminder/create', lazy: lazyScreen(() => import('./features/reminder/components/reminder-form-screen.tsx'), 'ReminderFormScreen') },
  { path: 'reminder/edit/:id?', lazy: lazyScreen(() => import('./features/reminder/components/reminder-form-screen.tsx'), 'ReminderFormScreen') },
  { path: 'project', lazy: lazyScreen(() => import('./features/project/components/project-list-screen.tsx'), 'ProjectListScreen') },
  { path: 'project/create', lazy: lazyScreen(() => import('./features/project/components/project-form-screen.tsx'), 'ProjectFormScreen') },
  { path: 'project/edit/:id?', lazy: lazyScreen(() => import('./features/project/components/project-form-screen.tsx'), 'ProjectFormScreen') },
  { path: 'project/show/:id?', lazy: lazyScreen(() => import('./features/project/components/project-show-screen.tsx'), 'ProjectShowScreen') },
];

export const Root = createRemoteRoot(remote, version);
