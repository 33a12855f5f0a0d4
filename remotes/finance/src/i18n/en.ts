import type { pl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of the finance remote; the type keeps its keys equal to the Polish file's. */
export const en: Texts<typeof pl> = {
  name: 'Finance',
  screens: {
    agentCostList: 'Agent costs',
    agentCostCreate: 'New agent cost',
    agentCostEdit: 'Edit agent cost',
    companyPricingList: 'Company pricing',
    companyPricingCreate: 'New pricing',
    companyPricingEdit: 'Edit pricing',
    profitability: 'Company profitability',
    agentProfitability: 'Agent profitability',
    invoicing: 'Monthly invoicing',
  },
};
