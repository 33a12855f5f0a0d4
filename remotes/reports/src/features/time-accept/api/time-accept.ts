/**
 * `/api/admin/time-accept…` (server/API.md "Time-report acceptance"). Keyed under `queryRoots.counters`: the server
 * broadcasts a counters change after every decision and resubmission, so the queue refreshes live with the badge.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Paginated, TimeAcceptItem } from '@helpdesk/shared/resources';
import type { TimeAcceptReason, TimeAcceptStatus } from '@helpdesk/shared/enums';

export interface TimeAcceptFilters {
  status: TimeAcceptStatus;
  agent_id: number | null;
  company_id: number | null;
  reason: TimeAcceptReason | null;
  from: string;
  to: string;
}

export const NO_FILTERS: TimeAcceptFilters = { status: 'pending', agent_id: null, company_id: null, reason: null, from: '', to: '' };

/** One page of the queue (server pagination with the exact total). */
export const timeAcceptQuery = (filters: TimeAcceptFilters, page: { page: number; perPage: number }) =>
  queryOptions({
    queryKey: [queryRoots.counters, 'time-accept', filters, page] as const,
    queryFn: async ({ signal }) => {
      const params: Record<string, string | number> = { page: page.page, per_page: page.perPage };
      for (const [key, value] of Object.entries(filters)) if (value !== null && value !== '') params[key] = value as string | number;
      return (await apiClient.get<Paginated<TimeAcceptItem>>('/admin/time-accept', { params, signal, silent: true })).data;
    },
    placeholderData: keepPreviousData,
  });

export type Decision = { kind: 'accept'; ids: number[] } | { kind: 'reject'; ids: number[]; reason: string };

/** Accepts or rejects reports; the 422 of a missing reason is the caller's to show under the field. */
export function useDecideTimeReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision) => {
      const body = decision.kind === 'accept' ? { ids: decision.ids } : { ids: decision.ids, reason: decision.reason };
      return (
        await apiClient.post<{ data: { count: number }; message: string }>(`/admin/time-accept/${decision.kind}`, body, { silent: true })
      ).data;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [queryRoots.counters] });
    },
  });
}
