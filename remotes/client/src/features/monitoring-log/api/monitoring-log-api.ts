/**
 * `/api/client/monitoring-log…` (server/API.md "Monitoring alerts and logs"): the company's alerts with the client
 * side's read state, which is the company's (what one VIP read is read for the others). Every key is under the
 * counters root: the shell invalidates it when the counters channel announces a new alert or a read change, and
 * the menu's unread counter lives there too, so invalidating the root after a change refreshes both.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { MonitoringLog, MonitoringLogDetail, Paginated, Resource } from '@helpdesk/shared/resources';

export type MonitoringFilter = 'all' | 'unread';

export interface MonitoringListParams {
  filter: MonitoringFilter;
  page: number;
  perPage: number;
}

const root = [queryRoots.counters, 'client-monitoring-log-list'] as const;
const DETAIL = 'detail';
export const isDetailKey = (key: readonly unknown[]) => key[1] === root[1] && key[2] === DETAIL;
/** Everything this screen and the menu counter show. */
export const monitoringCountersKey = [queryRoots.counters] as const;

export const monitoringLogQuery = (params: MonitoringListParams) =>
  queryOptions({
    queryKey: [...root, params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<MonitoringLog>>('/client/monitoring-log', {
          params: { filter: params.filter, page: params.page, per_page: params.perPage },
          signal,
          // The list shows its own error with a retry button.
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** One log with its text; the server marks it read for the company on opening. */
export const monitoringLogDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...root, DETAIL, id] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<Resource<MonitoringLogDetail>>(`/client/monitoring-log/${id}`, { signal })).data.data,
  });

export async function setLogRead(id: number, read: boolean): Promise<{ id: number; read: boolean }> {
  return (await apiClient.post<Resource<{ id: number; read: boolean }>>(`/client/monitoring-log/${id}/${read ? 'read' : 'unread'}`)).data
    .data;
}

export async function readAllLogs(): Promise<number> {
  return (await apiClient.post<Resource<{ updated: number }>>('/client/monitoring-log/read-all')).data.data.updated;
}
