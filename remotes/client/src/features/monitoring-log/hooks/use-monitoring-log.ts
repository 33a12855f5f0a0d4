/**
 * The monitoring log's state and actions: one page of a filter, marking one log read or unread, marking all read.
 * After each change the counters root is invalidated, so the list and the menu's unread counter (the shell's query
 * under the same root) drop at once; the server's counters event does the same in the company's other browsers.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { DEFAULT_PAGE_SIZE } from '@helpdesk/shared/ui';
import {
  isDetailKey,
  monitoringCountersKey,
  monitoringLogQuery,
  readAllLogs,
  setLogRead,
  type MonitoringFilter,
  type MonitoringListParams,
} from '../api/monitoring-log-api.ts';
import type { MonitoringLog } from '@helpdesk/shared/resources';

export function useMonitoringLog() {
  const { t } = useTranslation('client');
  const queryClient = useQueryClient();
  const [params, setParams] = useState<MonitoringListParams>({ filter: 'all', page: 1, perPage: DEFAULT_PAGE_SIZE });
  const query = useQuery(monitoringLogQuery(params));
  const refresh = () => queryClient.invalidateQueries({ queryKey: monitoringCountersKey });

  const toggle = useMutation({
    mutationFn: (log: MonitoringLog) => setLogRead(log.id, !log.read),
    onSettled: refresh,
  });
  const readAll = useMutation({
    mutationFn: readAllLogs,
    onSuccess: (updated) => toast.success(t('monitoring.readAllDone', { count: updated })),
    onSettled: refresh,
  });

  return {
    params,
    query,
    setFilter: (filter: MonitoringFilter) => setParams((p) => ({ ...p, filter, page: 1 })),
    setPage: (page: number) => setParams((p) => ({ ...p, page })),
    setPerPage: (perPage: number) => setParams((p) => ({ ...p, perPage, page: 1 })),
    toggle,
    readAll,
    /** Opening a log marks it read on the server: once its text is in, the list and the counter follow. */
    openedUnread: () => void queryClient.invalidateQueries({ queryKey: monitoringCountersKey, predicate: (q) => !isDetailKey(q.queryKey) }),
  };
}
