/** The endpoints of the invoicing month (server/API.md "Finance"). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { InvoiceDetail, InvoiceMonth } from '@helpdesk/shared/resources';
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
export const invoiceExportUrl = (month: string, format: 'xlsx' | 'csv', detail = false) =>
  `${apiClient.defaults.baseURL ?? '/api'}/admin/invoicing/export?month=${month}&format=${format}${detail ? '&detail=1' : ''}`;

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
