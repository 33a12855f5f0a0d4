/**
 * `GET /api/client/project` and `GET /api/client/project/{id}` (server/API.md "Projects"): the company's live
 * projects. A VIP gets the time against the budget and all the project's tickets; other clients the tickets they may
 * see, without time.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Paginated, Project, ProjectDetail, Resource } from '@helpdesk/shared/resources';

export const projectListQuery = (params: { page: number; perPage: number }) =>
  queryOptions({
    queryKey: ['client-projects', 'list', params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<Project>>('/client/project', {
          params: { page: params.page, per_page: params.perPage },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** Under the tickets root too: the project's tickets change live with them. Not silent: a guessed id is toasted. */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: [queryRoots.tickets, 'client-project', id] as const,
    queryFn: async ({ signal }) => (await apiClient.get<Resource<ProjectDetail>>(`/client/project/${id}`, { signal })).data.data,
    retry: false,
  });
