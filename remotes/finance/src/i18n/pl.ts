/** Polish texts of the finance remote (namespace 'finance'). */
export const pl = {
  name: 'Finanse',
  screens: {
    agentCostList: 'Koszty agentów',
    agentCostCreate: 'Nowy koszt agenta',
    agentCostEdit: 'Edycja kosztu agenta',
    companyPricingList: 'Cenniki firm',
    companyPricingCreate: 'Nowy cennik',
    companyPricingEdit: 'Edycja cennika',
    profitability: 'Rentowność firm',
    agentProfitability: 'Rentowność agentów',
    invoicing: 'Fakturowanie miesięczne',
  },
};
