/** `/api/client/employees…` (server/API.md "Employees"): the VIP's own company's people. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { Employee, EmployeeInput, EmployeeInvitation } from '@helpdesk/shared/schemas';
import type { Paginated, Resource } from '@helpdesk/shared';

export const EMPLOYEES_ROOT = 'client-employees';

export interface EmployeeListParams {
  search: string;
  page: number;
  perPage: number;
}

export const employeeListQuery = (params: EmployeeListParams) =>
  queryOptions({
    queryKey: [EMPLOYEES_ROOT, 'list', params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<Employee>>('/client/employees', {
          params: { ...(params.search ? { search: params.search } : {}), page: params.page, per_page: params.perPage },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** Not silent: another company's person (a guessed id) is 404, toasted by the shell. */
export const employeeQuery = (id: number) =>
  queryOptions({
    queryKey: [EMPLOYEES_ROOT, 'one', id] as const,
    queryFn: async ({ signal }) => (await apiClient.get<Resource<Employee>>(`/client/employees/${id}`, { signal })).data.data,
    retry: false,
  });

/**
 * Adding is an invitation (202): the answer names only the address, the same whether or not it had an account
 * elsewhere. Field errors (422) go under the fields; the form says so itself.
 */
export async function createEmployee(body: EmployeeInput) {
  return (await apiClient.post<Resource<EmployeeInvitation>>('/client/employees', body, { silent: true })).data;
}

export async function updateEmployee(id: number, body: EmployeeInput) {
  return (await apiClient.put<Resource<Employee>>(`/client/employees/${id}`, body, { silent: true })).data;
}

/** Creates (id null) or updates an employee, then refreshes every employee query. */
export function useSaveEmployee(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EmployeeInput): Promise<{ data: Employee | EmployeeInvitation; message?: string }> =>
      id === null ? createEmployee(body) : updateEmployee(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EMPLOYEES_ROOT] }),
  });
}
