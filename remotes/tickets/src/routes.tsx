/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen. Screens not built yet render the shared placeholder with their own title.
 */
import type { RouteObject } from 'react-router-dom';
import { addTranslations, type RemoteName } from '@helpdesk/shared';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';
import type { ScreenKey } from './screens/placeholder-screen.tsx';

addTranslations('tickets', { pl, en });

export const remote: RemoteName = 'tickets';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

const screen = (key: ScreenKey) => async () => {
  const { placeholderScreen } = await import('./screens/placeholder-screen.tsx');
  return { Component: placeholderScreen(key) };
};

export const routes: RouteObject[] = [
  { path: 'ticket', lazy: () => import('./features/ticket-list/components/ticket-list-screen.tsx').then((m) => ({ Component: m.TicketListScreen })) },
  { path: 'ticket/create', lazy: () => import('./features/ticket-create/components/ticket-create-screen.tsx').then((m) => ({ Component: m.TicketCreateScreen })) },
  { path: 'ticket/show/:id?', lazy: () => import('./features/ticket-show/components/ticket-show-screen.tsx').then((m) => ({ Component: m.TicketShowScreen })) },
  { path: 'monitoring-log', lazy: screen('monitoringLog') },
  { path: 'unassigned-email', lazy: screen('unassignedEmail') },
  { path: 'reminder', lazy: screen('reminderList') },
  { path: 'reminder/create', lazy: screen('reminderCreate') },
  { path: 'reminder/edit/:id?', lazy: screen('reminderEdit') },
  { path: 'project', lazy: screen('projectList') },
  { path: 'project/create', lazy: screen('projectCreate') },
  { path: 'project/edit/:id?', lazy: screen('projectEdit') },
  { path: 'project/show/:id?', lazy: screen('projectShow') },
];

export { Root } from './remote-root.tsx';
