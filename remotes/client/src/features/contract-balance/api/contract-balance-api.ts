/** `GET /api/client/contract-balance` (VIPs): keyed under queryRoots.contractBalance, so ticket events refresh it live. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { ContractBalance } from '@helpdesk/shared/resources';

export const clientBalanceQuery = (companyId: number | null) =>
  queryOptions({
    queryKey: [queryRoots.contractBalance, companyId ?? 0, 'client'] as const,
    queryFn: async ({ signal }) => (await apiClient.get<{ data: ContractBalance }>('/client/contract-balance', { signal, silent: true })).data.data,
  });
