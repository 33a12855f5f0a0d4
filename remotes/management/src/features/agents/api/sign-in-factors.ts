/** The admins' sign-in controls: reset an agent's factors, and the policy for admins and managers (admin only). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { SignInPolicy } from '@helpdesk/shared/schemas';

export const signInPolicyQuery = queryOptions({
  queryKey: [queryRoots.agents, 'sign-in-policy'] as const,
  queryFn: async () => (await apiClient.get<{ data: SignInPolicy }>('/admin/sign-in-policy', { silent: true })).data.data,
});

export function useSignInPolicy(enabled: boolean) {
  return useQuery({ ...signInPolicyQuery, enabled });
}

export function useSaveSignInPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (policy: SignInPolicy) => (await apiClient.put<{ data: SignInPolicy }>('/admin/sign-in-policy', policy)).data.data,
    onSuccess: (saved) => queryClient.setQueryData(signInPolicyQuery.queryKey, saved),
  });
}

/** Back to the SMS code only: the agent's authenticator app and recovery codes go, and every session of theirs ends. */
export async function resetSignInFactors(agentId: number): Promise<void> {
  await apiClient.post(`/admin/agent/${agentId}/sign-in-factors/reset`, {});
}
