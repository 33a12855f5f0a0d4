/** English texts of the invoicing screen; the Polish ones are in pl.ts. */
import { VOCABULARY } from '@helpdesk/shared/vocabulary';
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
  ksefZip: 'KSeF files (FA(3), ZIP)',
  vat: 'VAT rate of the export: {{rate}} %',
  time: 'Accepted (billed) time {{charged}}, package {{package}}, over the package {{over}}; arrivals {{arrivals}} ({{extra}} extra)',
  used: 'Used {{used}} (of which accepted {{accepted}}, waiting for acceptance {{pending}})',
  carried: '(including {{carried}} carried over from the previous month)',
  usedExplain:
    'Used: reported time that is not rejected — the same figure as the contract balance and the company report. The amounts are computed from accepted time only.',
  columns: {
    company: 'Company',
    package: 'Package',
    overtime: 'Over the package',
    visits: 'Extra visits',
    total: 'Total',
    status: 'Status',
    invoice: 'Invoice',
    notes: 'Notes',
    actions: 'Actions',
  },
  status: { draft: 'Draft', approved: 'Approved', exported: 'Exported' },
  cancel: 'Cancel',
  kinds: VOCABULARY.en.timeReportKind,
  pending: {
    loading: 'Checking for time reports waiting for acceptance…',
    warning:
      'Time reports waiting for acceptance: {{count}}. A closed month would leave them out and they could never be decided — decide each before approving.',
    overtime: 'Overtime {{rate}}%',
    outsideContract: 'Outside the contract',
    arrival: 'Arrival',
    accept: 'Accept',
    reject: 'Reject',
    move: 'Move to next month',
    acceptOne: 'Accept the report: {{who}}',
    rejectOne: 'Reject the report: {{who}}',
    moveOne: 'Move to next month the report: {{who}}',
    rejectReason: 'Reason for the rejection',
    moveReason: 'Reason for the move (optional)',
  },
  reopen: {
    button: 'Reopen the month',
    title: 'Reopen {{month}} of {{name}}?',
    body: 'The month’s time reports can change again and the stored amounts are voided until it is approved again. The reason is kept in the month’s history.',
    reason: 'Reason for reopening',
    confirm: 'Reopen',
  },
  history: {
    title: 'History of the month',
    reopened: 'Reopened {{at}} by {{name}}: {{reason}}',
    voided: 'Voided approval of {{at}} ({{name}}), total {{total}}',
  },
  documents: {
    title: 'Issued invoices',
    columns: { number: 'Number', kind: 'Kind', issue_date: 'Issue date', net: 'Net', vat: 'VAT', gross: 'Gross', pdf: 'File' },
    kind: { VAT: 'VAT invoice', KOR: 'Correction' },
    corrects: 'of {{number}}',
    download: 'Download the PDF of invoice {{number}}',
    downloadXml: 'Download the FA(3) file (KSeF) of invoice {{number}}',
    sendKsef: 'Send invoice {{number}} to KSeF',
  },
};
