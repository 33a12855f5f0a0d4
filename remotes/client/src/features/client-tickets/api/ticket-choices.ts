/** The ticket form's choices for any client: colleagues to CC and the client's devices (server/API.md "Employees"). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';

export interface Colleague {
  id: number;
  name: string;
  email: string;
}

export interface DeviceChoice {
  id: number;
  type: string;
  name: string;
  inventory_number: string | null;
  /** A company device without an owner (printer, server…). */
  shared: boolean;
}

export const colleaguesQuery = () =>
  queryOptions({
    queryKey: ['client-choices', 'colleagues'] as const,
    queryFn: async ({ signal }) => (await apiClient.get<{ data: Colleague[] }>('/client/colleagues', { signal })).data.data,
    staleTime: 5 * 60_000,
  });

export const devicesQuery = () =>
  queryOptions({
    queryKey: ['client-choices', 'devices'] as const,
    queryFn: async ({ signal }) => (await apiClient.get<{ data: DeviceChoice[] }>('/client/devices', { signal })).data.data,
    staleTime: 5 * 60_000,
  });
