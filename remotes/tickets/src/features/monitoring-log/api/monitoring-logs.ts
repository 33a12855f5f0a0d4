/**
 * `/api/admin/monitoring-log…` (server/API.md "Monitoring alerts and logs"). Under the counters root: the shell
 * invalidates it when the counters channel reports a new alert, so the list refreshes live.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots, type CompanyFilter } from '@helpdesk/shared';
import type { MonitoringLog, MonitoringLogDetail, Paginated } from '@helpdesk/shared/resources';

export interface MonitoringListParams {
  filter: 'all' | 'unread';
  status: '' | 'problem' | 'ok';
  company: CompanyFilter;
  page: number;
}

export const PER_PAGE = 25;
const root = [queryRoots.counters, 'monitoring-log-list'] as const;

export const monitoringListQuery = (params: MonitoringListParams) =>
  queryOptions({
    queryKey: [...root, params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<MonitoringLog>>('/admin/monitoring-log', {
          params: {
            filter: params.filter,
            page: params.page,
            per_page: PER_PAGE,
            ...(params.status ? { status: params.status } : {}),
            ...(params.company === 'all' ? {} : { company_id: params.company }),
          },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const monitoringDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...root, 'detail', id] as const,
    queryFn: async () => (await apiClient.get<{ data: MonitoringLogDetail }>(`/admin/monitoring-log/${id}`)).data.data,
  });

export const setMonitoringRead = async (id: number, read: boolean) =>
  apiClient.post(`/admin/monitoring-log/${id}/${read ? 'read' : 'unread'}`);

export const readAllMonitoring = async (company: CompanyFilter) =>
  apiClient.post('/admin/monitoring-log/read-all', company === 'all' ? {} : { company_id: company });

/** Marks one alert read or unread, or all of a company filter's read; then refreshes the counters root (the list lives under it). */
export function useMonitoringRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number; read: boolean } | { all: CompanyFilter }) =>
      'all' in change ? readAllMonitoring(change.all) : setMonitoringRead(change.id, change.read),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.counters] }),
  });
}

/** Opening an unread alert reads it on the server: refresh the counters root. */
export function useMonitoringSeen() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [queryRoots.counters] });
}
