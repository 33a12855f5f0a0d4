/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen.
 */
import type { RouteObject } from 'react-router-dom';
import { addTranslations, needs, type RemoteName } from '@helpdesk/shared';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';

addTranslations('tickets', { pl, en });

export const remote: RemoteName = 'tickets';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

/** Every screen here is the staff area's (shared ability table, spec §6). */
const work = needs('tickets.work');

export const routes: RouteObject[] = [
  { path: 'ticket', handle: work, lazy: () => import('./features/ticket-list/components/ticket-list-screen.tsx').then((m) => ({ Component: m.TicketListScreen })) },
  { path: 'ticket/create', handle: work, lazy: () => import('./features/ticket-create/components/ticket-create-screen.tsx').then((m) => ({ Component: m.TicketCreateScreen })) },
  { path: 'ticket/show/:id?', handle: work, lazy: () => import('./features/ticket-show/components/ticket-show-screen.tsx').then((m) => ({ Component: m.TicketShowScreen })) },
  { path: 'monitoring-log', handle: work, lazy: () => import('./features/monitoring-log/components/monitoring-log-screen.tsx').then((m) => ({ Component: m.MonitoringLogScreen })) },
  { path: 'unassigned-email', handle: work, lazy: () => import('./features/unassigned-email/components/unassigned-email-screen.tsx').then((m) => ({ Component: m.UnassignedEmailScreen })) },
  { path: 'reminder', handle: work, lazy: () => import('./features/reminder/components/reminder-list-screen.tsx').then((m) => ({ Component: m.ReminderListScreen })) },
  { path: 'reminder/create', handle: work, lazy: () => import('./features/reminder/components/reminder-form-screen.tsx').then((m) => ({ Component: m.ReminderFormScreen })) },
  { path: 'reminder/edit/:id?', handle: work, lazy: () => import('./features/reminder/components/reminder-form-screen.tsx').then((m) => ({ Component: m.ReminderFormScreen })) },
  { path: 'project', handle: work, lazy: () => import('./features/project/components/project-list-screen.tsx').then((m) => ({ Component: m.ProjectListScreen })) },
  { path: 'project/create', handle: work, lazy: () => import('./features/project/components/project-form-screen.tsx').then((m) => ({ Component: m.ProjectFormScreen })) },
  { path: 'project/edit/:id?', handle: work, lazy: () => import('./features/project/components/project-form-screen.tsx').then((m) => ({ Component: m.ProjectFormScreen })) },
  { path: 'project/show/:id?', handle: work, lazy: () => import('./features/project/components/project-show-screen.tsx').then((m) => ({ Component: m.ProjectShowScreen })) },
];

export { Root } from './remote-root.tsx';
