/** Polish texts of the agent cost screens (key `agentCosts`). */
export const agentCostsPl = {
  add: 'Dodaj koszt',
  anyAgent: 'Wszyscy agenci',
  empty: 'Brak kosztów agentów',
  deleteTitle: 'Usunąć koszt agenta {{name}} od {{date}}?',
  columns: {
    agent: 'Agent',
    net_salary: 'Wynagrodzenie netto',
    allowances: 'Dodatki',
    total_cost: 'Koszt całkowity',
    valid_from: 'Obowiązuje od',
    notes: 'Uwagi',
    actions: 'Akcje',
  },
  fields: {
    agent_id: 'Agent',
    net_salary: 'Wynagrodzenie netto (zł)',
    allowances: 'Dodatki (zł)',
    total_cost: 'Koszt całkowity (zł)',
    valid_from: 'Obowiązuje od',
    notes: 'Uwagi',
  },
  totalHint: 'Puste: wynagrodzenie netto + dodatki.',
};
