/** English texts of the company report screen; the Polish ones are in pl.ts. */
import type { companyReportPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const companyReportEn: Texts<typeof companyReportPl> = {
  company: {
    company: 'Company',
    titleOf: 'Company report: {{name}}',
    noCompanies: 'You have no assigned companies.',
    month: 'Month',
    hoursCharged: 'Charged time',
    over: 'Over the package',
    outsideContract: 'Outside contract',
    arrivals: 'Arrivals',
    opened: 'Opened',
    resolved: 'Resolved',
    slaFirstResponse: 'First-response SLA',
    slaResolution: 'Resolution SLA',
    firstResponseDetail: 'First response: {{value}}',
    package: 'Package',
    noPackage: 'No hours package',
    ofPackage: 'Package in the period: {{package}}, over it: {{over}}',
    hoursTrend: 'Charged time by kind of work (h)',
    ticketsTrend: 'Tickets and SLA',
    byMonth: 'Months',
    models: {
      universal: 'Hours package: shared',
      split: 'Hours package: per kind of work',
      'no-limit': 'No hours limit',
      limited: 'Hours package: limited',
    },
  },
};
