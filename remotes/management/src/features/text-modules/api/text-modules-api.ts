/** `/api/admin/text-modules…` (server/API.md "Text modules"), keyed under `queryRoots.textModules`. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Paginated, TextModule } from '@helpdesk/shared/resources';
import type { TextModuleBody, TextModuleLanguage } from '@helpdesk/shared/schemas';

/** The list's filters: `company` is a company id, 'global' or '' (any). */
export interface TextModuleListParams {
  page: number;
  search: string;
  company: number | 'global' | '';
  language: TextModuleLanguage | '';
}

export const PER_PAGE = 20;

export const textModuleListQuery = (params: TextModuleListParams) =>
  queryOptions({
    queryKey: [queryRoots.textModules, 'list', params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<TextModule>>('/admin/text-modules', {
          params: {
            page: params.page,
            per_page: PER_PAGE,
            ...(params.search ? { search: params.search } : {}),
            ...(params.company === 'global' ? { company: 'global' } : params.company ? { company_id: params.company } : {}),
            ...(params.language ? { language: params.language } : {}),
          },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const textModuleQuery = (id: number) =>
  queryOptions({
    queryKey: [queryRoots.textModules, 'detail', id] as const,
    queryFn: async () => (await apiClient.get<{ data: TextModule }>(`/admin/text-modules/${id}`, { silent: true })).data.data,
  });

type Saved = { data: TextModule; message: string };

export function useSaveTextModule(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TextModuleBody) =>
      (id ? await apiClient.put<Saved>(`/admin/text-modules/${id}`, body) : await apiClient.post<Saved>('/admin/text-modules', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.textModules] }),
  });
}

export function useDeleteTextModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiClient.delete<{ message: string }>(`/admin/text-modules/${id}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.textModules] }),
  });
}
