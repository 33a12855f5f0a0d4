/** `GET /api/client/contract-balance` (VIPs): keyed under queryRoots.contractBalance, so ticket events refresh it live. The answer is checked against the shared schema: anything else shows the error state. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import { contractBalanceSchema } from '@helpdesk/shared/resources';

export const clientBalanceQuery = (companyId: number | null) =>
  queryOptions({
    queryKey: [queryRoots.contractBalance, companyId ?? 0, 'client'] as const,
    queryFn: async ({ signal }) =>
      contractBalanceSchema.parse((await apiClient.get<{ data: unknown }>('/client/contract-balance', { signal, silent: true })).data.data),
  });
