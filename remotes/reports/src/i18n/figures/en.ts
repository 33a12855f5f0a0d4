/** English texts of the figure screens' common parts; the Polish ones are in pl.ts. */
import { VOCABULARY } from '@helpdesk/shared/vocabulary';
import type { figuresPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const figuresEn: Texts<typeof figuresPl> = {
  period: {
    preset: 'Period',
    custom: 'Custom',
    last3: 'Last 3 months',
    last6: 'Last 6 months',
    last12: 'Last 12 months',
    thisYear: 'This year',
    lastYear: 'Last year',
    from: 'From month',
    to: 'To month',
  },
  overview: {
    export: 'Export',
    exportCsv: 'CSV (monthly table)',
    exportXlsx: 'XLSX (all tables)',
    showTable: 'Show the data as a table',
    chartLoading: 'Loading the chart…',
    chartFailed: 'The chart could not be loaded — the figures are in the table.',
    noData: 'No data in the chosen period.',
  },
  kinds: VOCABULARY.en.timeReportKind,
  general: {
    month: 'Month',
    company: 'Company',
    opened: 'Opened',
    resolved: 'Resolved',
    resolvedCount: 'Resolved: {{count}}',
    backlog: 'Backlog at month end',
    backlogStart: 'At the start of the period: {{count}}',
    slaFirstResponse: 'First-response SLA',
    slaResolution: 'Resolution SLA',
    slaDetail: 'Met: {{met}} of {{total}}',
    hours: 'Hours (in contract)',
    outsideDetail: 'Outside contract: {{time}}',
    outsideContract: 'Outside contract',
    evaluations: 'Evaluations',
    evaluationAverage: 'Average evaluation',
    evaluationCount: 'Evaluations: {{count}}',
    ticketsTrend: 'Tickets by month',
    slaTrend: 'SLA by month (%)',
    hoursTrend: 'Hours by kind of work (h)',
    byMonth: 'Months',
    hoursByCompany: 'Hours by company',
    breakdownBy: 'Tickets broken down',
    breakdowns: { by_company: 'By company', by_type: 'By type', by_category: 'By category', by_priority: 'By priority' },
  },
};
