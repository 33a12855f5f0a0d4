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
  { path: 'daily-report', handle: needs('reports.daily'), lazy: lazyScreen(() => import('./features/daily-report/components/daily-report-screen.tsx'), 'DailyReportScreen') },
  { path: 'company-report', handle: needs('reports.company'), lazy: screen('companyReport') },
  { path: 'general-report', handle: needs('reports.general'), lazy: screen('generalReport') },
  { path: 'agent-report', handle: needs('reports.agent'), lazy: lazyScreen(() => import('./features/agent-report/components/agent-report-screen.tsx'), 'AgentReportScreen') },
  { path: 'agent-report-backup', handle: needs('reports.agent'), lazy: lazyScreen(() => import('./features/agent-report/components/agent-report-screen.tsx'), 'AgentReportByTicketScreen') },
  { path: 'agent-report-backup-2', handle: needs('reports.agent'), lazy: lazyScreen(() => import('./features/agent-report/components/agent-report-screen.tsx'), 'AgentReportByCompanyScreen') },
  { path: 'time-accept', handle: needs('time-reports.accept'), lazy: lazyScreen(() => import('./features/time-accept/components/time-accept-screen.tsx'), 'TimeAcceptScreen') },
  { path: 'internal-time', handle: needs('tickets.work'), lazy: lazyScreen(() => import('./features/internal-time/components/internal-time-screen.tsx'), 'InternalTimeScreen') },
  { path: 'agent-stats', handle: needs('agent-stats.view'), lazy: screen('agentStats') },
  { path: 'agent-stats/show/:id', handle: needs('agent-stats.view'), lazy: screen('agentStatsShow') },
];

export const Root = createRemoteRoot(remote, version);
