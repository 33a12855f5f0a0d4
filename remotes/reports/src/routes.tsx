/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen.
 */
import type { RouteObject } from 'react-router-dom';
import { addLazyTranslations, needs, type RemoteName } from '@helpdesk/shared';
import { createRemoteRoot, lazyScreen, withTexts } from '@helpdesk/shared/remote';

// Only the language shown comes with the first screen; the other loads when the user switches to it.
const textsReady = addLazyTranslations('reports', {
  pl: () => import('./i18n/pl.ts').then((texts) => texts.pl),
  en: () => import('./i18n/en.ts').then((texts) => texts.en),
});

export const remote: RemoteName = 'reports';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

const screens: RouteObject[] = [
  {
    path: 'daily-report',
    handle: needs('reports.daily'),
    lazy: lazyScreen(() => import('./features/daily-report/components/daily-report-screen.tsx'), 'DailyReportScreen'),
  },
  {
    path: 'company-report',
    handle: needs('reports.company'),
    lazy: lazyScreen(() => import('./features/company-report/components/company-report-screen.tsx'), 'CompanyReportScreen'),
  },
  {
    path: 'general-report',
    handle: needs('reports.general'),
    lazy: lazyScreen(() => import('./features/general-report/components/general-report-screen.tsx'), 'GeneralReportScreen'),
  },
  {
    path: 'agent-report',
    handle: needs('reports.agent'),
    lazy: lazyScreen(() => import('./features/agent-report/components/agent-report-screen.tsx'), 'AgentReportScreen'),
  },
  {
    path: 'agent-report-backup',
    handle: needs('reports.agent'),
    lazy: lazyScreen(() => import('./features/agent-report/components/agent-report-screen.tsx'), 'AgentReportByTicketScreen'),
  },
  {
    path: 'agent-report-backup-2',
    handle: needs('reports.agent'),
    lazy: lazyScreen(() => import('./features/agent-report/components/agent-report-screen.tsx'), 'AgentReportByCompanyScreen'),
  },
  {
    path: 'time-accept',
    handle: needs('time-reports.accept'),
    lazy: lazyScreen(() => import('./features/time-accept/components/time-accept-screen.tsx'), 'TimeAcceptScreen'),
  },
  {
    path: 'internal-time',
    handle: needs('tickets.work'),
    lazy: lazyScreen(() => import('./features/internal-time/components/internal-time-screen.tsx'), 'InternalTimeScreen'),
  },
  {
    path: 'agent-stats',
    handle: needs('agent-stats.view'),
    lazy: lazyScreen(() => import('./features/agent-stats/components/agent-stats-screen.tsx'), 'AgentStatsScreen'),
  },
  {
    path: 'agent-stats/show/:id',
    handle: needs('agent-stats.view'),
    lazy: lazyScreen(() => import('./features/agent-stats/components/agent-stats-show-screen.tsx'), 'AgentStatsShowScreen'),
  },
];

export const routes: RouteObject[] = withTexts(screens, textsReady);

export const Root = createRemoteRoot(remote, version);
