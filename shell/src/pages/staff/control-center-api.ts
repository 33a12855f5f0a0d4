/** GET /api/admin/control-center (admins): mail fetching, real-time connections, database and server facts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';

export interface SystemStatus {
  mail: { working: boolean; last_fetched_at: string | null };
  realtime: { connections: number; channels: number; driver: string };
  database: { driver: string };
  server: { version: string; started_at: string };
}

export async function fetchSystemStatus(): Promise<SystemStatus> {
  const { data } = await apiClient.get<{ data: SystemStatus }>('/admin/control-center', { silent: true });
  return data.data;
}

export const systemStatusQuery = queryOptions({
  queryKey: ['admin', 'control-center'] as const,
  queryFn: fetchSystemStatus,
  refetchInterval: 30_000,
});

export function useSystemStatus() {
  return useQuery(systemStatusQuery);
}
