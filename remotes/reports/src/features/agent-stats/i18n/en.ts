/** English texts of the agent statistics screens; the Polish ones are in pl.ts. */
import type { agentStatsPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const agentStatsEn: Texts<typeof agentStatsPl> = {
  agents: {
    agent: 'Agent',
    none: 'No agents.',
    month: 'Month',
    titleOf: 'Statistics: {{name}}',
    back: 'All agents',
    assigned: 'Assigned',
    resolved: 'Resolved',
    medianFirstResponse: 'Median first response',
    medianResolution: 'Median resolution',
    medianResolutionDetail: 'Median resolution: {{time}}',
    slaMet: 'SLA met',
    reopened: 'Reopened',
    reopenedDetail: 'Reopened: {{count}}',
    evaluation: 'Average evaluation',
    normal: 'Normal hours',
    overtime: 'Overtime',
    outsideContract: 'Outside contract',
    internal: 'Internal time',
    expected: 'Time scope',
    utilisation: 'Utilisation',
    utilisationDetail: 'Reported {{reported}} of {{expected}}',
    utilisationChart: 'Working-time utilisation (%)',
    ticketsTrend: 'Tickets and SLA by month',
    hoursTrend: 'Hours by month (h)',
    byMonth: 'Months',
  },
};
