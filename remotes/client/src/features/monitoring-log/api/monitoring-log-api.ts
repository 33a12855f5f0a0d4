/**
 * `GET /api/client/monitoring-log?page=&per_page=` — built by issue 6 (intake and monitoring). Until its contract is
 * written down, this reads the obvious Laravel shape: `{data: [MonitoringLog], links, meta}`, each row with id, title,
 * sender, address or company, the read flag and the received time (spec §3 "Unassigned email and monitoring log").
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Paginated } from '../../shared/api/paginated.ts';

export interface MonitoringLog {
  id: number;
  title: string;
  sender: string;
  address?: string | null;
  company?: { id: number; short_name?: string; tag?: string } | string | null;
  /** Either form of the read flag: a time or a boolean. */
  read_at?: string | null;
  client_read_at?: string | null;
  read?: boolean | number;
  received_at: string;
  ticket?: { id: number; fullid?: string } | null;
  ticket_id?: number | null;
}

export const isRead = (log: MonitoringLog) => !!(log.client_read_at ?? log.read_at ?? log.read);

/** Under the counters root: the shell invalidates it when the public counters channel says a log arrived. */
export const monitoringLogQuery = (params: { page: number; perPage: number }) =>
  queryOptions({
    queryKey: [queryRoots.counters, 'client-monitoring-log-list', params] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<Paginated<MonitoringLog>>('/client/monitoring-log', { params: { page: params.page, per_page: params.perPage }, signal, silent: true })).data,
    placeholderData: keepPreviousData,
  });
