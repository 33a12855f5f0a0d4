/** The endpoints of the company pricing (server/API.md "Finance"). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { CompanyPricing, PricingPreview } from '@helpdesk/shared/resources';
import type { CompanyPricingBody } from '@helpdesk/shared/schemas';
import { FINANCE, type Saved } from '../../../api/finance.ts';

export const pricingsQuery = (companyId: number | null) =>
  queryOptions({
    queryKey: [FINANCE, 'company-pricing', companyId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: CompanyPricing[] }>('/admin/company-pricing', {
          params: companyId ? { company_id: companyId } : {},
          signal,
          silent: true,
        })
      ).data.data,
  });

export const pricingQuery = (id: number) =>
  queryOptions({
    queryKey: [FINANCE, 'pricing', id] as const,
    queryFn: async () => (await apiClient.get<{ data: CompanyPricing }>(`/admin/company-pricing/${id}`, { silent: true })).data.data,
  });

export const savePricing = async ({ id, body }: { id: number | null; body: CompanyPricingBody }) =>
  (id
    ? await apiClient.put<Saved<CompanyPricing>>(`/admin/company-pricing/${id}`, body)
    : await apiClient.post<Saved<CompanyPricing>>('/admin/company-pricing', body)
  ).data;
export const deletePricing = async (id: number) => (await apiClient.delete<{ message: string }>(`/admin/company-pricing/${id}`)).data;
export const previewPricing = async ({ id, body }: { id: number | null; body: CompanyPricingBody }) =>
  (await apiClient.post<{ data: PricingPreview[] }>('/admin/company-pricing/preview', { ...body, id }, { silent: true })).data.data;
