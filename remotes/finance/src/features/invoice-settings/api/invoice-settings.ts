/** The seller's invoice settings (server/API.md "Invoice settings"). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { InvoiceSettings } from '@helpdesk/shared/resources';
import type { InvoiceSettingsBody } from '@helpdesk/shared/schemas';
import { FINANCE, type Saved } from '../../../api/finance.ts';

export const invoiceSettingsQuery = queryOptions({
  queryKey: [FINANCE, 'invoice-settings'] as const,
  queryFn: async ({ signal }) =>
    (await apiClient.get<{ data: InvoiceSettings }>('/admin/invoice-settings', { signal, silent: true })).data.data,
});

export const saveInvoiceSettings = async (body: InvoiceSettingsBody) =>
  (await apiClient.put<Saved<InvoiceSettings>>('/admin/invoice-settings', body)).data;
