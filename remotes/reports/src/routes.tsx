/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen. Screens not built yet render the shared placeholder with their own title.
 */
import type { RouteObject } from 'react-router-dom';
import { addTranslations, needs, type RemoteName } from '@helpdesk/shared';
import { createRemoteRoot, lazyScreen, placeholderScreens } from '@helpdesk/shared/remote';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';

addTranslations('reports', { pl, en });

export const remote: RemoteName = 'reports';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

const screen = placeholderScreens<keyof typeof pl.screens>(remote, version);

export const routes: RouteObject[] = [
  { path: 'daily-report', handle: needs('reports.daily'), lazy: screen('dailyReport') },
  { path: 'company-report', handle: needs('reports.company'), lazy: lazyScreen(() => import('./features/company-report/components/company-report-screen.tsx'), 'CompanyReportScreen') },
  { path: 'general-report', handle: needs('reports.general'), lazy: lazyScreen(() => import('./features/general-report/components/general-report-screen.tsx'), 'GeneralReportScreen') },
  { path: 'agent-report', handle: needs('reports.agent'), lazy: screen('agentReport') },
  { path: 'agent-report-backup', handle: needs('reports.agent'), lazy: screen('agentReportBackup') },
  { path: 'agent-report-backup-2', handle: needs('reports.agent'), lazy: screen('agentReportBackup2') },
  { path: 'time-accept', handle: needs('time-reports.accept'), lazy: screen('timeAccept') },
  { path: 'internal-time', handle: needs('tickets.work'), lazy: screen('internalTime') },
  { path: 'agent-stats', handle: needs('agent-stats.view'), lazy: lazyScreen(() => import('./features/agent-stats/components/agent-stats-screen.tsx'), 'AgentStatsScreen') },
  { path: 'agent-stats/show/:id', handle: needs('agent-stats.view'), lazy: lazyScreen(() => import('./features/agent-stats/components/agent-stats-show-screen.tsx'), 'AgentStatsShowScreen') },
];

export const Root = createRemoteRoot(remote, version);
