/** The control centre's API: system status (GET /api/admin/control-center), the outbox, and remote deployments. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type RemoteName } from '@helpdesk/shared';
import type { OutboxSummary, RemoteDeployment, RemoteDeploymentEvent } from '@helpdesk/shared/resources';

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

/** GET /api/admin/outbox/summary (server/API.md "Deliveries"): what waits, how the last day went, the last failures. */
export async function fetchOutboxSummary(): Promise<OutboxSummary> {
  const { data } = await apiClient.get<{ data: OutboxSummary }>('/admin/outbox/summary', { silent: true });
  return data.data;
}

/** Under the system status's key: its Refresh asks for this too. */
export const outboxSummaryQuery = queryOptions({
  queryKey: [...systemStatusQuery.queryKey, 'outbox'] as const,
  queryFn: fetchOutboxSummary,
  refetchInterval: 30_000,
});

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
