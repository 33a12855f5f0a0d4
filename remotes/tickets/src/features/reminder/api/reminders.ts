/** `/api/admin/reminder…` (server/API.md "Reminders"). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { Paginated, Reminder, ReminderDetail } from '@helpdesk/shared/resources';
import type { ReminderPayload } from '../lib/reminder-form-schema.ts';

export interface ReminderListParams {
  filter: 'all' | 'active' | 'inactive';
  page: number;
  search: string;
}

export const remindersRoot = 'reminders';
export const PER_PAGE = 20;

export const reminderListQuery = (params: ReminderListParams) =>
  queryOptions({
    queryKey: [remindersRoot, 'list', params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<Reminder>>('/admin/reminder', {
          params: { filter: params.filter, page: params.page, per_page: PER_PAGE, ...(params.search ? { search: params.search } : {}) },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const reminderQuery = (id: number) =>
  queryOptions({
    queryKey: [remindersRoot, 'detail', id] as const,
    queryFn: async () => (await apiClient.get<{ data: ReminderDetail }>(`/admin/reminder/${id}`)).data.data,
  });

export const saveReminder = async (id: number | null, body: ReminderPayload) =>
  (id
    ? await apiClient.put<{ data: Reminder; message: string }>(`/admin/reminder/${id}`, body)
    : await apiClient.post<{ data: Reminder; message: string }>('/admin/reminder', body)
  ).data;

export const deleteReminder = async (id: number) => (await apiClient.delete<{ message: string }>(`/admin/reminder/${id}`)).data;

/** Saves (creates or updates) a reminder, then refreshes every reminder query. */
export function useSaveReminder(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderPayload) => saveReminder(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [remindersRoot] }),
  });
}

/** Deletes a reminder, then refreshes every reminder query. */
export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteReminder, onSuccess: () => queryClient.invalidateQueries({ queryKey: [remindersRoot] }) });
}
