/** `/api/admin/automations…` (server/API.md "Automation rules"), keyed under `queryRoots.automations`. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { AutomationDryRun, AutomationRule, AutomationRun, Paginated, TextModule } from '@helpdesk/shared/resources';
import type { AutomationBody, AutomationCondition } from '@helpdesk/shared/schemas';
import type { ListPage } from '@helpdesk/shared/remote';

/** Every rule in the order they run: one page (the server answers them all; a handful, not a search). */
export const automationListQuery = queryOptions({
  queryKey: [queryRoots.automations, 'list'] as const,
  queryFn: async ({ signal }): Promise<ListPage<AutomationRule>> => {
    const rules = (await apiClient.get<{ data: AutomationRule[] }>('/admin/automations', { signal, silent: true })).data.data;
    const total = rules.length;
    return { data: rules, meta: { current_page: 1, last_page: 1, from: total ? 1 : null, to: total ? total : null, total } };
  },
});

export const automationQuery = (id: number) =>
  queryOptions({
    queryKey: [queryRoots.automations, 'detail', id] as const,
    queryFn: async () => (await apiClient.get<{ data: AutomationRule }>(`/admin/automations/${id}`, { silent: true })).data.data,
  });

/** A page of the rule's run log, newest first; `failedOnly`: the failed runs. */
export const automationRunsQuery = (id: number, page: number, failedOnly: boolean) =>
  queryOptions({
    queryKey: [queryRoots.automations, 'runs', id, page, failedOnly] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<AutomationRun>>(`/admin/automations/${id}/runs`, {
          params: { page, ...(failedOnly ? { failed: 1 } : {}) },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

type Saved = { data: AutomationRule; message: string };

export function useSaveAutomation(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AutomationBody) =>
      (id ? await apiClient.put<Saved>(`/admin/automations/${id}`, body) : await apiClient.post<Saved>('/admin/automations', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.automations] }),
  });
}

export function useSwitchAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      (await apiClient.patch<Saved>(`/admin/automations/${id}`, { active })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.automations] }),
  });
}

export function useReorderAutomations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await apiClient.put<{ data: AutomationRule[]; message: string }>('/admin/automations/order', { ids })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.automations] }),
  });
}

export function useDeleteAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiClient.delete<{ message: string }>(`/admin/automations/${id}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.automations] }),
  });
}

/** Which open tickets the conditions match now (changes nothing). */
export function useDryRun() {
  return useMutation({
    mutationFn: async (conditions: AutomationCondition[]) =>
      (await apiClient.post<{ data: AutomationDryRun }>('/admin/automations/dry-run', { conditions })).data.data,
  });
}

/** The text modules an action may name (the list's largest page: a picker, not a search). */
export const automationTextModulesQuery = queryOptions({
  queryKey: [queryRoots.textModules, 'automation-choices'] as const,
  queryFn: async ({ signal }) =>
    (await apiClient.get<Paginated<TextModule>>('/admin/text-modules', { params: { per_page: 100 }, signal, silent: true })).data.data,
});
