/** The control centre's API: system status (GET /api/admin/control-center) and remote deployments. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type RemoteName } from '@helpdesk/shared';
import type { RemoteDeployment, RemoteDeploymentEvent } from '@helpdesk/shared/resources';

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

/** GET /api/admin/remote-deployments (admins): each remote's deployed version, canary, manifest health, history. */
export async function fetchRemoteDeployments(): Promise<RemoteDeployment[]> {
  const { data } = await apiClient.get<{ data: RemoteDeployment[] }>('/admin/remote-deployments', { silent: true });
  return data.data;
}

export const remoteDeploymentsQuery = queryOptions({
  queryKey: ['admin', 'remote-deployments'] as const,
  queryFn: fetchRemoteDeployments,
  refetchInterval: 30_000,
});

/** POST /api/admin/remote-deployments/{remote}/rollback: withdraws a canary, or goes back one deploy. */
export async function rollbackRemoteDeployment(remote: RemoteName): Promise<RemoteDeploymentEvent> {
  const { data } = await apiClient.post<{ data: RemoteDeploymentEvent }>(
    `/admin/remote-deployments/${remote}/rollback`,
    {},
    { silent: true },
  );
  return data.data;
}
