/** The ticket's company's live contract balance; keyed under queryRoots.contractBalance, refreshed by ticket events. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { ContractBalance } from '@helpdesk/shared/resources';

export const companyBalanceQuery = (companyId: number) =>
  queryOptions({
    queryKey: [queryRoots.contractBalance, companyId, 'staff'] as const,
    queryFn: async () => (await apiClient.get<{ data: ContractBalance }>(`/admin/companies/${companyId}/balance`, { silent: true })).data.data,
  });
