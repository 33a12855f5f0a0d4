/**
 * Monitoring tokens (server/API.md "Monitoring alerts and logs" → Tokens): one per company; a new one replaces the
 * previous at once, and its text is only in the answer to issuing it (the server keeps a hash and the last 4
 * characters as the hint).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { MonitoringTokenCreateInput } from '@helpdesk/shared/schemas';

export interface MonitoringToken {
  company: { id: number; tag: string; short_name: string };
  hint: string;
  created_at: string;
}

export interface IssuedMonitoringToken {
  company_id: number;
  token: string;
  hint: string;
  created_at: string;
}

export const monitoringTokensKey = ['monitoring-tokens'] as const;

export const monitoringTokensQuery = () =>
  queryOptions({
    queryKey: monitoringTokensKey,
    // Silent: the panel says itself that the list did not load.
    queryFn: async () => (await apiClient.get<{ data: MonitoringToken[] }>('/admin/monitoring-token', { silent: true })).data.data,
  });

export async function issueMonitoringToken(input: MonitoringTokenCreateInput) {
  return (await apiClient.post<{ data: IssuedMonitoringToken }>('/admin/monitoring-token', input)).data.data;
}

export async function revokeMonitoringToken(companyId: number) {
  await apiClient.delete(`/admin/monitoring-token/${companyId}`);
}

/** Issues a company's token (replacing its previous one) or revokes it; the token list refreshes. */
export function useIssueMonitoringToken<C extends { id: number }>(onIssued: (token: IssuedMonitoringToken, company: C) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: C) => issueMonitoringToken({ company_id: company.id }),
    onSuccess: (data, company) => {
      onIssued(data, company);
      void queryClient.invalidateQueries({ queryKey: monitoringTokensKey });
    },
  });
}

export function useRevokeMonitoringToken(onRevoked: (token: MonitoringToken) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: MonitoringToken) => revokeMonitoringToken(token.company.id),
    onSuccess: (_data, token) => {
      onRevoked(token);
      void queryClient.invalidateQueries({ queryKey: monitoringTokensKey });
    },
  });
}
