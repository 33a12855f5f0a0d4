/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen. Screens not built yet render the shared placeholder with their own title.
 */
import type { RouteObject } from 'react-router-dom';
import { addTranslations, type RemoteName } from '@helpdesk/shared';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';
import type { ScreenKey } from './screens/placeholder-screen.tsx';
import { guarded } from './features/shared/components/require-access.tsx';

addTranslations('client', { pl, en });

export const remote: RemoteName = 'client';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

const screen = (key: ScreenKey) => async () => {
  const { placeholderScreen } = await import('./screens/placeholder-screen.tsx');
  return { Component: placeholderScreen(key) };
};

export const routes: RouteObject[] = [
  { path: 'ticket', lazy: () => import('./features/tickets/components/ticket-list-screen.tsx').then((m) => ({ Component: m.OwnTicketsScreen })) },
  {
    path: 'ticket/companyindex',
    lazy: () => import('./features/tickets/components/ticket-list-screen.tsx').then((m) => ({ Component: guarded('client-vip', m.CompanyTicketsScreen) })),
  },
  { path: 'ticket/create', lazy: () => import('./features/tickets/components/ticket-create-screen.tsx').then((m) => ({ Component: m.TicketCreateScreen })) },
  { path: 'ticket/show/:id?', lazy: () => import('./features/tickets/components/ticket-show-screen.tsx').then((m) => ({ Component: m.TicketShowScreen })) },
  { path: 'project', lazy: screen('projectList') },
  { path: 'project/show/:id?', lazy: screen('projectShow') },
  { path: 'client', lazy: screen('employeeList') },
  { path: 'client/create', lazy: screen('employeeCreate') },
  { path: 'client/edit/:id?', lazy: screen('employeeEdit') },
  { path: 'company-report', lazy: screen('companyReport') },
  { path: 'monitoring-log', lazy: screen('monitoringLog') },
];
