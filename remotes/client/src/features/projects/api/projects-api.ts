/**
 * `GET /api/client/project` and `GET /api/client/project/{id}` — built by issue 6 (projects). Until its contract is
 * written down, this reads the obvious Laravel shapes: `{data: [Project], links, meta}` and `{data: Project}`, the
 * detail with the project's tickets in `data.tickets` (spec §2 "Project detail lists the project's tickets").
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Paginated, Resource } from '../../shared/api/paginated.ts';
import type { TicketRow } from '../../client-tickets/api/ticket-types.ts';

export type ProjectState = 'new' | 'in-progress' | 'stopped' | 'finished';

export interface Project {
  id: number;
  name: string;
  state: ProjectState;
  deadline: string | null;
  hours: number | null;
  description?: string | null;
  manager?: { id: number; name: string } | null;
  created_at?: string | null;
  updated_at?: string | null;
  finished_at?: string | null;
  /** Minutes reported against the project, when the API gives them. */
  reported_minutes?: number | null;
  tickets?: TicketRow[];
}

export const projectListQuery = (params: { page: number; perPage: number }) =>
  queryOptions({
    queryKey: ['client-projects', 'list', params] as const,
    queryFn: async ({ signal }) => (await apiClient.get<Paginated<Project>>('/client/project', { params: { page: params.page, per_page: params.perPage }, signal, silent: true })).data,
    placeholderData: keepPreviousData,
  });

/** Under the tickets root too: the project's tickets change live with them. Not silent: a guessed id is toasted. */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: [queryRoots.tickets, 'client-project', id] as const,
    queryFn: async ({ signal }) => (await apiClient.get<Resource<Project>>(`/client/project/${id}`, { signal })).data.data,
    retry: false,
  });
