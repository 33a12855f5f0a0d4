/** `/api/admin/project…` (server/API.md "Projects"). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type CompanyFilter } from '@helpdesk/shared';
import type { Paginated, Project, ProjectDetail } from '@helpdesk/shared/resources';
import type { ProjectPayload } from '../lib/project-form-schema.ts';

export interface ProjectListParams {
  filter: 'active' | 'trashed' | 'all';
  state: '' | Project['state'];
  company: CompanyFilter;
  page: number;
  search: string;
}

export const projectsRoot = 'projects';
export const PER_PAGE = 20;

export const projectListQuery = (params: ProjectListParams) =>
  queryOptions({
    queryKey: [projectsRoot, 'list', params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<Project>>('/admin/project', {
          params: {
            filter: params.filter,
            page: params.page,
            per_page: PER_PAGE,
            ...(params.state ? { state: params.state } : {}),
            ...(params.search ? { search: params.search } : {}),
            ...(params.company === 'all' ? {} : { company_id: params.company }),
          },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: [projectsRoot, 'detail', id] as const,
    queryFn: async () => (await apiClient.get<{ data: ProjectDetail }>(`/admin/project/${id}`, { silent: true })).data.data,
  });

export const saveProject = async (id: number | null, body: ProjectPayload) =>
  (id
    ? await apiClient.put<{ data: Project; message: string }>(`/admin/project/${id}`, body)
    : await apiClient.post<{ data: Project; message: string }>('/admin/project', body)
  ).data;

export const deleteProject = async (id: number) => (await apiClient.delete<{ message: string }>(`/admin/project/${id}`)).data;
export const restoreProject = async (id: number) => (await apiClient.post<{ message: string }>(`/admin/project/${id}/restore`)).data;

/** Saves (creates or updates) a project, then refreshes every project query. */
export function useSaveProject(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectPayload) => saveProject(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [projectsRoot] }),
  });
}

/** Deletes or restores a project, then refreshes every project query. */
export function useProjectTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, restore }: { id: number; restore: boolean }) => (restore ? restoreProject(id) : deleteProject(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [projectsRoot] }),
  });
}
