/**
 * The routes this remote serves, relative to its mount point in the shell (ARCHITECTURE §2): one lazy chunk per
 * screen.
 */
import type { RouteObject } from 'react-router-dom';
import { addLazyTranslations, needs, type RemoteName } from '@helpdesk/shared';
import { createRemoteRoot, lazyScreen, withTexts } from '@helpdesk/shared/remote';

// Only the language shown comes with the first screen; the other loads when the user switches to it.
const textsReady = addLazyTranslations('finance', {
  pl: () => import('./i18n/pl.ts').then((texts) => texts.pl),
  en: () => import('./i18n/en.ts').then((texts) => texts.en),
});

export const remote: RemoteName = 'finance';
export const version: string = process.env.HELPDESK_VERSION ?? '0.0.0';

const agentCostForm = lazyScreen(() => import('./features/agent-costs/components/agent-cost-form-screen.tsx'), 'AgentCostFormScreen');
const pricingForm = lazyScreen(() => import('./features/company-pricing/components/pricing-form-screen.tsx'), 'PricingFormScreen');

const screens: RouteObject[] = [
  {
    path: 'agent-costs',
    handle: needs('finance.view'),
    lazy: lazyScreen(() => import('./features/agent-costs/components/agent-cost-list-screen.tsx'), 'AgentCostListScreen'),
  },
  { path: 'agent-costs/create', handle: needs('finance.view'), lazy: agentCostForm },
  { path: 'agent-costs/edit/:id', handle: needs('finance.view'), lazy: agentCostForm },
  {
    path: 'company-pricing',
    handle: needs('finance.view'),
    lazy: lazyScreen(() => import('./features/company-pricing/components/pricing-list-screen.tsx'), 'PricingListScreen'),
  },
  { path: 'company-pricing/create', handle: needs('finance.view'), lazy: pricingForm },
  { path: 'company-pricing/edit/:id', handle: needs('finance.view'), lazy: pricingForm },
  {
    path: 'profitability',
    handle: needs('finance.view'),
    lazy: lazyScreen(() => import('./features/profitability/components/company-profitability-screen.tsx'), 'CompanyProfitabilityScreen'),
  },
  {
    path: 'agent-profitability',
    handle: needs('finance.view'),
    lazy: lazyScreen(() => import('./features/profitability/components/agent-profitability-screen.tsx'), 'AgentProfitabilityScreen'),
  },
  {
    path: 'invoice-settings',
    handle: needs('finance.view'),
    lazy: lazyScreen(() => import('./features/invoice-settings/components/invoice-settings-screen.tsx'), 'InvoiceSettingsScreen'),
  },
  {
    path: 'invoicing',
    handle: needs('finance.view'),
    lazy: lazyScreen(() => import('./features/invoicing/components/invoicing-screen.tsx'), 'InvoicingScreen'),
  },
];

export const routes: RouteObject[] = withTexts(screens, textsReady);

export const Root = createRemoteRoot(remote, version);
