/** `GET /api/client/company-report?from=&to=` (server/API.md "Company report"). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { CompanyReport, InvoiceDocumentRow, MonthFigures } from '@helpdesk/shared/resources';

export type StaffKind = keyof MonthFigures['hours']['per_kind'];
export const STAFF_KINDS: readonly StaffKind[] = ['it', 'admin', 'developer', 'specialist'];

/** The figures of one kind of SLA clock in a month. */
export type SlaFigures = MonthFigures['sla']['first_response'];

export const companyReportQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['client-company-report', range] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: CompanyReport }>('/client/company-report', { params: range, signal, silent: true })).data.data,
    placeholderData: keepPreviousData,
  });

/** `GET /api/client/invoice-documents`: the company's issued invoices (server/API.md "Invoice documents"). */
export const invoiceDocumentsQuery = queryOptions({
  queryKey: ['client-invoice-documents'] as const,
  queryFn: async ({ signal }) =>
    (await apiClient.get<{ data: InvoiceDocumentRow[] }>('/client/invoice-documents', { signal, silent: true })).data.data,
});

/** An invoice's PDF (a plain download: the session cookie authenticates it). */
export const invoicePdfUrl = (id: number) => `${apiClient.defaults.baseURL ?? '/api'}/client/invoice-documents/${id}/pdf`;
