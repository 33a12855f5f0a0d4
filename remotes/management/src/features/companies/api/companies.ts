/** `/api/admin/company…` (server/API.md "Companies"). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { CompanyDetail, CompanyRow, Paginated } from '@helpdesk/shared/resources';
import type { CompanySort } from '@helpdesk/shared/enums';
import type { CompanyInput } from '@helpdesk/shared/schemas';
import { AUDIT_LOG_ROOT } from '@helpdesk/shared/constants';

export interface CompanyListParams {
  page: number;
  search: string;
  sort: CompanySort;
}

export const PER_PAGE = 20;

export const companyListQuery = (params: CompanyListParams) =>
  queryOptions({
    queryKey: [queryRoots.companies, 'list', params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<CompanyRow>>('/admin/company', {
          params: { page: params.page, per_page: PER_PAGE, sort: params.sort, ...(params.search ? { search: params.search } : {}) },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: [queryRoots.companies, 'detail', id] as const,
    queryFn: async () => (await apiClient.get<{ data: CompanyDetail }>(`/admin/company/${id}`, { silent: true })).data.data,
  });

export const documentationUrl = (id: number) => `/api/admin/company/${id}/documentation`;

/**
 * Creates or updates a company; this app's company queries and lookups refresh. The shell's company filter
 * refreshes on the server's CompanyUpdated event, which reaches this tab too.
 */
export function useSaveCompany(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompanyInput) =>
      (id
        ? await apiClient.put<{ data: CompanyDetail; message: string }>(`/admin/company/${id}`, body)
        : await apiClient.post<{ data: CompanyDetail; message: string }>('/admin/company', body)
      ).data,
    onSuccess: async () => {
      await Promise.all(
        [queryRoots.companies, queryRoots.lookups, AUDIT_LOG_ROOT].map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
      );
    },
  });
}

/** Uploads (or replaces) the IT documentation PDF; the change enters the company's History. */
export function useUploadDocumentation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      // Silent: the screen says why a file was refused (PDF only, size) instead of the generic 422 toast.
      return (await apiClient.post<{ data: CompanyDetail; message: string }>(`/admin/company/${id}/documentation`, form, { silent: true }))
        .data;
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(companyQuery(id).queryKey, answer.data);
      await queryClient.invalidateQueries({ queryKey: [AUDIT_LOG_ROOT] });
    },
  });
}

/** Removes the IT documentation PDF. */
export function useDeleteDocumentation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.delete<{ data: CompanyDetail; message: string }>(`/admin/company/${id}/documentation`)).data,
    onSuccess: async (answer) => {
      queryClient.setQueryData(companyQuery(id).queryKey, answer.data);
      await queryClient.invalidateQueries({ queryKey: [AUDIT_LOG_ROOT] });
    },
  });
}
