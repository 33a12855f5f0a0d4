/**
 * What this remote serves and adds to the menu (README "Deploying a remote": a remote's declaration). The build
 * writes it into mf-manifest.json; the shell mounts the remote and builds its menus from it. Plain data.
 */
import type { RemoteDeclaration } from '@helpdesk/shared/remote-declaration';
import { FINANCE_MENU_ITEM_IDS } from '@helpdesk/shared/constants';
import { paths } from '@helpdesk/shared/paths';

const [costs, pricing, profitability, agentProfitability, invoicing, invoiceSettings] = FINANCE_MENU_ITEM_IDS;
const finances = { group: 'finances', ability: 'finance.view' } as const;

export const declaration: RemoteDeclaration = {
  area: 'staff',
  segments: ['agent-costs', 'company-pricing', 'profitability', 'agent-profitability', 'invoicing', 'invoice-settings'].map((segment) => ({
    segment,
    ability: 'finance.view',
  })),
  menu: [
    {
      ...finances,
      id: costs,
      order: 10,
      key: 'agentCosts',
      label: { pl: 'Koszty agentów', en: 'Agent costs' },
      path: paths.staff.agentCosts.list(),
    },
    {
      ...finances,
      id: pricing,
      order: 20,
      key: 'companyPricing',
      label: { pl: 'Cenniki firm', en: 'Company pricing' },
      path: paths.staff.companyPricing.list(),
    },
    {
      ...finances,
      id: profitability,
      order: 30,
      key: 'profitability',
      label: { pl: 'Rentowność firm', en: 'Company profitability' },
      path: paths.staff.profitability(),
    },
    {
      ...finances,
      id: agentProfitability,
      order: 40,
      key: 'agentProfitability',
      label: { pl: 'Rentowność agentów', en: 'Agent profitability' },
      path: paths.staff.agentProfitability(),
    },
    {
      ...finances,
      id: invoicing,
      order: 50,
      key: 'invoicing',
      label: { pl: 'Fakturowanie', en: 'Invoicing' },
      path: paths.staff.invoicing(),
    },
    {
      ...finances,
      id: invoiceSettings,
      order: 60,
      key: 'invoiceSettings',
      label: { pl: 'Ustawienia faktur', en: 'Invoice settings' },
      path: paths.staff.invoiceSettings(),
    },
  ],
};
