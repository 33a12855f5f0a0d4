/** English texts of the agent cost screens; the Polish ones are in pl.ts. */
import type { agentCostsPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const agentCostsEn: Texts<typeof agentCostsPl> = {
  add: 'Add cost',
  anyAgent: 'All agents',
  empty: 'No agent costs',
  deleteTitle: 'Delete the cost of {{name}} from {{date}}?',
  columns: {
    agent: 'Agent',
    net_salary: 'Net salary',
    allowances: 'Allowances',
    total_cost: 'Total cost',
    valid_from: 'Valid from',
    notes: 'Notes',
    actions: 'Actions',
  },
  fields: {
    agent_id: 'Agent',
    net_salary: 'Net salary (PLN)',
    allowances: 'Allowances (PLN)',
    total_cost: 'Total cost (PLN)',
    valid_from: 'Valid from',
    notes: 'Notes',
  },
  totalHint: 'Empty: net salary + allowances.',
};
