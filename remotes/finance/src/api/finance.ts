/** The finance endpoints (server/API.md "Finance") and the staff look-ups the forms pick from. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type {
  AgentCost,
  AgentProfitability,
  AgentProfitDetail,
  CompanyPricing,
  CompanyProfitability,
  CompanyProfitDetail,
  InvoiceDetail,
  InvoiceMonth,
  PricingPreview,
} from '@helpdesk/shared/resources';
import type { AgentCostBody, CompanyPricingBody } from '@helpdesk/shared/schemas';

export const FINANCE = 'finance';

export interface Choice {
  id: number;
  name: string;
  tag?: string;
  short_name?: string;
}

export const agentsLookup = () =>
  queryOptions({
    queryKey: ['lookups', 'agents'] as const,
    queryFn: async () => (await apiClient.get<{ data: Choice[] }>('/admin/lookups/agents', { silent: true })).data.data,
    staleTime: 5 * 60_000,
  });

export const companiesLookup = () =>
  queryOptions({
    queryKey: ['lookups', 'companies'] as const,
    queryFn: async () => (await apiClient.get<{ data: Choice[] }>('/admin/lookups/companies', { silent: true })).data.data,
    staleTime: 5 * 60_000,
  });

export const agentCostsQuery = (agentId: number | null) =>
  queryOptions({
    queryKey: [FINANCE, 'agent-costs', agentId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: AgentCost[] }>('/admin/agent-costs', {
          params: agentId ? { agent_id: agentId } : {},
          signal,
          silent: true,
        })
      ).data.data,
  });

export const agentCostQuery = (id: number) =>
  queryOptions({
    queryKey: [FINANCE, 'agent-cost', id] as const,
    queryFn: async () => (await apiClient.get<{ data: AgentCost }>(`/admin/agent-costs/${id}`, { silent: true })).data.data,
  });

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

export interface Range {
  from: string;
  to: string;
}

export const companyProfitabilityQuery = (range: Range) =>
  queryOptions({
    queryKey: [FINANCE, 'profitability', range] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: CompanyProfitability }>('/admin/profitability', { params: range, signal, silent: true })).data.data,
  });

export const companyProfitDetailQuery = (id: number, range: Range) =>
  queryOptions({
    queryKey: [FINANCE, 'profitability', id, range] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: CompanyProfitDetail }>(`/admin/profitability/${id}`, { params: range, signal, silent: true })).data.data,
  });

export const agentProfitabilityQuery = (range: Range) =>
  queryOptions({
    queryKey: [FINANCE, 'agent-profitability', range] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: AgentProfitability }>('/admin/agent-profitability', { params: range, signal, silent: true })).data.data,
  });

export const agentProfitDetailQuery = (id: number, range: Range) =>
  queryOptions({
    queryKey: [FINANCE, 'agent-profitability', id, range] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: AgentProfitDetail }>(`/admin/agent-profitability/${id}`, { params: range, signal, silent: true })).data
        .data,
  });

type Saved<T> = { data: T; message: string };

/** Saves, deletes or previews finance rows, then refreshes every finance query (figures depend on them). */
export function useFinanceMutation<Args, Result>(fn: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: async () => queryClient.invalidateQueries({ queryKey: [FINANCE] }) });
}

export const saveAgentCost = async ({ id, body }: { id: number | null; body: AgentCostBody }) =>
  (id
    ? await apiClient.put<Saved<AgentCost>>(`/admin/agent-costs/${id}`, body)
    : await apiClient.post<Saved<AgentCost>>('/admin/agent-costs', body)
  ).data;
export const deleteAgentCost = async (id: number) => (await apiClient.delete<{ message: string }>(`/admin/agent-costs/${id}`)).data;
export const savePricing = async ({ id, body }: { id: number | null; body: CompanyPricingBody }) =>
  (id
    ? await apiClient.put<Saved<CompanyPricing>>(`/admin/company-pricing/${id}`, body)
    : await apiClient.post<Saved<CompanyPricing>>('/admin/company-pricing', body)
  ).data;
export const deletePricing = async (id: number) => (await apiClient.delete<{ message: string }>(`/admin/company-pricing/${id}`)).data;
export const previewPricing = async ({ id, body }: { id: number | null; body: CompanyPricingBody }) =>
  (await apiClient.post<{ data: PricingPreview[] }>('/admin/company-pricing/preview', { ...body, id }, { silent: true })).data.data;

/** The default range: the six months up to last month. */
export function defaultRange(now = new Date()): Range {
  const month = (offset: number) => {
    const d = new Date(now.getFullYear(), now.getMonth() + offset, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  };
  return { from: month(-6), to: month(-1) };
}

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

/** Last month, `YYYY-MM`. */
export function lastMonth(now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}
