/** The finance module's public face: the calculation (invoicing, profitability, the company report and the portal use it) and its routes. */
export { monthAmounts, monthFigures } from './month-figures';
export { fromGrosze, agentMinutesCost, companyMonth, inForce, monthlyCost, type FinanceReport, type Pricing } from './calculation';
export { financeRoutes } from './routes';
export { contractBalance } from './balance';
export { balanceRoutes } from './balance-routes';
export { companyConsumption, consumptionOf, type Consumption, type ConsumptionFigure } from './consumption';
