/** The endpoints of the invoicing month (server/API.md "Finance"). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { CsvDialect } from '@helpdesk/shared/schemas';
import type { InvoiceDetail, InvoiceMonth, MonthPendingReport } from '@helpdesk/shared/resources';
import { FINANCE, type Saved } from '../../../api/finance.ts';

export const invoicingQuery = (month: string) =>
  queryOptions({
    queryKey: [FINANCE, 'invoicing', month] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: InvoiceMonth }>('/admin/invoicing', { params: { month }, signal, silent: true })).data.data,
  });

export const invoiceDetailQuery = (companyId: number, month: string) =>
  queryOptions({
    queryKey: [FINANCE, 'invoicing', month, companyId] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: InvoiceDetail }>(`/admin/invoicing/${companyId}`, { params: { month }, signal, silent: true })).data
        .data,
  });

export const approveInvoices = async (body: { month: string; company_ids?: number[] }) =>
  (await apiClient.post<Saved<InvoiceMonth>>('/admin/invoicing/approve', body)).data;
export const saveInvoiceNotes = async ({ companyId, month, notes }: { companyId: number; month: string; notes: string }) =>
  (await apiClient.put<Saved<InvoiceDetail>>(`/admin/invoicing/${companyId}/notes`, { month, notes })).data;
/** The export file's address (a plain download: the session cookie authenticates it). */
export const invoiceExportUrl = (month: string, format: 'xlsx' | 'csv', detail = false, dialect?: CsvDialect) =>
  `${apiClient.defaults.baseURL ?? '/api'}/admin/invoicing/export?month=${month}&format=${format}${detail ? '&detail=1' : ''}${
    format === 'csv' && dialect ? `&dialect=${dialect}` : ''
  }`;

/** An issued invoice document's PDF (a plain download: the session cookie authenticates it). */
export const invoicePdfUrl = (id: number) => `${apiClient.defaults.baseURL ?? '/api'}/admin/invoice-documents/${id}/pdf`;

/** An issued document's FA(3) XML for KSeF, and the month's FA(3) files as one ZIP (plain downloads). */
export const invoiceXmlUrl = (id: number) => `${apiClient.defaults.baseURL ?? '/api'}/admin/invoice-documents/${id}/xml`;
export const ksefZipUrl = (month: string) => `${apiClient.defaults.baseURL ?? '/api'}/admin/invoicing/ksef.zip?month=${month}`;

/** Sends a document to KSeF (server/API.md "KSeF"); the answer's message says accepted (with the KSeF number) or why not. */
export const sendToKsef = async (id: number) =>
  (
    await apiClient.post<Saved<{ status: 'queued' | 'sent' | 'accepted' | 'rejected'; ksef_number: string | null }>>(
      `/admin/invoice-documents/${id}/ksef`,
    )
  ).data;

/** Last month, `YYYY-MM`. */
export function lastMonth(now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** The month's time reports still waiting for acceptance in company-months not yet closed (they hold the approval). */
export const pendingReportsQuery = (month: string) =>
  queryOptions({
    queryKey: [FINANCE, 'invoicing', month, 'pending'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: MonthPendingReport[] }>('/admin/invoicing/pending', { params: { month }, signal, silent: true })).data
        .data,
  });

/** Approves; the refusal (waiting reports, with their list) is the dialog's to show, so the call is silent. */
export const approveMonth = async (body: { month: string; company_ids?: number[] }) =>
  (await apiClient.post<Saved<InvoiceMonth>>('/admin/invoicing/approve', body, { silent: true })).data;

/** A waiting report's decision before the approval: accept, reject (reason required) or move to the next month. */
export type PendingDecision = { kind: 'accept'; id: number } | { kind: 'reject' | 'move'; id: number; reason: string };

export const decidePendingReport = async (decision: PendingDecision) => {
  const body = decision.kind === 'accept' ? { ids: [decision.id] } : { ids: [decision.id], reason: decision.reason };
  return (await apiClient.post<Saved<{ count: number }>>(`/admin/time-accept/${decision.kind}`, body, { silent: true })).data;
};

/** Reopens an approved month with a reason (admin): the lock goes and the stored figures are voided. */
export const reopenMonth = async ({ companyId, month, reason }: { companyId: number; month: string; reason: string }) =>
  (await apiClient.post<Saved<InvoiceDetail>>(`/admin/invoicing/${companyId}/reopen`, { month, reason }, { silent: true })).data;
