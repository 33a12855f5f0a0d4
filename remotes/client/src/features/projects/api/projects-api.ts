/**
 * `GET /api/client/project` and `GET /api/client/project/{id}` (server/API.md "Projects"): the company's live
 * projects. A VIP gets the time against the budget and all the project's tickets; other clients the tickets they may
 * see, without time.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { PROJECT_STATES, TicketPriority, TicketStatus } from '@helpdesk/shared/enums';
import type { Paginated, Resource } from '@helpdesk/shared';

export type ProjectState = (typeof PROJECT_STATES)[number];

export interface ProjectTime {
  total_minutes: number;
  /** Each day's minutes rounded up to the hour (spec §9). */
  charged_minutes: number;
  budget_minutes: number;
  remaining_minutes: number | null;
  used_percent: number | null;
}

export interface Project {
  id: number;
  name: string;
  company: { id: number; tag: string; short_name: string };
  manager: { id: number; name: string } | null;
  deadline: string | null;
  /** The budget in hours; 0 = none. */
  hours: number;
  description: string | null;
  state: ProjectState;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  tickets_count: number;
  /** VIPs only. */
  time?: ProjectTime;
}

export interface ProjectTicket {
  id: number;
  fullid: string;
  subject: string;
  status: TicketStatus;
  status_color: string;
  priority: TicketPriority;
  priority_color: string;
  created_at: string;
  resolved_at: string | null;
  /** VIPs only: the minutes reported on it. */
  minutes?: number;
}

export interface ProjectDetail extends Project {
  tickets: ProjectTicket[];
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
    queryFn: async ({ signal }) => (await apiClient.get<Resource<ProjectDetail>>(`/client/project/${id}`, { signal })).data.data,
    retry: false,
  });
