/** `/api/admin/access-data/…` (server/API.md "Access data"): the login log and the allowed IPs. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { AllowedIp, AllowedIpList, LoginLogEntry, Paginated } from '@helpdesk/shared/resources';
import type { AllowedIpBody } from '@helpdesk/shared/schemas';

export const accessDataRoot = 'access-data';
export const PER_PAGE = 20;

export interface LoginLogFilters {
  result: 'all' | 'success' | 'failure';
  search: string;
  user_id: number | null;
  from: string;
  to: string;
  page: number;
}

export const NO_LOG_FILTERS: LoginLogFilters = { result: 'all', search: '', user_id: null, from: '', to: '', page: 1 };

export const loginLogQuery = (filters: LoginLogFilters) =>
  queryOptions({
    queryKey: [accessDataRoot, 'login-log', filters] as const,
    queryFn: async ({ signal }) => {
      const params: Record<string, string | number> = { page: filters.page, per_page: PER_PAGE, result: filters.result };
      for (const key of ['search', 'user_id', 'from', 'to'] as const) {
        const value = filters[key];
        if (value !== null && value !== '') params[key] = value;
      }
      return (await apiClient.get<Paginated<LoginLogEntry>>('/admin/access-data/login-log', { params, signal, silent: true })).data;
    },
    placeholderData: keepPreviousData,
  });

export const allowedIpsQuery = () =>
  queryOptions({
    queryKey: [accessDataRoot, 'allowed-ips'] as const,
    queryFn: async ({ signal }) => (await apiClient.get<AllowedIpList>('/admin/access-data/allowed-ips', { signal, silent: true })).data,
  });

/** A change the server answered 409 `lockout` to is sent again with `confirmed` once the user agrees. */
export function useAllowedIpChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [accessDataRoot, 'allowed-ips'] });
  const add = useMutation({
    mutationFn: async ({ body, confirmed }: { body: AllowedIpBody; confirmed: boolean }) =>
      (
        await apiClient.post<{ data: AllowedIp; message: string }>('/admin/access-data/allowed-ips', body, {
          params: confirmed ? { confirm: 1 } : {},
          silent: true,
        })
      ).data,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async ({ id, confirmed }: { id: number; confirmed: boolean }) =>
      (
        await apiClient.delete<{ message: string }>(`/admin/access-data/allowed-ips/${id}`, {
          params: confirmed ? { confirm: 1 } : {},
          silent: true,
        })
      ).data,
    onSuccess: refresh,
  });
  return { add, remove };
}
