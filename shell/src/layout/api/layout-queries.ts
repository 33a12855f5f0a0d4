/**
 * The calls the layouts make (spec §7), each as query options next to its fetcher. Keys start with the shared
 * query roots so real-time invalidations from the shell reach them.
 */
import { queryOptions } from '@tanstack/react-query';
import { ACTIVE_AGENTS_POLL_MS, apiClient, queryRoots, type CompanyFilter } from '@helpdesk/shared';
import type { TicketPriority, TicketStatus } from '@helpdesk/shared/enums';

const get = async <T>(url: string, params?: Record<string, unknown>): Promise<T> =>
  (await apiClient.get<T>(url, params ? { params } : undefined)).data;

const companyParam = (company: CompanyFilter) => (company === 'all' ? undefined : { company_id: company });

export interface Count {
  data: { count: number };
}

export const menuBadgesQuery = (company: CompanyFilter) =>
  queryOptions({
    queryKey: [queryRoots.menuBadges, company] as const,
    // Silent: a failure has its own text (spec §8), shown by the menu (use-menu-counters.ts).
    queryFn: async () =>
      (await apiClient.get<{ data: Record<string, number> }>('/admin/ticket/menu-badges', { params: companyParam(company), silent: true }))
        .data,
    select: (body) => body.data,
  });

export const ticketCountersQuery = (scope: 'admin' | 'client', company: CompanyFilter, companyScope = false) =>
  queryOptions({
    queryKey: [queryRoots.ticketCounters, scope, company, companyScope] as const,
    queryFn: () =>
      get<{ data: Record<string, number> }>(
        `/${scope}/ticket/counters`,
        scope === 'admin' ? companyParam(company) : companyScope ? { scope: 'company' } : undefined,
      ),
    select: (body) => body.data,
  });

export const unreadCounterQuery = (name: 'unassigned-email' | 'monitoring-log' | 'time' | 'client-monitoring-log') =>
  queryOptions({
    queryKey: [queryRoots.counters, name] as const,
    queryFn: () => get<Count>(name === 'client-monitoring-log' ? '/client/monitoring-log/unread-counter' : `/admin/${name}/unread-counter`),
    select: (body) => body.data.count,
  });

export interface MailCheck {
  working: boolean;
  last_fetched_at: string | null;
  stale_after_minutes: number;
}

export const mailCheckQuery = queryOptions({
  queryKey: [queryRoots.counters, 'mail-check'] as const,
  queryFn: () => get<{ data: MailCheck }>('/check/email'),
  select: (body) => body.data,
  refetchInterval: 5 * 60_000,
});

export interface AssignedCompany {
  id: number;
  name: string;
}

export const assignedCompaniesQuery = queryOptions({
  queryKey: ['assigned-companies'] as const,
  queryFn: () => get<{ data: AssignedCompany[] }>('/admin/agent/assigned-companies'),
  select: (body) => body.data,
  staleTime: 5 * 60_000,
});

export interface ActiveAgent {
  id: number;
  firstname: string;
  lastname: string;
}

export const activeAgentsQuery = queryOptions({
  queryKey: ['active-agents'] as const,
  queryFn: () => get<{ active_in_5_minutes: ActiveAgent[]; active_in_15_minutes: ActiveAgent[] }>('/admin/agent/currently-active'),
  refetchInterval: ACTIVE_AGENTS_POLL_MS,
  staleTime: 0,
});

export interface PlannedWork {
  id: number;
  start_time: string;
  hours: number;
  status: string;
  internal: boolean;
  ticket: { id: number; fullid: string; subject: string };
}

export const plannedWorksQuery = queryOptions({
  queryKey: [queryRoots.plannedWorks, 'list'] as const,
  queryFn: () => get<{ data: PlannedWork[] }>('/admin/planned-work/list'),
  select: (body) => body.data,
});

export interface SummaryTicket {
  id: number;
  fullid?: string;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  priority_color: string;
  status_color: string;
  company: { tag: string };
  requester: { name: string };
}

export interface AgentSummary {
  waitingTickets: SummaryTicket[];
  ticketsWithoutTime: SummaryTicket[];
  todayTimes: number;
  yesterdayTimes: number;
}

export const agentSummaryQuery = queryOptions({
  queryKey: [queryRoots.agentSummary] as const,
  queryFn: () => get<AgentSummary>('/admin/agent/summary'),
});

export interface NotReportedDay {
  date: string;
  expected_minutes: number;
  reported_minutes: number;
  missing_minutes: number;
}

export const notReportedHoursQuery = queryOptions({
  queryKey: [queryRoots.agentSummary, 'not-reported-hours'] as const,
  queryFn: () => get<{ data: NotReportedDay[] }>('/admin/agent/not-reported-hours'),
  select: (body) => body.data,
});

export interface TicketDraft {
  id: number;
  subject: string;
  company_tag: string | null;
  truncatedSubject?: string;
}

export const draftsQuery = queryOptions({
  queryKey: [queryRoots.drafts] as const,
  queryFn: async () => (await apiClient.get<{ data: TicketDraft[] }>('/admin/ticket-drafts', { silent: true })).data.data,
});

export interface AppNotification {
  id: string;
  type: string;
  data: { type?: string; message?: string; ticket?: number; title?: string; text?: string; [key: string]: unknown };
  read_at: string | null;
  created_at: string;
}

export const notificationsQuery = queryOptions({
  queryKey: [queryRoots.notifications] as const,
  queryFn: async () => (await apiClient.get<{ data: AppNotification[] }>('/profile/get-notifications', { silent: true })).data.data,
});
