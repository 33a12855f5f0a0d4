/** English texts of the company report screen; the Polish ones are in pl.ts. */
import type { reportPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const reportEn: Texts<typeof reportPl> = {
  range: 'Period',
  lastMonths_one: 'Last month',
  lastMonths_few: 'Last {{count}} months',
  lastMonths_many: 'Last {{count}} months',
  lastMonths_other: 'Last {{count}} months',
  month: 'Month',
  byMonth: 'Month by month',
  hoursUsed: 'Hours used',
  hoursCharged: 'Hours (charged / package)',
  ofPackage: 'of {{package}} in the package, {{remaining}} left',
  noPackage: 'No hours package',
  over: 'over the package',
  arrivals: 'Arrivals',
  arrivalsOf: 'of {{package}} in the package, {{remaining}} left',
  noArrivalsPackage: 'No arrivals package',
  tickets: 'Tickets opened',
  ticketsResolved: 'Resolved: {{count}}',
  opened: 'Opened',
  resolved: 'Resolved',
  slaMet: 'SLA met (resolution)',
  slaDetail: '{{met}} of {{total}}; first response: {{firstResponse}}',
  slaFirstResponse: 'SLA first response',
  slaResolution: 'SLA resolution',
  outsideContract: 'Outside contract',
  invoices: {
    title: 'Invoices',
    empty: 'No invoices issued yet.',
    columns: {
      number: 'Number',
      month: 'Month',
      issue_date: 'Issue date',
      due_date: 'Payment due',
      net: 'Net',
      gross: 'Gross',
      pdf: 'File',
    },
    corrects: '(correction of {{number}})',
    download: 'Download the PDF of invoice {{number}}',
  },
  models: {
    universal: 'Hours package: shared',
    split: 'Hours package: per kind of work',
    'no-limit': 'No hours limit',
    limited: 'Hours package: limited',
  },
  footnote:
    'Charged time is the daily working time rounded up to the full hour (per ticket and kind of work). Time outside the contract does not use the package.',
};
