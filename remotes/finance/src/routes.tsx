/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen. Screens not built yet render the shared placeholder with their own title.
 */
import type { RouteObject } from 'react-router-dom';
import { addTranslations, needs, type RemoteName } from '@helpdesk/shared';
import { createRemoteRoot, placeholderScreens } from '@helpdesk/shared/remote';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';

addTranslations('finance', { pl, en });

export const remote: RemoteName = 'finance';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

const screen = placeholderScreens<keyof typeof pl.screens>(remote, version);

export const routes: RouteObject[] = [
  { path: 'agent-costs', handle: needs('finance.view'), lazy: screen('agentCostList') },
  { path: 'agent-costs/create', handle: needs('finance.view'), lazy: screen('agentCostCreate') },
  { path: 'agent-costs/edit/:id', handle: needs('finance.view'), lazy: screen('agentCostEdit') },
  { path: 'company-pricing', handle: needs('finance.view'), lazy: screen('companyPricingList') },
  { path: 'company-pricing/create', handle: needs('finance.view'), lazy: screen('companyPricingCreate') },
  { path: 'company-pricing/edit/:id', handle: needs('finance.view'), lazy: screen('companyPricingEdit') },
  { path: 'profitability', handle: needs('finance.view'), lazy: screen('profitability') },
  { path: 'agent-profitability', handle: needs('finance.view'), lazy: screen('agentProfitability') },
  { path: 'invoicing', handle: needs('finance.view'), lazy: screen('invoicing') },
];

export const Root = createRemoteRoot(remote, version);
