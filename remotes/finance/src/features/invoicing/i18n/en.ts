/** English texts of the invoicing screen; the Polish ones are in pl.ts. */
import type { invoicingPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const invoicingEn: Texts<typeof invoicingPl> = {
  month: 'Month',
  empty: 'No companies to invoice in this month',
  loading: 'Loading the invoice…',
  approve: 'Approve',
  approveOne: 'Approve: {{name}}',
  approveAll: 'Approve all',
  approveTitle: 'Approve the invoice of {{name}} for {{month}}?',
  approveAllTitle: 'Approve {{count}} invoices for {{month}}?',
  approveBody: 'The month will be closed: its time reports can no longer be changed and the amounts are stored as issued.',
  exportXlsx: 'Export XLSX',
  exportCsv: 'Export CSV',
  exportCsvDetail: 'Export CSV (detail)',
  vat: 'VAT rate of the export: {{rate}} %',
  time: 'Accepted (billed) time {{charged}}, package {{package}}, over the package {{over}}; arrivals {{arrivals}} ({{extra}} extra)',
  used: 'Used {{used}} (of which accepted {{accepted}}, waiting for acceptance {{pending}})',
  usedExplain:
    'Used: reported time that is not rejected — the same figure as the contract balance and the company report. The amounts are computed from accepted time only.',
  columns: {
    company: 'Company',
    package: 'Package',
    overtime: 'Over the package',
    visits: 'Extra visits',
    total: 'Total',
    status: 'Status',
    notes: 'Notes',
    actions: 'Actions',
  },
  status: { draft: 'Draft', approved: 'Approved', exported: 'Exported' },
};
