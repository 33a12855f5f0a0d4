/** `/api/admin/macros…` (server/API.md "Macros"), keyed under `queryRoots.macros`. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Macro, Paginated, TextModule } from '@helpdesk/shared/resources';
import type { MacroBody } from '@helpdesk/shared/schemas';

export interface MacroListParams {
  page: number;
  search: string;
}

export const PER_PAGE = 20;

export const macroListQuery = (params: MacroListParams) =>
  queryOptions({
    queryKey: [queryRoots.macros, 'list', params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<Macro>>('/admin/macros', {
          params: { page: params.page, per_page: PER_PAGE, ...(params.search ? { search: params.search } : {}) },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const macroQuery = (id: number) =>
  queryOptions({
    queryKey: [queryRoots.macros, 'detail', id] as const,
    queryFn: async () => (await apiClient.get<{ data: Macro }>(`/admin/macros/${id}`, { silent: true })).data.data,
  });

/** The text modules an "answer with a text module" action may name (the list's largest page: a picker, not a search). */
export const macroTextModulesQuery = queryOptions({
  queryKey: [queryRoots.textModules, 'macro-choices'] as const,
  queryFn: async ({ signal }) =>
    (await apiClient.get<Paginated<TextModule>>('/admin/text-modules', { params: { per_page: 100 }, signal, silent: true })).data.data,
});

type Saved = { data: Macro; message: string };

export function useSaveMacro(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MacroBody) =>
      (id ? await apiClient.put<Saved>(`/admin/macros/${id}`, body) : await apiClient.post<Saved>('/admin/macros', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.macros] }),
  });
}

export function useDeleteMacro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiClient.delete<{ message: string }>(`/admin/macros/${id}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.macros] }),
  });
}
