/** `/api/admin/reports/daily` (server/API.md "Agent and daily reports"). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { DailyReport } from '@helpdesk/shared/resources';
import { reportsRoot } from '../../../api/reports-root.ts';

export const dailyReportQuery = (day: string) =>
  queryOptions({
    queryKey: [reportsRoot, 'daily', day] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: DailyReport }>('/admin/reports/daily', { params: { day }, signal, silent: true })).data.data,
  });
