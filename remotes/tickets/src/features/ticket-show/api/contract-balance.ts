/** The ticket's company's live contract balance; keyed under queryRoots.contractBalance, refreshed by ticket events. The answer is checked against the shared schema: anything else shows the error state. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import { contractBalanceSchema } from '@helpdesk/shared/resources';

export const companyBalanceQuery = (companyId: number) =>
  queryOptions({
    queryKey: [queryRoots.contractBalance, companyId, 'staff'] as const,
    queryFn: async () =>
      contractBalanceSchema.parse(
        (await apiClient.get<{ data: unknown }>(`/admin/companies/${companyId}/balance`, { silent: true })).data.data,
      ),
  });
