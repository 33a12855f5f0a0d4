/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen. Screens not built yet render the shared placeholder with their own title.
 */
import type { RouteObject } from 'react-router-dom';
import { addTranslations, type RemoteName } from '@helpdesk/shared';
import { createRemoteRoot, placeholderScreens } from '@helpdesk/shared/remote';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';

addTranslations('reports', { pl, en });

export const remote: RemoteName = 'reports';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

const screen = placeholderScreens<keyof typeof pl.screens>(remote, version);

export const routes: RouteObject[] = [
  { path: 'daily-report', lazy: screen('dailyReport') },
  { path: 'company-report', lazy: screen('companyReport') },
  { path: 'general-report', lazy: screen('generalReport') },
  { path: 'agent-report', lazy: screen('agentReport') },
  { path: 'agent-report-backup', lazy: screen('agentReportBackup') },
  { path: 'agent-report-backup-2', lazy: screen('agentReportBackup2') },
  { path: 'time-accept', lazy: screen('timeAccept') },
  { path: 'internal-time', lazy: screen('internalTime') },
  { path: 'agent-stats', lazy: screen('agentStats') },
  { path: 'agent-stats/show/:id', lazy: screen('agentStatsShow') },
];

export const Root = createRemoteRoot(remote, version);
