/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen. Screens not built yet render the shared placeholder with their own title.
 */
import type { RouteObject } from 'react-router-dom';
import { addTranslations, type RemoteName } from '@helpdesk/shared';
import { createRemoteRoot, placeholderScreens } from '@helpdesk/shared/remote';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';

addTranslations('management', { pl, en });

export const remote: RemoteName = 'management';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

const screen = placeholderScreens<keyof typeof pl.screens>(remote, version);

export const routes: RouteObject[] = [
  { path: 'asset', lazy: screen('assetList') },
  { path: 'asset/create', lazy: screen('assetCreate') },
  { path: 'asset/edit/:id?', lazy: screen('assetEdit') },
  { path: 'company', lazy: screen('companyList') },
  { path: 'company/create', lazy: screen('companyCreate') },
  { path: 'company/edit/:id?', lazy: screen('companyEdit') },
  { path: 'company/evaluations/:id?', lazy: screen('companyEvaluations') },
  { path: 'client', lazy: screen('clientList') },
  { path: 'client/create', lazy: screen('clientCreate') },
  { path: 'client/edit/:id?', lazy: screen('clientEdit') },
  { path: 'agent', lazy: screen('agentList') },
  { path: 'agent/create', lazy: screen('agentCreate') },
  { path: 'agent/edit/:id?', lazy: screen('agentEdit') },
  { path: 'leave', lazy: screen('leaves') },
  { path: 'holiday', lazy: screen('holidayList') },
  { path: 'holiday/create', lazy: screen('holidayCreate') },
  { path: 'holiday/edit/:id?', lazy: screen('holidayEdit') },
  { path: 'evaluation', lazy: screen('evaluations') },
  { path: 'competencies', lazy: screen('competencies') },
  { path: 'access-data', lazy: screen('accessData') },
];

export const Root = createRemoteRoot(remote, version);
