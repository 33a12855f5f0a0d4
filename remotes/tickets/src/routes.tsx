/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen.
 */
import type { RouteObject } from 'react-router-dom';
import { addLazyTranslations, needs, type RemoteName } from '@helpdesk/shared';
import { createRemoteRoot, companyOfUrl, lazyScreen, prefetchLoader, withTexts } from '@helpdesk/shared/remote';
import { parseListParams } from '@helpdesk/shared/ui';
import { ticketListQuery } from './features/ticket-list/api/ticket-list-query.ts';
import { TICKET_LIST } from './features/ticket-list/hooks/use-list-params.ts';
import { ticketDetailQuery } from './features/ticket-show/api/ticket-detail.ts';

// Only the language shown comes with the first screen; the other loads when the user switches to it.
const textsReady = addLazyTranslations('tickets', {
  pl: () => import('./i18n/pl.ts').then((texts) => texts.pl),
  en: () => import('./i18n/en.ts').then((texts) => texts.en),
});

export const remote: RemoteName = 'tickets';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

/** Every screen here is the staff area's (shared ability table, spec §6). */
const work = needs('tickets.work');

/** The first screens' data starts with their chunks (route loaders), not after they mounted. */
const listLoader = prefetchLoader((url) => [
  ticketListQuery({ ...parseListParams(url.searchParams, TICKET_LIST), company: companyOfUrl(url.search) }),
]);
const showLoader = prefetchLoader((_url, params) => {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? [ticketDetailQuery(id)] : [];
});

export const routes: RouteObject[] = withTexts(
  [
    {
      path: 'ticket',
      handle: work,
      loader: listLoader,
      lazy: lazyScreen(() => import('./features/ticket-list/components/ticket-list-screen.tsx'), 'TicketListScreen'),
    },
    {
      path: 'ticket/create',
      handle: work,
      lazy: lazyScreen(() => import('./features/ticket-create/components/ticket-create-screen.tsx'), 'TicketCreateScreen'),
    },
    {
      path: 'ticket/show/:id?',
      handle: work,
      loader: showLoader,
      lazy: lazyScreen(() => import('./features/ticket-show/components/ticket-show-screen.tsx'), 'TicketShowScreen'),
    },
    {
      path: 'monitoring-log',
      handle: work,
      lazy: lazyScreen(() => import('./features/monitoring-log/components/monitoring-log-screen.tsx'), 'MonitoringLogScreen'),
    },
    {
      path: 'unassigned-email',
      handle: work,
      lazy: lazyScreen(() => import('./features/unassigned-email/components/unassigned-email-screen.tsx'), 'UnassignedEmailScreen'),
    },
    {
      path: 'reminder',
      handle: work,
      lazy: lazyScreen(() => import('./features/reminder/components/reminder-list-screen.tsx'), 'ReminderListScreen'),
    },
    {
      path: 'reminder/create',
      handle: work,
      lazy: lazyScreen(() => import('./features/reminder/components/reminder-form-screen.tsx'), 'ReminderFormScreen'),
    },
    {
      path: 'reminder/edit/:id?',
      handle: work,
      lazy: lazyScreen(() => import('./features/reminder/components/reminder-form-screen.tsx'), 'ReminderFormScreen'),
    },
    {
      path: 'project',
      handle: work,
      lazy: lazyScreen(() => import('./features/project/components/project-list-screen.tsx'), 'ProjectListScreen'),
    },
    {
      path: 'project/create',
      handle: work,
      lazy: lazyScreen(() => import('./features/project/components/project-form-screen.tsx'), 'ProjectFormScreen'),
    },
    {
      path: 'project/edit/:id?',
      handle: work,
      lazy: lazyScreen(() => import('./features/project/components/project-form-screen.tsx'), 'ProjectFormScreen'),
    },
    {
      path: 'project/show/:id?',
      handle: work,
      lazy: lazyScreen(() => import('./features/project/components/project-show-screen.tsx'), 'ProjectShowScreen'),
    },
  ],
  textsReady,
);

export const Root = createRemoteRoot(remote, version);
