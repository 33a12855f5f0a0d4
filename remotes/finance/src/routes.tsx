/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen. Screens not built yet render the shared placeholder with their own title.
 */
import type { RouteObject } from 'react-router-dom';
import { addTranslations, type RemoteName } from '@helpdesk/shared';
import { createRemoteRoot, placeholderScreens } from '@helpdesk/shared/remote';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';

addTranslations('finance', { pl, en });

export const remote: RemoteName = 'finance';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

const screen = placeholderScreens<keyof typeof pl.screens>(remote, version);

export const routes: RouteObject[] = [
  { path: 'agent-costs', lazy: screen('agentCostList') },
  { path: 'agent-costs/create', lazy: screen('agentCostCreate') },
  { path: 'agent-costs/edit/:id', lazy: screen('agentCostEdit') },
  { path: 'company-pricing', lazy: screen('companyPricingList') },
  { path: 'company-pricing/create', lazy: screen('companyPricingCreate') },
  { path: 'company-pricing/edit/:id', lazy: screen('companyPricingEdit') },
  { path: 'profitability', lazy: screen('profitability') },
  { path: 'agent-profitability', lazy: screen('agentProfitability') },
  { path: 'invoicing', lazy: screen('invoicing') },
];

export const Root = createRemoteRoot(remote, version);
